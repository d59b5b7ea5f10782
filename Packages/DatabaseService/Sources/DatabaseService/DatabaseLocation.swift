import Foundation

/// Where the app keeps its data: an embedded SQLite file (the default, made on
/// first run) or a PostgreSQL server (for several host instances).
public enum DatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    /// A SQLite file at `path`, made on first use.
    case sqlite(path: String)
    /// A SQLite database in memory, gone when the host stops.
    case sqliteInMemory
    /// A PostgreSQL server, by its `postgres://` URL.
    case postgres(url: String)

    /// Where the embedded database is made on first run, relative to the working folder.
    public static let defaultPath = "data/landmarks.sqlite"

    /// A server the host reaches over the network, which can go away and
    /// come back (ADR 0127); a SQLite file cannot.
    public var isServer: Bool {
        if case .postgres = self { true } else { false }
    }

    /// Accepts `sqlite:PATH`, `sqlite://PATH`, `sqlite::memory:`, a bare file path,
    /// and `postgres://` or `postgresql://` URLs.
    public init(_ text: String) throws(DatabaseLocationError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("postgres://") || trimmed.hasPrefix("postgresql://") {
            guard let url = URLComponents(string: trimmed), url.host?.isEmpty == false else {
                throw DatabaseLocationError(
                    reason: "a PostgreSQL URL needs a host: postgres://user:password@host:5432/database")
            }
            self = .postgres(url: trimmed)
            return
        }
        if trimmed == "sqlite::memory:" {
            self = .sqliteInMemory
            return
        }
        var path = trimmed
        if path.hasPrefix("sqlite://") {
            path.removeFirst("sqlite://".count)
        } else if path.hasPrefix("sqlite:") {
            path.removeFirst("sqlite:".count)
        } else if path.contains("://") {
            throw DatabaseLocationError(reason: "use a sqlite: path or a postgres:// URL, not \(trimmed.prefix(20))…")
        }
        guard !path.isEmpty else { throw DatabaseLocationError(reason: "the SQLite path is empty") }
        self = .sqlite(path: path)
    }

    /// For logs: never the password.
    public var description: String {
        switch self {
        case .sqlite(let path): return "sqlite:\(path)"
        case .sqliteInMemory: return "sqlite::memory:"
        case .postgres(let url):
            if var components = URLComponents(string: url) {
                if components.password != nil { components.password = "***" }
                return components.string ?? "postgres://"
            }
            return "postgres://"
        }
    }
}

/// Why a database URL cannot be opened.
public struct DatabaseLocationError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the URL, in words for the operator.
    public var reason: String
    public var description: String { "Invalid database URL: \(reason)" }
}
