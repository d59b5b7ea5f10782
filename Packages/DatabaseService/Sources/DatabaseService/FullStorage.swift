import FluentPostgresDriver
import FluentSQLiteDriver

/// Which errors mean "the database has no room to write": SQLite's
/// `SQLITE_FULL` (the disk or the file's size limit is reached) and
/// PostgreSQL's `53100` (disk full). Reads still work; only writes fail, so
/// the host answers those 507 until there is room again (`DatabaseAvailability`).
enum FullStorage {
    static func explains(_ error: any Error) -> Bool {
        switch error {
        case let error as SQLiteError:
            return error.reason == .full
        case let error as PSQLError:
            return error.code == .server && error.serverInfo?[.sqlState] == "53100"
        default:
            return false
        }
    }
}
