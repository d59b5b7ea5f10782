import API
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Executes `Endpoint`s against a running server: what a native client, or an
/// end-to-end test, uses to talk to the API.
public struct NetworkClient: Sendable {
    /// The server's address; an endpoint's path is resolved against it.
    public let baseURL: URL
    /// The token sent as `Authorization: Bearer`, once the client has logged in.
    public var bearerToken: String?
    /// How long a call may wait for its whole answer before it fails with
    /// `APIClientError.timedOut`.
    public let timeout: Duration
    private let session: URLSession

    /// A client of the server at `baseURL`.
    ///
    /// - Parameters:
    ///   - baseURL: the server's address.
    ///   - bearerToken: the token to send, if the client has one.
    ///   - timeout: how long a call may wait for its whole answer.
    ///   - session: nil makes one whose requests give up after `timeout`.
    public init(baseURL: URL, bearerToken: String? = nil, timeout: Duration = .seconds(15), session: URLSession? = nil)
    {
        self.baseURL = baseURL
        self.bearerToken = bearerToken
        self.timeout = timeout
        if let session {
            self.session = session
        } else {
            // The timeout is kept by `raw` itself: on Linux, Foundation's own
            // timers fired at once for sub-second values (seen in tests).
            let configuration = URLSessionConfiguration.ephemeral
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            self.session = URLSession(configuration: configuration)
        }
    }

    /// What cache keys of this client start with: its server and who is
    /// signed in (a digest of the token, never the token), so one account's
    /// answers are never shown to another or to nobody.
    public var cacheScope: String {
        let viewer = bearerToken.map { "account-" + DiskCache.fileName(for: $0) } ?? "anonymous"
        return "\(baseURL.absoluteString)#\(viewer)/"
    }

    /// The same client (session, timeout, token) talking to another server.
    public func at(_ baseURL: URL) -> NetworkClient {
        NetworkClient(baseURL: baseURL, bearerToken: bearerToken, timeout: timeout, session: session)
    }

    /// The same client on new connections: for a retry after a timeout, which
    /// must not wait behind the request that timed out on its connection.
    public func onNewConnections() -> NetworkClient {
        NetworkClient(baseURL: baseURL, bearerToken: bearerToken, timeout: timeout)
    }

    /// The same client, signed in with `token` (or signed out with nil).
    public func signedIn(_ token: String?) -> NetworkClient {
        NetworkClient(baseURL: baseURL, bearerToken: token, timeout: timeout, session: session)
    }

    /// Calls the endpoint. A 2xx answer is decoded as the endpoint's output; any
    /// other answer throws `APIClientError.problem` with the server's problem body.
    public func send<Input, Output>(_ endpoint: Endpoint<Input, Output>, _ input: Input) async throws -> Output {
        let (data, status) = try await raw(endpoint, input)
        return try Self.output(of: endpoint, from: data, status: status)
    }

    /// Calls an endpoint that names its answers (`ETag`), sending `etag`
    /// (the tag of the answer the caller keeps) as `If-None-Match`: a 304 is
    /// `.unchanged` and carries no body; any other success is the output
    /// with its tag.
    public func send<Input, Output>(
        _ endpoint: Endpoint<Input, Output>, _ input: Input, ifNoneMatch etag: String?
    ) async throws -> Revalidated<Output> {
        let (data, response) = try await exchange(endpoint, input, headers: etag.map { ["If-None-Match": $0] } ?? [:])
        if response.statusCode == 304, etag != nil { return .unchanged }
        let output = try Self.output(of: endpoint, from: data, status: response.statusCode)
        return .changed(output, etag: response.value(forHTTPHeaderField: "ETag"))
    }

    /// A 2xx body decoded as the endpoint's output; any other answer thrown
    /// as the server's problem.
    private static func output<Input, Output>(
        of endpoint: Endpoint<Input, Output>, from data: Data, status: Int
    ) throws -> Output {
        guard (200..<300).contains(status) else {
            if let problem = try? APIJSON.decoder().decode(Problem.self, from: data) {
                throw APIClientError.problem(problem)
            }
            throw APIClientError.unexpectedStatus(status, body: String(decoding: data, as: UTF8.self))
        }
        if Output.self == NoContent.self, let none = NoContent() as? Output {
            return none
        }
        do {
            return try APIJSON.decoder().decode(Output.self, from: data)
        } catch {
            throw APIClientError.undecodable(String(describing: error))
        }
    }

    /// Calls an endpoint that takes no input.
    public func send<Output>(_ endpoint: Endpoint<NoInput, Output>) async throws -> Output {
        try await send(endpoint, NoInput())
    }

    /// The status and body as the server sent them, for callers that check them.
    public func raw<Input, Output>(_ endpoint: Endpoint<Input, Output>, _ input: Input) async throws -> (Data, Int) {
        let (data, response) = try await exchange(endpoint, input)
        return (data, response.statusCode)
    }

    private func exchange<Input, Output>(
        _ endpoint: Endpoint<Input, Output>, _ input: Input, headers extra: [String: String] = [:]
    ) async throws -> (Data, HTTPURLResponse) {
        let (location, headers, body) = try endpoint.request(for: input)
        guard let url = URL(string: location.href, relativeTo: baseURL) else {
            throw APIClientError.offline("cannot build a URL from \(location.href)")
        }
        var request = URLRequest(url: url)
        request.httpMethod = endpoint.method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.httpBody = Data(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        for (name, value) in headers.merging(extra, uniquingKeysWith: { $1 }) {
            request.setValue(value, forHTTPHeaderField: name)
        }
        if let bearerToken {
            request.setValue("Bearer \(bearerToken)", forHTTPHeaderField: "Authorization")
        }
        do {
            let (data, response) = try await answer(to: request)
            guard let http = response as? HTTPURLResponse else {
                throw APIClientError.undecodable("the answer was not HTTP")
            }
            return (data, http)
        } catch let error as APIClientError {
            throw error
        } catch let error as URLError {
            throw error.code == .timedOut
                ? APIClientError.timedOut(seconds: timeout.seconds) : .offline(Self.reason(error, url))
        } catch {
            throw APIClientError.offline(String(describing: error))
        }
    }

    /// The answer, or `timedOut` once `timeout` has passed without one (the
    /// request is cancelled then).
    private func answer(to request: URLRequest) async throws -> (Data, URLResponse) {
        let session = session
        let timeout = timeout
        return try await withThrowingTaskGroup(of: (Data, URLResponse)?.self) { group in
            group.addTask { try await session.data(for: request) }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let answer = first else {
                throw APIClientError.timedOut(seconds: timeout.seconds)
            }
            return answer
        }
    }

    private static func reason(_ error: URLError, _ url: URL) -> String {
        let host = url.host.map { "\($0)" + (url.port.map { ":\($0)" } ?? "") } ?? url.absoluteString
        return switch error.code {
        case .cannotConnectToHost: "nothing answers at \(host)"
        case .cannotFindHost, .dnsLookupFailed: "no host is named \(host)"
        case .networkConnectionLost: "the connection to \(host) was lost"
        case .notConnectedToInternet: "no network"
        default: "\(host): \(error.localizedDescription)"
        }
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
