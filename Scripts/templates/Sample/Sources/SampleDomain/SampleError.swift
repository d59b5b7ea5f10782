/// What can go wrong in this feature, in words a person understands.
public enum SampleError: Error, Equatable, Sendable {
    case invalidTitle(String)
    case invalidRecord(String)

    /// What to tell the person.
    public var message: String {
        switch self {
        case .invalidTitle(let reason), .invalidRecord(let reason): reason
        }
    }
}
