import APIClient
import ArgumentParser
import Foundation

/// Where the server is and where the cache lives: every command's options.
public struct ClientOptions: ParsableArguments {
    /// The server's address, if given on the command line.
    @Option(help: "The server (env LANDMARKS_BASE_URL; default http://127.0.0.1:8080, where Scripts/run serves).")
    public var baseURL: String?

    /// The cache's folder, if given on the command line.
    @Option(
        help: """
            Where answers and the session are kept (env LANDMARKS_CLIENT_CACHE_DIR; \
            default ~/.cache/landmarks-client).
            """)
    public var cacheDir: String?

    /// Seconds to wait for an answer.
    @Option(help: "Seconds to wait for an answer.")
    public var timeout: Double = 10

    public init() {}

    public func validate() throws {
        guard let url = URL(string: resolvedBaseURL), ["http", "https"].contains(url.scheme ?? ""), url.host != nil
        else {
            throw ValidationError("--base-url must be an http or https URL, such as http://127.0.0.1:8080")
        }
        guard timeout > 0, timeout <= 600 else { throw ValidationError("--timeout is from 0 to 600 seconds") }
    }

    var resolvedBaseURL: String {
        baseURL ?? ProcessInfo.processInfo.environment["LANDMARKS_BASE_URL"] ?? "http://127.0.0.1:8080"
    }

    /// The server's address; `validate()` has checked it is a URL.
    public var server: URL { URL(string: resolvedBaseURL)! }

    /// The folder the cache and the saved session live in.
    public var directory: URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = cacheDir ?? environment["LANDMARKS_CLIENT_CACHE_DIR"] { return URL(fileURLWithPath: path) }
        let base =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("landmarks-client")
    }
}

/// How a read weighs the cache against the network.
public struct PolicyOption: ParsableArguments {
    /// How the read weighs the cache against the network.
    @Option(help: "cacheThenFetch, cacheElseFetch, networkOnly, cacheOnly or networkElseCache.")
    public var policy: CachePolicy = .networkElseCache

    public init() {}
}

/// A cache policy may be typed on the command line by its name.
extension CachePolicy: ExpressibleByArgument {}
