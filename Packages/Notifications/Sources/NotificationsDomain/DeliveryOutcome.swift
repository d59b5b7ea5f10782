/// What became of one try to hand a mail to the mail server.
public enum DeliveryOutcome: Sendable, Equatable {
    /// The server took it.
    case sent
    /// Try this mail again later: the server said 4xx to it.
    case transientFailure(String)
    /// Try every mail again later: the server could not be reached, or would
    /// not take a session (its greeting, TLS or log-in failed). The round
    /// stops there rather than wait on the server once per mail.
    case serverUnavailable(String)
    /// Never try again: the server said 5xx (no such mailbox, refused).
    case permanentFailure(String)

    /// The outcome's name in metrics and logs.
    public var label: String {
        switch self {
        case .sent: "sent"
        case .transientFailure, .serverUnavailable: "deferred"
        case .permanentFailure: "failed"
        }
    }
}
