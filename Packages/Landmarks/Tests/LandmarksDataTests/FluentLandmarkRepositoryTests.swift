import DatabaseTesting
import FluentKit
import LandmarksData
import LandmarksDomain
import Testing

/// A migrated, seeded SQLite database in memory, new for each test.
final class SeededDatabase: Sendable {
    let store: MigratedDatabase
    let repository: FluentLandmarkRepository
    var database: @Sendable () -> any Database { store.database }

    init() async throws {
        store = try await MigratedDatabase(LandmarksMigrations.all)
        repository = FluentLandmarkRepository(database: store.database)
    }

    func close() async { await store.close() }

    /// A new seeded database for `body`, closed (awaited) when it returns or
    /// throws: never left to a task that outlives the test.
    static func use<T>(_ body: (SeededDatabase) async throws -> T) async throws -> T {
        let db = try await SeededDatabase()
        do {
            let result = try await body(db)
            await db.close()
            return result
        } catch {
            await db.close()
            throw error
        }
    }
}

@Suite struct FluentLandmarkRepositoryTests {
    @Test func theSeedHasAtLeastThirtyLandmarksAndSomeInEveryCategory() async throws {
        try await SeededDatabase.use { db in
            let (_, total) = try await db.repository.catalogue().list(try LandmarkFilter(), offset: 0, limit: 1)
            #expect(total >= 30)
            let counts = try await db.repository.catalogue().countByCategory()
            #expect(Set(counts.keys) == Set(LandmarkCategory.allCases))
            #expect(counts.values.allSatisfy { $0 >= 1 }, "\(counts)")
            #expect(counts.values.reduce(0, +) == total)
        }
    }

    @Test func listIsOrderedByNameAndPaginated() async throws {
        try await SeededDatabase.use { db in
            let (all, total) = try await db.repository.catalogue().list(try LandmarkFilter(), offset: 0, limit: 100)
            #expect(all.count == total)
            #expect(all.map(\.name) == all.map(\.name).sorted())
            let (second, _) = try await db.repository.catalogue().list(try LandmarkFilter(), offset: 5, limit: 5)
            #expect(second.map(\.id) == Array(all[5..<10]).map(\.id))
        }
    }

    @Test func searchIgnoresCaseAndAccentsAndMatchesParkAndState() async throws {
        try await SeededDatabase.use { db in
            let (byName, _) = try await db.repository.catalogue().list(
                try LandmarkFilter(search: "CRATER LAKE"), offset: 0, limit: 10)
            #expect(byName.map(\.name) == ["Crater Lake"])
            let (accentless, _) = try await db.repository.catalogue().list(
                try LandmarkFilter(search: "haleakala"), offset: 0, limit: 10)
            #expect(accentless.map(\.name) == ["Haleakalā Crater"])
            let (byPark, _) = try await db.repository.catalogue().list(
                try LandmarkFilter(search: "yosemite"), offset: 0, limit: 10)
            #expect(byPark.count == 3)
        }
    }

    @Test func wildcardsInASearchAreLiteral() async throws {
        try await SeededDatabase.use { db in
            let (percent, total) = try await db.repository.catalogue().list(
                try LandmarkFilter(search: "%"), offset: 0, limit: 10)
            #expect(percent.isEmpty && total == 0)
            let (underscore, _) = try await db.repository.catalogue().list(
                try LandmarkFilter(search: "_"), offset: 0, limit: 10)
            #expect(underscore.isEmpty)
        }
    }

    @Test func filtersByCategoryAndSearchTogether() async throws {
        try await SeededDatabase.use { db in
            let (lakes, total) = try await db.repository.catalogue().list(
                try LandmarkFilter(category: .lake, search: "lake"), offset: 0, limit: 50)
            #expect(total == lakes.count)
            #expect(!lakes.isEmpty)
            #expect(lakes.allSatisfy { $0.category == .lake })
        }
    }

    @Test func findReturnsNilForAnUnknownId() async throws {
        try await SeededDatabase.use { db in
            #expect(try await db.repository.find(id: 999_999) == nil)
            let (first, _) = try await db.repository.catalogue().list(try LandmarkFilter(), offset: 0, limit: 1)
            #expect(try await db.repository.find(id: first[0].id) == first[0])
            #expect(try await db.repository.catalogue().find(id: first[0].id) == first[0])
        }
    }
}
