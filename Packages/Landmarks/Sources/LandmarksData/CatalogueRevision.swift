import FluentKit
import FluentSQL
import LandmarksDomain

/// The `landmark_catalogue` table: one row whose revision goes up with every
/// change to the catalogue, in the transaction that makes the change. Every
/// host polls it, so one that shares the database with an importing process
/// sees the import within one refresh interval (ADR 0106).
struct CatalogueRevision: AsyncMigration {
    static let table = "landmark_catalogue"
    static let rowID = 1

    var name: String { "Landmarks.CreateCatalogueRevision" }

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { throw LandmarksError.invalidRecord("no SQL database") }
        try await sql.create(table: Self.table)
            .column("id", type: .int, .primaryKey(autoIncrement: false))
            .column("revision", type: .bigint, .notNull)
            .run()
        try await sql.insert(into: Self.table).columns("id", "revision").values(SQLBind(Self.rowID), SQLBind(1)).run()
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.drop(table: Self.table).ifExists().run()
    }

    /// Raises the revision inside the caller's transaction; returns the new one.
    static func bump(on sql: any SQLDatabase) async throws -> Int {
        try await sql.raw("UPDATE \(ident: table) SET revision = revision + 1 WHERE id = \(bind: rowID)").run()
        let row = try await sql.select().column("revision").from(table).where("id", .equal, rowID).first()
        return try row?.decode(column: "revision", as: Int.self) ?? 0
    }
}
