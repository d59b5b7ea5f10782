import AuthData
import AuthDomain
import DatabaseTesting
import FluentKit
import FluentSQL
import Foundation
import Logging
import Synchronization
import Testing

/// A migrated in-memory SQLite database with a `notes` table that a cleanup
/// deletes from, standing in for another feature's per-user data.
final class UsersDatabase: Sendable {
    let store: MigratedDatabase

    init() async throws {
        store = try await MigratedDatabase(AuthMigrations.all)
        try await store.sql.raw("CREATE TABLE notes (user_id TEXT NOT NULL)").run()
    }

    func database() -> any Database { store.database() }

    func notes() async throws -> Int {
        let rows = try await (database() as! any SQLDatabase).raw("SELECT COUNT(*) AS n FROM notes").all()
        return try rows[0].decode(column: "n", as: Int.self)
    }

    func close() async { await store.close() }
}

@Suite struct FluentUserRepositoryTests {
    @Test func createsFindsAndUpdatesAnAccount() async throws {
        let db = try await UsersDatabase()
        let repository = FluentUserRepository(database: { db.database() })
        let user = try await repository.create(
            email: try Email("ada@example.com"), name: try DisplayName("Ada"), passwordHash: "h1")
        #expect(try await repository.find(email: try Email("ada@example.com"))?.user == user)
        #expect(try await repository.find(id: user.id)?.passwordHash == "h1")
        try await repository.updatePasswordHash(of: user.id, to: "h2")
        #expect(try await repository.find(id: user.id)?.passwordHash == "h2")
        #expect(try await repository.find(email: try Email("nobody@example.com")) == nil)
        await db.close()
    }

    @Test func manyAccountsAreFoundByIdInOneReadAndUnknownIdsAreLeftOut() async throws {
        let db = try await UsersDatabase()
        let repository = FluentUserRepository(database: { db.database() })
        let ada = try await repository.create(
            email: try Email("ada@example.com"), name: try DisplayName("Ada"), passwordHash: "h")
        let bob = try await repository.create(
            email: try Email("bob@example.com"), name: try DisplayName("Bob"), passwordHash: "h")
        let found = try await repository.users(ids: [bob.id, UUID(), ada.id])
        #expect(Set(found.map(\.email.value)) == ["ada@example.com", "bob@example.com"])
        #expect(try await repository.users(ids: []).isEmpty)
        await db.close()
    }

    @Test func theDatabaseRefusesASecondAccountWithTheSameEmail() async throws {
        let db = try await UsersDatabase()
        let repository = FluentUserRepository(database: { db.database() })
        _ = try await repository.create(
            email: try Email("ada@example.com"), name: try DisplayName("Ada"), passwordHash: "h")
        await #expect(throws: AuthError.emailTaken) {
            try await repository.create(
                email: try Email("ada@example.com"), name: try DisplayName("Eve"), passwordHash: "h")
        }
        await db.close()
    }

    @Test func raceOfSignUpsForOneEmailLeavesExactlyOneAccount() async throws {
        let db = try await UsersDatabase()
        let repository = FluentUserRepository(database: { db.database() })
        let results = await withTaskGroup(of: Bool.self) { group in
            for n in 0..<10 {
                group.addTask {
                    (try? await repository.create(
                        email: try Email("race@example.com"), name: try DisplayName("Racer \(n)"), passwordHash: "h"))
                        != nil
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.filter { $0 }.count == 1)
        await db.close()
    }

    @Test func deletingAnAccountRunsEveryCleanupInTheSameTransaction() async throws {
        let db = try await UsersDatabase()
        let cleanup: FluentUserRepository.Cleanup = { userID, transaction in
            try await (transaction as! any SQLDatabase).raw(
                "DELETE FROM notes WHERE user_id = \(bind: userID.uuidString)"
            ).run()
        }
        let repository = FluentUserRepository(database: { db.database() }, cleanups: [cleanup])
        let ada = try await repository.create(
            email: try Email("ada@example.com"), name: try DisplayName("Ada"), passwordHash: "h")
        let sql = db.database() as! any SQLDatabase
        try await sql.raw("INSERT INTO notes (user_id) VALUES (\(bind: ada.id.uuidString)), ('someone-else')").run()
        try await repository.delete(id: ada.id)
        #expect(try await repository.find(id: ada.id) == nil)
        #expect(try await db.notes() == 1)
        await db.close()
    }

    @Test func aFailingCleanupKeepsTheAccountAndEverythingElse() async throws {
        struct CleanupFailed: Error {}
        let db = try await UsersDatabase()
        let deleteNotes: FluentUserRepository.Cleanup = { userID, transaction in
            try await (transaction as! any SQLDatabase).raw(
                "DELETE FROM notes WHERE user_id = \(bind: userID.uuidString)"
            ).run()
        }
        let repository = FluentUserRepository(
            database: { db.database() }, cleanups: [deleteNotes, { _, _ in throw CleanupFailed() }])
        let ada = try await repository.create(
            email: try Email("ada@example.com"), name: try DisplayName("Ada"), passwordHash: "h")
        try await (db.database() as! any SQLDatabase).raw(
            "INSERT INTO notes (user_id) VALUES (\(bind: ada.id.uuidString))"
        ).run()
        await #expect(throws: CleanupFailed.self) { try await repository.delete(id: ada.id) }
        #expect(try await repository.find(id: ada.id) != nil)
        #expect(try await db.notes() == 1)
        await db.close()
    }
}
