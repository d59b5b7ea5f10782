/// What became of one try to hand a mail to the mail server.
public enum DeliveryOutcome: Sendable, Equatable {
    /// The server took it.
    case sent
    /// Try again later: the server could not be reached, or said 4xx.
    case transientFailure(String)
    /// Never try again: the server said 5xx (no such mailbox, refused).
    case permanentFailure(String)

    /// The outcome's name in metrics and logs.
    public var label: String {
        switch self {
        case .sent: "sent"
        case .transientFailure: "deferred"
        case .permanentFailure: "failed"
        }
    }
}
