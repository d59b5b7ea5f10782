import APIClient
import ArgumentParser
import AuthClient
import Foundation
import LandmarksClient
import ReservationsClient // remove-feature: Reservations

/// What one command runs on: the services of every feature, made live
/// against the server, over the disk cache, as whoever is logged in.
struct ClientSession {
    let options: ClientOptions
    let saved: SavedSession?
    let client: NetworkClient
    let cache: TieredCache

    init(_ options: ClientOptions) {
        self.options = options
        saved = SavedSession.load(from: options.directory, server: options.server)
        client = NetworkClient(baseURL: options.server, bearerToken: saved?.token, timeout: .milliseconds(Int(options.timeout * 1000)))
        cache = TieredCache(directory: options.directory.appendingPathComponent("answers"))
    }

    var landmarks: LandmarkService { .live(client: client, baseURL: options.server, cache: cache) }
    var auth: AuthService { .live(client: client, baseURL: options.server, cache: cache) }
    var reservations: ReservationService { .live(client: client, baseURL: options.server, cache: cache) } // remove-feature: Reservations

    /// For commands that act as an account: stops with a hint when nobody is logged in.
    func requireSignedIn() throws {
        guard saved != nil else {
            throw Failure("Log in first: landmarks-client login --email you@example.com")
        }
    }

    /// Runs a call; an error becomes one line on standard error and exit
    /// status 1, and a 401 also forgets the session it refused.
    func run<Value>(_ call: () async throws -> Value) async throws -> Value {
        do {
            return try await call()
        } catch let failure as Failure {
            throw failure
        } catch {
            throw failure(for: APIClientError(error))
        }
    }

    func failure(for error: APIClientError) -> Failure {
        if error.status == 401, saved != nil {
            SavedSession.remove(from: options.directory)
            return Failure("Your session has ended; log in again. (\(error.message))")
        }
        return Failure(error.message)
    }

    /// Prints each value a read shows, marked when it came from the cache.
    func show<Value>(
        _ stream: AsyncThrowingStream<Loaded<Value>, any Error>, _ render: (Value) -> [String]
    ) async throws {
        var shown = false
        do {
            for try await loaded in stream {
                if shown { print("") }
                render(loaded.value).forEach { print($0) }
                if case let .cache(age) = loaded.origin {
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

/// A command's failure, printed as one line: `landmarks-client: <message>`.
struct Failure: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// Runs a command's body on a session (one that is logged in, when
/// `signedIn`): a `Failure` is one line on standard error and exit status 1.
func command(_ options: ClientOptions, signedIn: Bool = false, _ body: (ClientSession) async throws -> Void) async throws {
    do {
        let session = ClientSession(options)
        if signedIn { try session.requireSignedIn() }
        try await body(session)
    } catch let failure as Failure {
        FileHandle.standardError.write(Data("landmarks-client: \(failure.message)\n".utf8))
        throw ExitCode(1)
    }
}

/// Records the server sent that break the rules: said on standard error, not shown.
func reportDropped(_ dropped: [DroppedRecord]) {
    guard !dropped.isEmpty else { return }
    let lines = ["left out \(dropped.count) record(s) the server sent that break the rules:"] + dropped.map { "  \($0)" }
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
}
