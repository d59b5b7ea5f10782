/// What can go wrong in this feature, in words a person understands.
public enum NotificationsError: Error, Equatable, Sendable {
    /// A stored row that cannot be read back.
    case invalidRecord(String)

    /// What to tell the person.
    public var message: String {
        switch self {
        case .invalidRecord(let reason): reason
        }
    }
}
