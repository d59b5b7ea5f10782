import API
import APIServerTesting
import FluentKit
import FluentSQL
import Foundation
import Logging
import ServiceLifecycle
import Synchronization
import Testing

@testable import DatabaseService

/// A write that meets a full database (SQLite's own `SQLITE_FULL`, made here by
/// capping the file at its current size) puts the host in the storage-full
/// state: the error becomes a 507 with `Retry-After`, readiness says so, the
/// change is logged once however many writes fail, reads go on, and the state
/// clears by itself once a write fits again (ADR 0127).
@Suite struct StorageFullTests {
    @Test func aFullFileAnswers507UntilAWriteFitsAgain() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "storage-full-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = LogRecorder()
        let database = try AppDatabase(
            location: .sqlite(path: directory.appendingPathComponent("db.sqlite").path), logger: log.logger())
        let sql = try #require(database.database() as? any SQLDatabase)
        try await sql.raw("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)").run()
        try await sql.raw("INSERT INTO notes (text) VALUES ('kept')").run()
        try await sql.raw("PRAGMA journal_mode=DELETE").run()
        // No page beyond the ones the file has: the next page a write needs fails.
        let pages = try #require(
            try await sql.raw("PRAGMA page_count").first()?.decode(column: "page_count", as: Int.self))
        try await sql.raw("PRAGMA max_page_count = \(unsafeRaw: String(pages))").run()

        let availability = DatabaseAvailability(
            probeInterval: .milliseconds(20), watching: database, logger: log.logger())
        #expect(await availability.readiness() == .ready)
        var answers: [Problem?] = []
        for _ in 0..<3 {
            do {
                try await sql.raw("INSERT INTO notes (text) VALUES (\(bind: String(repeating: "x", count: 20_000)))")
                    .run()
                Issue.record("a write beyond the file's cap succeeded")
            } catch {
                answers.append(availability.problem(for: error))
            }
        }
        #expect(answers.map { $0?.status } == [507, 507, 507])
        #expect(answers.first??.retryAfter == 30)
        #expect(answers.first??.detail?.contains("nothing was saved") == true)
        #expect(!availability.hasRoom)
        #expect(await availability.readiness() == .storageFull)
        // Reads go on, and nothing of the failed writes was kept.
        let texts = try await sql.raw("SELECT text FROM notes").all().map {
            try $0.decode(column: "text", as: String.self)
        }
        #expect(texts == ["kept"])

        // Room again: the probe's write fits and the state clears by itself.
        try await sql.raw("PRAGMA max_page_count = 1000000").run()
        let group = ServiceGroup(services: [availability], logger: Logger(label: "test"))
        let running = Task { try await group.run() }
        let deadline = ContinuousClock.now + .seconds(10)
        while !availability.hasRoom, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        await group.triggerGracefulShutdown()
        try await running.value
        #expect(availability.hasRoom)
        #expect(await availability.readiness() == .ready)

        let lines = log.entries.map(\.message)
        #expect(lines.filter { $0.hasPrefix("storage full") }.count == 1, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("storage has room again") }.count == 1, "\(lines)")
        await database.close()
    }

    @Test func readinessNoticesADiskWithoutRoomBeforeAnyWriteFailsAndClearsOnceThereIsRoom() async throws {
        let log = LogRecorder()
        let diskFull = Atomic<Bool>(false)
        struct NoRoom: Error {}
        let availability = DatabaseAvailability(
            probeInterval: .milliseconds(20), logger: log.logger(), probe: {},
            storageProbe: { if diskFull.load(ordering: .relaxed) { throw NoRoom() } },
            roomCheck: { if diskFull.load(ordering: .relaxed) { throw NoRoom() } })
        #expect(await availability.readiness() == .ready)
        diskFull.store(true, ordering: .relaxed)
        #expect(await availability.readiness() == .storageFull)
        #expect(await availability.readiness() == .storageFull)
        #expect(!availability.hasRoom)

        let group = ServiceGroup(services: [availability], logger: Logger(label: "test"))
        let running = Task { try await group.run() }
        diskFull.store(false, ordering: .relaxed)
        let deadline = ContinuousClock.now + .seconds(10)
        while !availability.hasRoom, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        await group.triggerGracefulShutdown()
        try await running.value
        #expect(await availability.readiness() == .ready)
        let lines = log.entries.map(\.message)
        #expect(lines.filter { $0.hasPrefix("storage full") }.count == 1, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("storage has room again") }.count == 1, "\(lines)")
    }

    @Test func aSQLiteFileHasRoomWhenItsFolderHasAMegabyteFreeEvenBeforeTheFileIsMade() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("room-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase(
            location: .sqlite(path: directory.appendingPathComponent("db.sqlite").path), logger: Logger(label: "test"))
        // This machine's temporary folder has more than a megabyte free.
        #expect(throws: Never.self) { try database.checkRoomOnDisk() }
        await database.close()
    }

    @Test func anErrorThatIsNotAboutRoomIsLeftAlone() async throws {
        let database = try AppDatabase(location: .sqliteInMemory, logger: Logger(label: "test"))
        let availability = DatabaseAvailability(watching: database, logger: Logger(label: "test"))
        let sql = try #require(database.database() as? any SQLDatabase)
        do {
            try await sql.raw("INSERT INTO nowhere VALUES (1)").run()
            Issue.record("a write to a missing table succeeded")
        } catch {
            #expect(availability.problem(for: error) == nil)
        }
        #expect(availability.hasRoom)
        await database.close()
    }
}
