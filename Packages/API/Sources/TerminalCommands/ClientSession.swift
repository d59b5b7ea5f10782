import APIClient
import ArgumentParser
import Foundation

/// What one command runs on: the API client made live against the server,
/// over the disk cache, as whoever is logged in. Each feature's command group
/// adds its service to it (`session.reservations`, ...).
public struct ClientSession {
    /// The command's options.
    public let options: ClientOptions
    /// The session `login` saved for this server, if any.
    public let saved: SavedSession?
    /// The API client, with the saved session's token.
    public let client: NetworkClient
    /// The cache, in memory over the disk.
    public let cache: TieredCache

    /// A session for `options`: the client, the cache and the saved log-in.
    public init(_ options: ClientOptions) {
        self.options = options
        saved = SavedSession.load(from: options.directory, server: options.server)
        client = NetworkClient(
            baseURL: options.server, bearerToken: saved?.token, timeout: .milliseconds(Int(options.timeout * 1000)))
        cache = TieredCache(directory: options.directory.appendingPathComponent("answers"))
    }

    /// For commands that act as an account: stops with a hint when nobody is logged in.
    public func requireSignedIn() throws {
        guard saved != nil else {
            throw Failure("Log in first: landmarks-client login --email you@example.com")
        }
    }

    /// Runs a call; an error becomes one line on standard error and exit
    /// status 1, and a 401 also forgets the session it refused.
    public func run<Value>(_ call: () async throws -> Value) async throws -> Value {
        do {
            return try await call()
        } catch let failure as Failure {
            throw failure
        } catch {
            throw failure(for: APIClientError(error))
        }
    }

    /// The one-line failure a command prints for `error`.
    public func failure(for error: APIClientError) -> Failure {
        if error.status == 401, saved != nil {
            SavedSession.remove(from: options.directory)
            return Failure("Your session has ended; log in again. (\(error.message))")
        }
        return Failure(error.message)
    }

    /// Prints each value a read shows, marked when it came from the cache.
    public func show<Value>(
        _ stream: AsyncThrowingStream<Loaded<Value>, any Error>, _ render: (Value) -> [String]
    ) async throws {
        var shown = false
        do {
            for try await loaded in stream {
                if shown { print("") }
                for line in render(loaded.value) { print(line) }
                if case .cache(let age) = loaded.origin {
                    print("(from the cache, \(Origin.words(forAge: age)) old)")
                }
                shown = true
            }
        } catch {
            let failure = failure(for: APIClientError(error))
            guard shown else { throw failure }
            // A cached answer is on screen; the fresh one did not come.
            print("(could not refresh: \(failure.message))")
        }
    }
}
