/// What can go wrong in this feature, in words a person understands.
public enum SampleError: Error, Equatable, Sendable {
    case invalidTitle(String)
    case invalidRecord(String)

    public var message: String {
        switch self {
        case .invalidTitle(let reason), .invalidRecord(let reason): reason
        }
    }
}
