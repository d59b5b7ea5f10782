import FeatureContract

/// The database's settings, read from the root of the host's settings like
/// the host's own keys (ADR 0127):
///
/// - `databaseUrl` (default sqlite:data/landmarks.sqlite; also `DATABASE_URL`)
/// - `databasePoolSize` (1 to 500, default 2): PostgreSQL connections per host
/// - `databaseStartTimeout` (0 to 3600 seconds, default 60): how long start-up
///   waits for the database
public enum DatabaseSettings {
    /// The database's location and options as the host's settings give them.
    public static func read(from settings: Settings) -> (DatabaseLocation, DatabaseOptions) {
        let location = settings.read(url)
        let options = DatabaseOptions(
            poolSize: settings.read(poolSize), startTimeout: .seconds(settings.read(startTimeout)))
        return (location, options)
    }

    static let url = Setting<DatabaseLocation>(
        "databaseUrl", summary: "where the data lives: a SQLite file (made on first run) or a PostgreSQL server",
        default: .sqlite(path: DatabaseLocation.defaultPath),
        allowed: "sqlite:PATH, sqlite::memory: or postgres://user:password@host:5432/database",
        read: { reader, key in reader.string(forKey: key).flatMap { try? DatabaseLocation($0) } },
        show: \.description)
    static let poolSize = Setting.wholeNumber(
        "databasePoolSize", in: 1...500, default: DatabaseOptions().poolSize,
        summary: "PostgreSQL connections this host keeps at most; all hosts together must stay under max_connections")
    static let startTimeout = Setting.wholeNumber(
        "databaseStartTimeout", in: 0...3600, default: Int(DatabaseOptions().startTimeout.components.seconds),
        summary: "seconds start-up waits for the database (or a free connection slot) before giving up")
}
