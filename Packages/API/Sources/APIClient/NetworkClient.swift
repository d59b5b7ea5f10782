import API
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Executes `Endpoint`s against a running server: what a native client, or an
/// end-to-end test, uses to talk to the API.
public struct NetworkClient: Sendable {
    public let baseURL: URL
    public var bearerToken: String?
    private let session: URLSession

    public init(baseURL: URL, bearerToken: String? = nil, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.bearerToken = bearerToken
        self.session = session
    }

    /// Calls the endpoint. A 2xx answer is decoded as the endpoint's output; any
    /// other answer throws `APIClientError.problem` with the server's problem body.
    public func send<Input, Output>(_ endpoint: Endpoint<Input, Output>, _ input: Input) async throws -> Output {
        let (data, status) = try await raw(endpoint, input)
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

    public func send<Output>(_ endpoint: Endpoint<NoInput, Output>) async throws -> Output {
        try await send(endpoint, NoInput())
    }

    /// The status and body as the server sent them, for callers that check them.
    public func raw<Input, Output>(_ endpoint: Endpoint<Input, Output>, _ input: Input) async throws -> (Data, Int) {
        let (location, headers, body) = try endpoint.request(for: input)
        guard let url = URL(string: location.href, relativeTo: baseURL) else {
            throw APIClientError.transport("cannot build a URL from \(location.href)")
        }
        var request = URLRequest(url: url)
        request.httpMethod = endpoint.method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.httpBody = Data(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let bearerToken {
            request.setValue("Bearer \(bearerToken)", forHTTPHeaderField: "Authorization")
        }
        do {
            let (data, response) = try await session.data(for: request)
            guard let http = response as? HTTPURLResponse else {
                throw APIClientError.transport("the answer was not HTTP")
            }
            return (data, http.statusCode)
        } catch let error as APIClientError {
            throw error
        } catch {
            throw APIClientError.transport(String(describing: error))
        }
    }
}
