import FluentKit
import Foundation
import ReservationsData
import ReservationsDomain
import Synchronization
import Testing

@Suite struct SQLStayWatchRepositoryTests {
    let ada = UUID()
    let grace = UUID()
    let today = Day(iso: "2026-11-22")!

    func watch(_ owner: UUID, _ checkIn: String, _ checkOut: String, landmark: Int = 7) -> StayWatch {
        StayWatch(
            id: UUID(), ownerID: owner, landmarkID: landmark,
            stay: Stay(checkIn: Day(iso: checkIn)!, checkOut: Day(iso: checkOut)!), guests: 2,
            createdAt: Date(timeIntervalSince1970: 1_790_000_000), unsubscribeToken: StayWatch.makeUnsubscribeToken())
    }

    func booking(_ checkIn: String, _ checkOut: String, landmark: Int = 7) -> Booking {
        try! BookingRules.validate(
            BookingDraft(landmarkID: landmark, checkIn: checkIn, checkOut: checkOut, guests: 2), today: today)
    }

    @Test func aWatchIsKeptOnceListedToItsOwnerAndEndedByItsOwnerOrItsLink() async throws {
        try await TestDatabase.with { db async throws in
            let watches = SQLStayWatchRepository(database: db.store.database)
            let first = watch(ada, "2026-12-01", "2026-12-03")
            #expect(try await watches.add(first, limit: 10, today: today) == .added(first))
            // The same stay again is the same watch, not a second one.
            #expect(
                try await watches.add(watch(ada, "2026-12-01", "2026-12-03"), limit: 10, today: today)
                    == .existing(first))
            let second = watch(ada, "2026-12-10", "2026-12-12")
            #expect(try await watches.add(second, limit: 10, today: today) == .added(second))
            #expect(try await watches.watches(owner: ada, today: today) == [first, second])
            #expect(try await watches.watches(owner: grace, today: today).isEmpty)
            // Past their check-in, they are no longer listed.
            #expect(try await watches.watches(owner: ada, today: Day(iso: "2026-12-05")!) == [second])
            #expect(try await watches.end(id: first.id, owner: grace) == false)
            #expect(try await watches.end(id: first.id, owner: ada))
            #expect(try await watches.end(id: first.id, owner: ada) == false)
            #expect(try await watches.end(token: second.unsubscribeToken) == second)
            #expect(try await watches.end(token: second.unsubscribeToken) == nil)
            #expect(try await db.count("stay_watches") == 0)
        }
    }

    @Test func anAccountHoldsNoMoreWatchesThanTheLimitHoweverManyArriveTogether() async throws {
        try await TestDatabase.with { db async throws in
            let watches = SQLStayWatchRepository(database: db.store.database)
            let outcomes = try await withThrowingTaskGroup(of: WatchAddition.self) { group in
                for night in 1...15 {
                    let checkIn = Day(iso: "2026-12-01")!.adding(days: night)
                    let made = watch(ada, checkIn.iso, checkIn.adding(days: 1).iso)
                    group.addTask { try await watches.add(made, limit: 10, today: today) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.filter { if case .added = $0 { true } else { false } }.count == 10)
            #expect(outcomes.filter { $0 == .limitReached }.count == 5)
            #expect(try await db.count("stay_watches") == 10)
            // Another account is not held back by Ada's.
            let other = watch(grace, "2026-12-01", "2026-12-02")
            #expect(try await watches.add(other, limit: 10, today: today) == .added(other))
        }
    }

    @Test func aCancellationThatFreesAFullNightAnswersEachWatchWhoseEveryNightIsFreeOnce() async throws {
        try await TestDatabase.with { db async throws in
            let told = Mutex<[UUID]>([])
            let repository = FluentReservationRepository(
                database: db.store.database, now: { Date(timeIntervalSince1970: 1_795_000_000) },
                announcements: .init(watchAnswered: { watch, _ in told.withLock { $0.append(watch.id) } }))
            let watches = SQLStayWatchRepository(database: db.store.database)
            // One campsite: Ada holds 1-3 December, Grace holds the 3rd.
            guard
                case .confirmed(let adas) = try await repository.book(
                    booking("2026-12-01", "2026-12-03"), owner: ada, campsites: 1),
                case .confirmed = try await repository.book(
                    booking("2026-12-03", "2026-12-04"), owner: grace, campsites: 1)
            else {
                Issue.record("refused")
                return
            }
            let wantsTheFirst = watch(UUID(), "2026-12-01", "2026-12-02")
            let wantsBoth = watch(UUID(), "2026-12-01", "2026-12-03")
            let wantsTheThird = watch(UUID(), "2026-12-02", "2026-12-04")
            let elsewhere = watch(UUID(), "2026-12-01", "2026-12-03", landmark: 8)
            for made in [wantsTheFirst, wantsBoth, wantsTheThird, elsewhere] {
                #expect(try await watches.add(made, limit: 10, today: today) == .added(made))
            }
            _ = try await repository.cancel(id: adas.id, owner: ada)
            // The 3rd is still Grace's: only the watches within Ada's nights are told.
            #expect(Set(told.withLock { $0 }) == [wantsTheFirst.id, wantsBoth.id])
            // Told watches stand until ended; a night free already tells nobody again.
            #expect(try await db.count("stay_watches") == 4)
            guard
                case .confirmed(let again) = try await repository.book(
                    booking("2026-12-01", "2026-12-02"), owner: ada, campsites: 1)
            else {
                Issue.record("refused")
                return
            }
            told.withLock { $0 = [] }
            _ = try await repository.cancel(id: again.id, owner: ada)
            #expect(Set(told.withLock { $0 }) == [wantsTheFirst.id, wantsBoth.id])
        }
    }

    @Test func aDeletedAccountsWatchesGoAndTheNightsItFreesAnswerOthers() async throws {
        try await TestDatabase.with { db async throws in
            let told = Mutex<[UUID]>([])
            let announcements = FluentReservationRepository.Announcements(watchAnswered: { watch, _ in
                told.withLock { $0.append(watch.id) }
            })
            let repository = db.repository()
            let watches = SQLStayWatchRepository(database: db.store.database)
            guard
                case .confirmed = try await repository.book(
                    booking("2026-12-01", "2026-12-03"), owner: ada, campsites: 1)
            else {
                Issue.record("refused")
                return
            }
            let adas = watch(ada, "2026-12-10", "2026-12-11")
            let graces = watch(grace, "2026-12-02", "2026-12-03")
            _ = try await watches.add(adas, limit: 10, today: today)
            _ = try await watches.add(graces, limit: 10, today: today)
            try await db.database.transaction { transaction in
                try await FluentReservationRepository.deleteAll(
                    of: ada, on: transaction, announcements: announcements,
                    now: Date(timeIntervalSince1970: 1_795_000_000))
            }
            #expect(told.withLock { $0 } == [graces.id])
            #expect(try await watches.watches(owner: ada, today: today).isEmpty)
            #expect(try await watches.watches(owner: grace, today: today) == [graces])
        }
    }

    @Test func moreCampsitesFromAnImportAnswerTheWatchesOfNightsThatWereFull() async throws {
        try await TestDatabase.with { db async throws in
            let told = Mutex<[UUID]>([])
            let announcements = FluentReservationRepository.Announcements(watchAnswered: { watch, _ in
                told.withLock { $0.append(watch.id) }
            })
            let repository = db.repository()
            let watches = SQLStayWatchRepository(database: db.store.database)
            guard
                case .confirmed = try await repository.book(
                    booking("2026-12-01", "2026-12-03"), owner: ada, campsites: 1)
            else {
                Issue.record("refused")
                return
            }
            let graces = watch(grace, "2026-12-02", "2026-12-03")
            _ = try await watches.add(graces, limit: 10, today: today)
            try await db.database.transaction { transaction in
                let overFull = try await FluentReservationRepository.changeCampsites(
                    of: 7, to: 2, on: transaction, announcements: announcements,
                    now: Date(timeIntervalSince1970: 1_795_000_000))
                #expect(overFull.isEmpty)
            }
            #expect(told.withLock { $0 } == [graces.id])
        }
    }
}
