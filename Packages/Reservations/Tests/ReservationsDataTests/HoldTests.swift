import FluentKit
import FluentSQL
import Foundation
import ReservationsData
import ReservationsDomain
import Synchronization
import Testing

/// Holds in the store: taken for everyone else while open, free by
/// themselves once expired (no sweep runs in these tests), confirmed once,
/// one per account, exact under a race, and the counters and site-nights
/// consistent throughout (`landmarks check`).
@Suite struct HoldTests {
    static let sites: [BookableSite] = [.site("A1"), .site("A2")]
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let until = start.addingTimeInterval(Hold.length)

    func booking(site: String? = nil, _ checkIn: String = "2027-03-01", _ checkOut: String = "2027-03-04")
        -> Booking
    {
        Booking(
            landmarkID: 7, stay: Stay(checkIn: Day(iso: checkIn)!, checkOut: Day(iso: checkOut)!), guests: 2,
            notes: "late arrival", siteNumber: site)
    }

    func hold(_ repository: FluentReservationRepository, _ booking: Booking, owner: UUID = UUID()) async throws
        -> HoldOutcome
    {
        try await repository.hold(
            booking, owner: owner, sites: Self.sites, limits: .standard, today: Day(iso: "2027-01-01")!,
            until: Self.until)
    }

    func expectConsistent(_ db: TestDatabase) async throws {
        #expect(try await NightCounterAudit.drifts(on: db.database) == [])
        #expect(try await SiteNightAudit.disagreements(on: db.database) == [])
    }

    @Test func anOpenHoldIsTakenForEveryoneElseInBookingsTheGridAndTheCounters() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository(now: Self.start)
            guard case .held(let hold) = try await hold(repository, booking(site: "A2")) else {
                Issue.record("not held")
                return
            }
            #expect(hold.siteNumber == "A2" && hold.heldUntil == Self.until && hold.notes == "late arrival")
            let named = try await repository.book(booking(site: "A2"), owner: UUID(), sites: Self.sites)
            #expect(named == .siteRefused(.taken("A2")))
            let nights = Day(iso: "2027-03-01")!..<Day(iso: "2027-03-04")!
            // Taken for everyone, and shown as held.
            let held = Set((0..<3).map { SiteNight(siteNumber: "A2", night: nights.lowerBound.adding(days: $0)) })
            #expect(try await repository.takenSites(landmarkID: 7, nights: nights) == TakenSiteNights(held: held))
            #expect(try await repository.takenCampsites(landmarkID: 7, nights: nights)[Day(iso: "2027-03-02")!] == 1)
            #expect(try await repository.sitesTaken(anyNightOf: nights)[7] == ["A2"])
            try await expectConsistent(db)
        }
    }

    @Test func anExpiredHoldIsFreeByItselfAndTheNextBookingGivesItsNightsBack() async throws {
        try await TestDatabase.with { db in
            guard case .held = try await hold(db.repository(now: Self.start), booking(site: "A2")) else {
                Issue.record("not held")
                return
            }
            let later = db.repository(now: Self.until)
            let nights = Day(iso: "2027-03-01")!..<Day(iso: "2027-03-04")!
            #expect(try await later.takenSites(landmarkID: 7, nights: nights).all.isEmpty)
            #expect(try await later.takenCampsites(landmarkID: 7, nights: nights).values.allSatisfy { $0 == 0 })
            #expect(try await later.sitesTaken(anyNightOf: nights)[7] == nil)
            // Until a booking passes them, the counters still count the rows:
            // readers subtract them; `landmarks check` agrees.
            #expect(try await db.taken(landmark: 7, night: "2027-03-02") == 1)
            try await expectConsistent(db)
            // A stay sharing one night gives back that night's held row.
            let booked = try await later.book(
                booking(site: "A2", "2027-03-03", "2027-03-05"), owner: UUID(), sites: Self.sites)
            guard case .confirmed = booked else {
                Issue.record("the expired hold's site was not booked: \(booked)")
                return
            }
            #expect(try await db.taken(landmark: 7, night: "2027-03-03") == 1)
            #expect(try await db.taken(landmark: 7, night: "2027-03-02") == 1)
            #expect(try await later.takenCampsites(landmarkID: 7, nights: nights)[Day(iso: "2027-03-02")!] == 0)
            try await expectConsistent(db)
        }
    }

    @Test func confirmingWithinTheTimeBooksTheHoldOnceAtItsFeeAndCode() async throws {
        try await TestDatabase.with { db in
            let owner = UUID()
            let repository = db.repository(now: Self.start.addingTimeInterval(60))
            guard case .held(let hold) = try await hold(repository, booking(), owner: owner) else {
                Issue.record("not held")
                return
            }
            #expect(
                try await repository.confirm(
                    holdID: hold.id, owner: UUID(), limits: .standard, today: Day(iso: "2027-01-01")!) == .notFound)
            let outcome = try await db.repository(now: Self.until.addingTimeInterval(-1)).confirm(
                holdID: hold.id, owner: owner, limits: .standard, today: Day(iso: "2027-01-01")!)
            guard case .confirmed(let reservation) = outcome else {
                Issue.record("not confirmed: \(outcome)")
                return
            }
            #expect(reservation.id == hold.id && reservation.confirmationCode == hold.confirmationCode)
            #expect(reservation.siteNumber == hold.siteNumber && reservation.total == hold.total)
            #expect(try await repository.reservation(id: hold.id, owner: owner) == reservation)
            #expect(try await repository.openHold(owner: owner) == nil)
            #expect(try await db.count("holds") == 0)
            // Booked, not held: long after the hold's time, still taken.
            let muchLater = db.repository(now: Self.until.addingTimeInterval(86_400))
            let nights = Day(iso: "2027-03-01")!..<Day(iso: "2027-03-04")!
            #expect(try await muchLater.takenSites(landmarkID: 7, nights: nights).all.count == 3)
            #expect(
                try await muchLater.confirm(
                    holdID: hold.id, owner: owner, limits: .standard, today: Day(iso: "2027-01-01")!)
                    == .notFound)
            try await expectConsistent(db)
        }
    }

    @Test func aHoldWhoseCodeAStayDrewMeanwhileIsConfirmedUnderANewCode() async throws {
        try await TestDatabase.with { db in
            let owner = UUID()
            let repository = db.repository(now: Self.start.addingTimeInterval(60))
            guard case .held(let hold) = try await hold(repository, booking(site: "A1"), owner: owner) else {
                Issue.record("not held")
                return
            }
            let other = try await repository.book(
                booking(site: "A2", "2027-04-01", "2027-04-02"), owner: UUID(), sites: Self.sites)
            guard case .confirmed(let stay) = other else {
                Issue.record("not booked: \(other)")
                return
            }
            // The hold's code is the one the stay drew (about one in 10^11 a pair).
            let sql = try #require(db.database as? any SQLDatabase)
            try await sql.raw(
                "UPDATE holds SET confirmation_code = \(bind: stay.confirmationCode.value)"
            ).run()
            let outcome = try await repository.confirm(
                holdID: hold.id, owner: owner, limits: .standard, today: Day(iso: "2027-01-01")!)
            guard case .confirmed(let reservation) = outcome else {
                Issue.record("not confirmed: \(outcome)")
                return
            }
            #expect(reservation.id == hold.id && reservation.siteNumber == "A1")
            #expect(reservation.confirmationCode != stay.confirmationCode)
            #expect(try await repository.reservation(id: hold.id, owner: owner) == reservation)
            #expect(try await db.count("holds") == 0)
            try await expectConsistent(db)
        }
    }

    @Test func aHoldConfirmedAfterItsTimeBooksNothingEvenWithItsNightsStillFree() async throws {
        try await TestDatabase.with { db in
            let owner = UUID()
            guard case .held(let hold) = try await hold(db.repository(now: Self.start), booking(), owner: owner) else {
                Issue.record("not held")
                return
            }
            let late = db.repository(now: Self.until)
            #expect(
                try await late.confirm(holdID: hold.id, owner: owner, limits: .standard, today: Day(iso: "2027-01-01")!)
                    == .expired)
            #expect(try await late.reservations(owner: owner, landmarkID: nil).isEmpty)
            #expect(try await late.openHold(owner: owner) == nil)
            try await expectConsistent(db)
        }
    }

    @Test func anAccountKeepsOneOpenHoldAndAnExpiredOneGivesWay() async throws {
        try await TestDatabase.with { db in
            let owner = UUID()
            let repository = db.repository(now: Self.start)
            guard case .held(let first) = try await hold(repository, booking(site: "A1"), owner: owner) else {
                Issue.record("not held")
                return
            }
            #expect(
                try await hold(repository, booking(site: "A2", "2027-04-01", "2027-04-02"), owner: owner)
                    == .alreadyHolding(first))
            #expect(try await repository.openHold(owner: owner) == first)
            let later = db.repository(now: Self.until)
            guard
                case .held(let second) = try await hold(
                    later, booking(site: "A2", "2027-04-01", "2027-04-02"), owner: owner)
            else {
                Issue.record("the expired hold did not give way")
                return
            }
            #expect(try await db.count("holds") == 1)
            #expect(second.id != first.id)
            try await expectConsistent(db)
        }
    }

    @Test func lettingAHoldGoFreesItsNightsAtOnce() async throws {
        try await TestDatabase.with { db in
            let owner = UUID()
            let repository = db.repository(now: Self.start)
            guard case .held(let hold) = try await hold(repository, booking(site: "A1"), owner: owner) else {
                Issue.record("not held")
                return
            }
            #expect(try await repository.release(holdID: hold.id, owner: UUID()) == nil)
            #expect(try await repository.release(holdID: hold.id, owner: owner) == hold)
            #expect(try await db.taken(landmark: 7, night: "2027-03-02") == 0)
            #expect(try await db.count("site_nights") == 0)
            #expect(try await repository.release(holdID: hold.id, owner: owner) == nil)
            try await expectConsistent(db)
        }
    }

    /// Thirty people on two hosts hold site A2 for the same nights at once:
    /// exactly one keeps it; the others are told it is taken.
    @Test func aSiteHeldByThirtyRacersFromTwoHostsGoesToExactlyOne() async throws {
        try await TestDatabase.with { db in
            // Both hosts on the real clock (the second host has no other), so
            // neither reads the other's hold as expired.
            let here = db.repository(now: Date())
            let outcomes = try await db.withSecondHost { there in
                try await withThrowingTaskGroup(of: HoldOutcome.self) { group in
                    for index in 0..<30 {
                        let host = index.isMultiple(of: 2) ? here : there
                        group.addTask {
                            try await host.hold(
                                booking(site: "A2"), owner: UUID(), sites: Self.sites, limits: .standard,
                                today: Day(iso: "2027-01-01")!, until: Date().addingTimeInterval(Hold.length))
                        }
                    }
                    return try await group.reduce(into: [HoldOutcome]()) { $0.append($1) }
                }
            }
            #expect(outcomes.filter { if case .held = $0 { true } else { false } }.count == 1)
            #expect(outcomes.filter { $0 == .refused(.siteRefused(.taken("A2"))) }.count == 29)
            try await expectConsistent(db)
        }
    }

    @Test func aDeletedAccountsHoldIsFreeAtOnce() async throws {
        try await TestDatabase.with { db in
            let owner = UUID()
            let repository = db.repository(now: Self.start)
            guard case .held = try await hold(repository, booking(site: "A1"), owner: owner) else {
                Issue.record("not held")
                return
            }
            try await db.database.transaction { transaction in
                try await FluentReservationRepository.deleteAll(of: owner, on: transaction)
            }
            let nights = Day(iso: "2027-03-01")!..<Day(iso: "2027-03-04")!
            #expect(try await repository.takenSites(landmarkID: 7, nights: nights).all.isEmpty)
            #expect(try await repository.openHold(owner: owner) == nil)
            let booked = try await repository.book(booking(site: "A1"), owner: UUID(), sites: Self.sites)
            #expect(booked != .siteRefused(.taken("A1")))
            try await expectConsistent(db)
        }
    }

    @Test func anOpenHoldKeepsItsSiteFromBeingRetiredAndOneThatRanOutDoesNot() async throws {
        try await TestDatabase.with { db in
            guard case .held(let hold) = try await hold(db.repository(now: Self.start), booking(site: "A2")) else {
                Issue.record("not held")
                return
            }
            let from = Day(iso: "2027-02-01")!
            #expect(
                try await SiteNights.holding(["A1", "A2"], at: 7, from: from, now: Self.start, on: db.database)
                    == [
                        .init(
                            siteNumber: "A2", confirmationCode: hold.confirmationCode.value,
                            firstNight: hold.stay.checkIn)
                    ])
            #expect(try await SiteNights.holding(["A2"], at: 7, from: from, now: Self.until, on: db.database) == [])
        }
    }
}

@Suite struct ExpiredHoldSweepTests {
    @Test func theSweepGivesBackOnlyExpiredHoldsAndTellsTheWatchesOfANightThatWasFull() async throws {
        try await TestDatabase.with { db in
            let told = Mutex<[UUID]>([])
            let start = HoldTests.start
            let stay = Stay(checkIn: Day(iso: "2027-03-01")!, checkOut: Day(iso: "2027-03-03")!)
            let one = [BookableSite.site("A1")]
            func hold(_ checkIn: String, _ checkOut: String, landmark: Int) async throws -> HoldOutcome {
                try await db.repository(now: start).hold(
                    Booking(
                        landmarkID: landmark, stay: Stay(checkIn: Day(iso: checkIn)!, checkOut: Day(iso: checkOut)!),
                        guests: 2, notes: ""),
                    owner: UUID(), sites: one, limits: .standard, today: Day(iso: "2027-01-01")!,
                    until: start.addingTimeInterval(landmark == 7 ? Hold.length : 2 * Hold.length))
            }
            guard case .held(let lapsing) = try await hold("2027-03-01", "2027-03-03", landmark: 7),
                case .held(let standing) = try await hold("2027-03-01", "2027-03-03", landmark: 8)
            else {
                Issue.record("not held")
                return
            }
            let watch = StayWatch(
                id: UUID(), ownerID: UUID(), landmarkID: 7, stay: stay, guests: 2, createdAt: start,
                unsubscribeToken: StayWatch.makeUnsubscribeToken())
            let watches = SQLStayWatchRepository(database: db.store.database)
            #expect(try await watches.add(watch, limit: 10, today: Day(iso: "2027-01-01")!) == .added(watch))
            let later = FluentReservationRepository(
                database: db.store.database, now: { start.addingTimeInterval(Hold.length) },
                announcements: .init(watchAnswered: { watch, _ in told.withLock { $0.append(watch.id) } }))
            #expect(try await later.giveBackExpiredHolds() == [lapsing])
            #expect(told.withLock { $0 } == [watch.id])
            #expect(try await db.taken(landmark: 7, night: "2027-03-01") == 0)
            #expect(try await db.taken(landmark: 8, night: "2027-03-01") == 1)
            #expect(try await later.openHold(owner: standing.ownerID) == standing)
            #expect(try await later.giveBackExpiredHolds() == [])
            #expect(try await db.count("holds") == 1)
            #expect(try await NightCounterAudit.drifts(on: db.database) == [])
        }
    }
}
