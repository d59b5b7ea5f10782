import API

/// Why a call through `NetworkClient` failed.
public enum APIClientError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server answered with a problem body.
    case problem(Problem)
    /// The server answered with an error status and no problem body.
    case unexpectedStatus(Int, body: String)
    /// The answer was 2xx but not the endpoint's output.
    case undecodable(String)
    /// No answer: the connection failed.
    case transport(String)

    public var description: String {
        switch self {
        case let .problem(problem): "problem: \(problem)"
        case let .unexpectedStatus(status, body): "unexpected status \(status): \(body.prefix(200))"
        case let .undecodable(detail): "undecodable answer: \(detail)"
        case let .transport(detail): "transport failure: \(detail)"
        }
    }

    /// The problem's status, when the server sent one.
    public var status: Int? {
        switch self {
        case let .problem(problem): problem.status
        case let .unexpectedStatus(status, _): status
        default: nil
        }
    }
}
