import API

/// Why a call through the client failed, in the terms an app acts on: show
/// "offline" and offer the cache, show the server's message and its fields,
/// or report a bug.
public enum APIClientError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No answer: the host could not be reached (refused, unknown, the
    /// connection dropped). The detail is the system's words.
    case offline(String)
    /// The host took longer than the client's timeout to answer.
    case timedOut(seconds: Double)
    /// The server answered with a problem body: its status, its message and,
    /// for a 422, each field's.
    case problem(Problem)
    /// The server answered with an error status and no problem body.
    case unexpectedStatus(Int, body: String)
    /// The answer was 2xx but not the endpoint's output.
    case undecodable(String)
    /// `cacheOnly` asked for something the cache does not hold.
    case notCached(String)
    /// A service's `.unimplemented` value was called: the name is the closure's.
    case unimplemented(String)
    /// The one record asked for breaks the domain's rules, so it is not shown.
    case rejected(DroppedRecord)

    public var description: String {
        switch self {
        case .offline(let detail): "offline: \(detail)"
        case .timedOut(let seconds): "no answer within \(seconds.formatted()) s"
        case .problem(let problem): "problem: \(problem)"
        case .unexpectedStatus(let status, let body): "unexpected status \(status): \(body.prefix(200))"
        case .undecodable(let detail): "undecodable answer: \(detail)"
        case .notCached(let key): "nothing cached for \(key)"
        case .unimplemented(let name): "\(name) is unimplemented"
        case .rejected(let record): "rejected record \(record)"
        }
    }

    /// The answer's status, when the server sent one.
    public var status: Int? {
        switch self {
        case .problem(let problem): problem.status
        case .unexpectedStatus(let status, _): status
        default: nil
        }
    }

    /// Whether the network, not the request, failed: no answer, a late one, or
    /// a 5xx (a host or its database down). Only these fall back to the cache
    /// under `networkElseCache`; a 404 or 422 is the server's truth and is shown.
    public var isNetworkFailure: Bool {
        switch self {
        case .offline, .timedOut: true
        case .problem, .unexpectedStatus: (status ?? 0) >= 500
        default: false
        }
    }

    /// One line for a person: the server's own words when it sent some.
    public var message: String {
        switch self {
        case .offline(let detail): "Cannot reach the server (\(detail))."
        case .timedOut(let seconds): "The server did not answer within \(seconds.formatted()) seconds."
        case .problem(let problem):
            if let errors = problem.errors, !errors.isEmpty {
                errors.map { "\($0.field): \($0.message)" }.joined(separator: "; ")
            } else {
                problem.detail ?? problem.title
            }
        case .unexpectedStatus(let status, _): "The server answered \(status)."
        case .undecodable(let detail): "The server's answer could not be read (\(detail.prefix(120)))."
        case .notCached: "Nothing is cached for this yet: fetch it once while online."
        case .unimplemented(let name): "\(name) is unimplemented."
        case .rejected(let record): "The server sent a record that breaks the rules (\(record)); it is not shown."
        }
    }
}

extension Double {
    fileprivate func formatted() -> String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
