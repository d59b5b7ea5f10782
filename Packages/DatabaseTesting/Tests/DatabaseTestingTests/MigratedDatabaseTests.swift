import DatabaseTesting
import FluentKit
import FluentSQL
import Foundation
import Testing

struct CreateNotes: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("notes").field("id", .int, .identifier(auto: true)).field("text", .string, .required)
            .create()
    }

    func revert(on database: any Database) async throws { try await database.schema("notes").delete() }
}

@Suite struct MigratedDatabaseTests {
    @Test func itRunsTheMigrationsItIsGiven() async throws {
        let store = try await MigratedDatabase([CreateNotes()])
        try await store.sql.raw("INSERT INTO notes (text) VALUES ('kept')").run()
        let rows = try await store.sql.raw("SELECT text FROM notes").all()
        #expect(try rows.map { try $0.decode(column: "text", as: String.self) } == ["kept"])
        await store.close()
    }

    @Test func twoInMemoryDatabasesShareNothing() async throws {
        let first = try await MigratedDatabase([CreateNotes()])
        let second = try await MigratedDatabase([])
        try await first.sql.raw("INSERT INTO notes (text) VALUES ('first')").run()
        let failure = await #expect(throws: (any Error).self) {
            try await second.sql.raw("SELECT text FROM notes").all()
        }
        #expect(String(describing: failure).contains("no such table: notes"), "\(String(describing: failure))")
        await first.close()
        await second.close()
    }

    @Test func aFileIsSharedByASecondOpenerAndRemovedOnClose() async throws {
        let file = try await MigratedDatabase([CreateNotes()], storage: .file)
        let path = try #require(file.path)
        try await file.sql.raw("INSERT INTO notes (text) VALUES ('from the first host')").run()
        let second = try await MigratedDatabase([], storage: .sharedFile(path))
        let rows = try await second.sql.raw("SELECT text FROM notes").all()
        #expect(try rows.map { try $0.decode(column: "text", as: String.self) } == ["from the first host"])
        let mode = try await second.sql.raw("PRAGMA journal_mode").first()?.decode(
            column: "journal_mode", as: String.self)
        #expect(mode == "wal")
        await second.close()
        await file.close()
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
