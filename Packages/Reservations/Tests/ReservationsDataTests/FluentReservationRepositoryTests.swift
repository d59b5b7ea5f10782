import EventOutbox
import FluentKit
import FluentSQL
import Foundation
import ReservationsData
import ReservationsDomain
import Testing

@Suite struct FluentReservationRepositoryTests {
    let ada = UUID()
    let grace = UUID()

    func booking(_ checkIn: String, _ checkOut: String, landmark: Int = 7, guests: Int = 2, notes: String = "")
        -> Booking
    {
        try! BookingRules.validate(
            BookingDraft(landmarkID: landmark, checkIn: checkIn, checkOut: checkOut, guests: guests, notes: notes),
            today: Day(iso: "2026-11-22")!)
    }

    @Test func aBookingIsStoredWholeAndOnlyItsOwnerFindsIt() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            guard
                case .confirmed(let made) = try await repository.book(
                    booking("2026-12-01", "2026-12-04", notes: "by the lake"), owner: ada, campsites: 3)
            else {
                Issue.record("refused")
                return
            }
            let found = try await repository.reservation(id: made.id, owner: ada)
            #expect(found == made)
            #expect(found?.notes == "by the lake")
            #expect(found?.status == .confirmed)
            #expect(try await repository.reservation(id: made.id, owner: grace) == nil)
            #expect(try await repository.reservations(owner: grace, landmarkID: nil).isEmpty)
            #expect(try await repository.reservations(owner: ada, landmarkID: 7).map(\.id) == [made.id])
            #expect(try await repository.reservations(owner: ada, landmarkID: 8).isEmpty)
            for night in ["2026-12-01", "2026-12-02", "2026-12-03"] {
                #expect(try await db.taken(landmark: 7, night: night) == 1)
            }
            #expect(try await db.taken(landmark: 7, night: "2026-12-04") == 0)
        }
    }

    @Test func aBookingKeepsItsFeeTotalAndAUniqueCodeWhateverTheFeeBecomesLater() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            var first = booking("2026-12-01", "2026-12-04")
            first.nightlyFee = 3250
            guard case .confirmed(let made) = try await repository.book(first, owner: ada, campsites: 3) else {
                Issue.record("refused")
                return
            }
            #expect(made.nightlyFee == 3250 && made.total == 9750)
            // The landmark's fee goes up: the next stay pays it, the first keeps its own.
            var second = booking("2026-12-10", "2026-12-11")
            second.nightlyFee = 4000
            guard case .confirmed(let later) = try await repository.book(second, owner: ada, campsites: 3) else {
                Issue.record("refused")
                return
            }
            let stored = try await repository.reservations(owner: ada, landmarkID: nil)
            #expect(stored.map(\.total) == [9750, 4000])
            #expect(stored.map(\.nightlyFee) == [3250, 4000])
            #expect(made.confirmationCode != later.confirmationCode)
            #expect(stored.map(\.confirmationCode) == [made.confirmationCode, later.confirmationCode])
        }
    }

    @Test func aRefusedBookingNamesTheFirstFullNightAndStoresNothing() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            _ = try await repository.book(booking("2026-12-03", "2026-12-05"), owner: grace, campsites: 1)
            let outcome = try await repository.book(booking("2026-12-01", "2026-12-06"), owner: ada, campsites: 1)
            #expect(outcome == .full(night: Day(iso: "2026-12-03")!))
            #expect(try await db.count("reservations") == 1)
            // The nights before the full one were rolled back with it.
            #expect(try await db.taken(landmark: 7, night: "2026-12-01") == 0)
            #expect(try await db.taken(landmark: 7, night: "2026-12-02") == 0)
            #expect(try await db.taken(landmark: 7, night: "2026-12-03") == 1)
        }
    }

    @Test func theSitesTakenOnSomeNightOfARangeAreReadForEveryLandmarkAndACancelledStayFreesItsSite() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            let nights = Day(iso: "2026-12-01")!..<Day(iso: "2026-12-05")!
            guard
                case .confirmed(let made) = try await repository.book(
                    booking("2026-12-03", "2026-12-04"), owner: ada, campsites: 1)
            else {
                Issue.record("refused")
                return
            }
            _ = try await repository.book(booking("2026-12-01", "2026-12-03", landmark: 8), owner: ada, campsites: 2)
            #expect(try await repository.sitesTaken(anyNightOf: nights) == [7: ["1"], 8: ["1"]])
            // The night before and the morning of check-out are not the stay's.
            #expect(
                try await repository.sitesTaken(anyNightOf: Day(iso: "2026-12-04")!..<Day(iso: "2026-12-06")!) == [:])
            _ = try await repository.book(booking("2026-12-02", "2026-12-03", landmark: 8), owner: grace, campsites: 2)
            #expect(try await repository.sitesTaken(anyNightOf: nights) == [7: ["1"], 8: ["1", "2"]])
            _ = try await repository.cancel(id: made.id, owner: ada)
            #expect(try await repository.sitesTaken(anyNightOf: nights) == [8: ["1", "2"]])
        }
    }

    @Test func cancellingFreesTheNightsOnceOnly() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            guard
                case .confirmed(let made) = try await repository.book(
                    booking("2026-12-01", "2026-12-03"), owner: ada, campsites: 1)
            else {
                Issue.record("refused")
                return
            }
            #expect(
                try await repository.book(booking("2026-12-02", "2026-12-03"), owner: grace, campsites: 1)
                    == .full(night: Day(iso: "2026-12-02")!))
            #expect(try await repository.cancel(id: made.id, owner: grace) == nil)
            #expect(try await db.taken(landmark: 7, night: "2026-12-02") == 1)

            async let first = repository.cancel(id: made.id, owner: ada)
            async let second = repository.cancel(id: made.id, owner: ada)
            let results = try await [first, second]
            #expect(results.allSatisfy { $0?.status == .cancelled })
            #expect(try await db.taken(landmark: 7, night: "2026-12-01") == 0)
            #expect(try await db.taken(landmark: 7, night: "2026-12-02") == 0)
            guard
                case .confirmed = try await repository.book(
                    booking("2026-12-02", "2026-12-03"), owner: grace, campsites: 1)
            else {
                Issue.record("the freed night was not bookable")
                return
            }
            #expect(try await db.taken(landmark: 7, night: "2026-12-02") == 1)
        }
    }

    @Test func aHundredRacingBookingsTakeExactlyTheFreeCampsites() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            let outcomes = try await withThrowingTaskGroup(of: BookingOutcome.self) { group in
                for index in 0..<100 {
                    group.addTask {
                        try await repository.book(
                            booking("2026-12-10", index.isMultiple(of: 2) ? "2026-12-11" : "2026-12-12"),
                            owner: UUID(), campsites: 3)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let confirmed = outcomes.filter { if case .confirmed = $0 { true } else { false } }
            #expect(confirmed.count == 3)
            #expect(outcomes.filter { $0 == .full(night: Day(iso: "2026-12-10")!) }.count == 97)
            #expect(try await db.taken(landmark: 7, night: "2026-12-10") == 3)
            #expect(try await db.count("reservations") == 3)
        }
    }

    @Test func aRepeatedRequestKeyAnswersTheFirstBookingAndBooksNothingMore() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            guard
                case .confirmed(let made) = try await repository.book(
                    booking("2026-12-01", "2026-12-03"), owner: ada, campsites: 3, requestKey: "key-1")
            else {
                Issue.record("not booked")
                return
            }
            #expect(
                try await repository.book(
                    booking("2026-12-01", "2026-12-03"), owner: ada, campsites: 3, requestKey: "key-1")
                    == .repeated(made))
            // The same key with another booking is refused, not booked.
            #expect(
                try await repository.book(
                    booking("2026-12-05", "2026-12-06"), owner: ada, campsites: 3, requestKey: "key-1")
                    == .keyReused)
            // Keys are the owner's own: another owner's "key-1" is a new booking.
            guard
                case .confirmed = try await repository.book(
                    booking("2026-12-01", "2026-12-03"), owner: grace, campsites: 3, requestKey: "key-1")
            else {
                Issue.record("grace's booking was not made")
                return
            }
            #expect(try await db.count("reservations") == 2)
            #expect(try await db.taken(landmark: 7, night: "2026-12-01") == 2)
        }
    }

    @Test func oneRequestKeySentManyTimesAtOnceBooksOnce() async throws {
        try await TestDatabase.with { db in
            let first = db.repository()
            try await db.withSecondHost { second in
                let outcomes = try await withThrowingTaskGroup(of: BookingOutcome.self) { group in
                    for index in 0..<12 {
                        let repository = index.isMultiple(of: 2) ? first : second
                        group.addTask {
                            try await repository.book(
                                booking("2026-12-10", "2026-12-12"), owner: ada, campsites: 5, requestKey: "retry-me")
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                let made = outcomes.compactMap { if case .confirmed(let made) = $0 { made } else { nil } }
                #expect(made.count == 1)
                #expect(outcomes.filter { $0 == .repeated(made[0]) }.count == 11)
            }
            #expect(try await db.count("reservations") == 1)
            #expect(try await db.taken(landmark: 7, night: "2026-12-10") == 1)
        }
    }

    @Test func twoHostsOnOneFileStillTakeExactlyTheFreeCampsites() async throws {
        try await TestDatabase.with { db in
            let first = db.repository()
            try await db.withSecondHost { second in
                let outcomes = try await withThrowingTaskGroup(of: BookingOutcome.self) { group in
                    for index in 0..<120 {
                        let repository = index.isMultiple(of: 2) ? first : second
                        group.addTask {
                            try await repository.book(booking("2026-12-20", "2026-12-22"), owner: UUID(), campsites: 4)
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(outcomes.filter { if case .confirmed = $0 { true } else { false } }.count == 4)
                #expect(outcomes.filter { $0 == .full(night: Day(iso: "2026-12-20")!) }.count == 116)
            }
            #expect(try await db.taken(landmark: 7, night: "2026-12-20") == 4)
            #expect(try await db.taken(landmark: 7, night: "2026-12-21") == 4)
            #expect(try await db.count("reservations") == 4)
        }
    }

    @Test func bookingsArrivingTogetherAreEachConfirmedOrRefusedOnTheirOwnAndAllStored() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            // Forty at once through one repository: on SQLite they share
            // commits, and a refusal rolls back only its own booking.
            let outcomes = try await withThrowingTaskGroup(of: (Int, BookingOutcome).self) { group in
                for index in 0..<40 {
                    group.addTask {
                        let stay =
                            index < 20
                            ? booking("2027-01-05", "2027-01-06")
                            : booking(
                                "2027-02-\(String(format: "%02d", index - 19))",
                                "2027-02-\(String(format: "%02d", index - 18))")
                        return (index, try await repository.book(stay, owner: UUID(), campsites: 3))
                    }
                }
                return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
            }
            let confirmed = outcomes.filter { if case .confirmed = $0.value { true } else { false } }.keys
            let onTheFullNight = confirmed.filter { index in index < 20 }.count
            let onFreeNights = confirmed.filter { index in index >= 20 }.count
            #expect(onTheFullNight == 3)
            #expect(onFreeNights == 20)
            #expect(outcomes.filter { $0.value == .full(night: Day(iso: "2027-01-05")!) }.count == 17)
            #expect(try await db.taken(landmark: 7, night: "2027-01-05") == 3)
            #expect(try await db.count("reservations") == 23)
            for case .confirmed(let made) in outcomes.values {
                #expect(try await repository.reservation(id: made.id, owner: made.ownerID) == made)
            }
        }
    }

    @Test func bookingsArrivingTogetherPublishOneEventEachThatStaysAndNoneForARefusal() async throws {
        try await TestDatabase.with(more: [CreateOutboxTables()]) { db in
            let booked = AfterCommitEvents<UUID>("test.booked")
            booked.subscribe("Test") { _ in }
            let repository = FluentReservationRepository(
                database: db.store.database,
                announcements: .init(booked: { stay, events in
                    try booked.publish(stay.id, aggregate: stay.id.uuidString, into: events)
                }))
            // Thirty at once on a night with four campsites: they share
            // commits, and the refused ones roll back to their savepoints.
            let outcomes = try await withThrowingTaskGroup(of: BookingOutcome.self) { group in
                for _ in 0..<30 {
                    group.addTask {
                        try await repository.book(booking("2027-03-01", "2027-03-02"), owner: UUID(), campsites: 4)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let confirmed = outcomes.compactMap { if case .confirmed(let stay) = $0 { stay.id } else { nil } }
            #expect(confirmed.count == 4)
            let published = try await db.sql.raw("SELECT payload FROM outbox_events WHERE stream = 'test.booked'").all()
                .map {
                    try JSONDecoder().decode(UUID.self, from: Data($0.decode(column: "payload", as: String.self).utf8))
                }
            #expect(published.count == 4)
            #expect(Set(published) == Set(confirmed))
        }
    }

    @Test func theDatabaseItselfRefusesMoreThanTheCapacity() async throws {
        try await TestDatabase.with { db in
            _ = try await db.repository().book(booking("2026-12-01", "2026-12-02"), owner: ada, campsites: 2)
            let over = await #expect(throws: (any Error).self) {
                try await db.sql.raw("UPDATE campsite_nights SET taken = 3 WHERE landmark_id = 7").run()
            }
            #expect(String(describing: over).contains("CHECK constraint failed"), "\(String(describing: over))")
            let under = await #expect(throws: (any Error).self) {
                try await db.sql.raw("UPDATE campsite_nights SET taken = -1 WHERE landmark_id = 7").run()
            }
            #expect(String(describing: under).contains("CHECK constraint failed"), "\(String(describing: under))")
            #expect(try await db.taken(landmark: 7, night: "2026-12-01") == 1)
        }
    }

    @Test func aNewCampsiteCountMovesEveryCountedNightUnlessOneIsBookedBeyondIt() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            for _ in 0..<2 {
                _ = try await repository.book(booking("2026-12-01", "2026-12-02"), owner: UUID(), campsites: 3)
            }
            _ = try await repository.book(booking("2026-12-02", "2026-12-03"), owner: grace, campsites: 3)
            let refused = try await FluentReservationRepository.changeCampsites(of: 7, to: 1, on: db.database)
            #expect(refused == ["2026-12-01 (2 booked)"])
            // Refused: the night keeps its three campsites, so a third booking fits.
            guard
                case .confirmed = try await repository.book(
                    booking("2026-12-01", "2026-12-02"), owner: UUID(), campsites: 3)
            else {
                Issue.record("the refused change took effect")
                return
            }
            #expect(try await FluentReservationRepository.changeCampsites(of: 7, to: 4, on: db.database).isEmpty)
            // Raised: a fourth fits; a booking told an older, smaller count is held to it.
            guard
                case .full = try await repository.book(booking("2026-12-01", "2026-12-02"), owner: UUID(), campsites: 3)
            else {
                Issue.record("a stale count was exceeded")
                return
            }
            guard
                case .confirmed = try await repository.book(
                    booking("2026-12-01", "2026-12-02"), owner: UUID(), campsites: 4)
            else {
                Issue.record("the raised count was not used")
                return
            }
            guard
                case .full = try await repository.book(booking("2026-12-01", "2026-12-02"), owner: UUID(), campsites: 9)
            else {
                Issue.record("a count above the stored capacity was used")
                return
            }
            #expect(try await db.taken(landmark: 7, night: "2026-12-01") == 4)
        }
    }

    @Test func deletingAnAccountDeletesItsReservationsAndFreesTheirNights() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            _ = try await repository.book(booking("2026-12-01", "2026-12-03"), owner: ada, campsites: 2)
            guard
                case .confirmed(let cancelled) = try await repository.book(
                    booking("2026-12-05", "2026-12-06"), owner: ada, campsites: 2)
            else {
                Issue.record("refused")
                return
            }
            _ = try await repository.cancel(id: cancelled.id, owner: ada)
            // The landmark gains a campsite, as a catalogue import would do it.
            #expect(try await FluentReservationRepository.changeCampsites(of: 7, to: 3, on: db.database).isEmpty)
            _ = try await repository.book(booking("2026-12-02", "2026-12-03"), owner: grace, campsites: 3)
            // Ada's stay at another landmark over the same nights goes too.
            _ = try await repository.book(booking("2026-12-02", "2026-12-04", landmark: 8), owner: ada, campsites: 3)
            #expect(try await db.taken(landmark: 7, night: "2026-12-02") == 2)
            try await db.database.transaction { transaction in
                try await FluentReservationRepository.deleteAll(of: ada, on: transaction)
            }
            #expect(try await db.taken(landmark: 7, night: "2026-12-03") == 0)
            #expect(try await repository.reservations(owner: ada, landmarkID: nil).isEmpty)
            #expect(try await repository.reservations(owner: grace, landmarkID: nil).count == 1)
            #expect(try await db.taken(landmark: 7, night: "2026-12-01") == 0)
            #expect(try await db.taken(landmark: 7, night: "2026-12-02") == 1)
            #expect(try await db.taken(landmark: 7, night: "2026-12-05") == 0)
            #expect(try await db.taken(landmark: 8, night: "2026-12-02") == 0)
            #expect(try await db.taken(landmark: 8, night: "2026-12-03") == 0)
        }
    }

    @Test func anOverlappingStayAtTheLandmarkIsRefusedAndTakesNoNight() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            _ = try await repository.book(booking("2026-12-01", "2026-12-04"), owner: ada, campsites: 5)
            let held = Stay(checkIn: Day(iso: "2026-12-01")!, checkOut: Day(iso: "2026-12-04")!)
            #expect(
                try await repository.book(booking("2026-12-03", "2026-12-06"), owner: ada, campsites: 5)
                    == .overlapping(held))
            #expect(try await db.taken(landmark: 7, night: "2026-12-04") == 0)
            #expect(try await db.taken(landmark: 7, night: "2026-12-03") == 1)
            // Back to back, another landmark, another person: all fine.
            guard
                case .confirmed = try await repository.book(
                    booking("2026-12-04", "2026-12-06"), owner: ada, campsites: 5),
                case .confirmed = try await repository.book(
                    booking("2026-12-02", "2026-12-03", landmark: 8), owner: ada, campsites: 5),
                case .confirmed = try await repository.book(
                    booking("2026-12-02", "2026-12-03"), owner: grace, campsites: 5)
            else {
                Issue.record("an allowed booking was refused")
                return
            }
            #expect(try await db.count("reservations") == 4)
            // On a night the owner's own stay has filled, the overlap is what is named, not the full night.
            _ = try await repository.book(booking("2026-12-10", "2026-12-11", landmark: 5), owner: ada, campsites: 1)
            let filled = Stay(checkIn: Day(iso: "2026-12-10")!, checkOut: Day(iso: "2026-12-11")!)
            #expect(
                try await repository.book(booking("2026-12-10", "2026-12-12", landmark: 5), owner: ada, campsites: 1)
                    == .overlapping(filled))
            #expect(try await db.taken(landmark: 5, night: "2026-12-11") == 0)
        }
    }

    @Test func theUpcomingLimitCountsConfirmedStaysEndingAfterToday() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            let limits = BookingLimits(upcomingStays: 2)
            let today = Day(iso: "2026-11-22")!
            func book(_ stay: Booking, on day: Day = today) async throws -> BookingOutcome {
                try await repository.book(stay, owner: ada, campsites: 5, limits: limits, today: day, requestKey: nil)
            }
            guard case .confirmed(let first) = try await book(booking("2026-12-01", "2026-12-02")),
                case .confirmed = try await book(booking("2026-12-05", "2026-12-06", landmark: 8))
            else {
                Issue.record("refused under the limit")
                return
            }
            #expect(try await book(booking("2026-12-10", "2026-12-11", landmark: 9)) == .limitReached)
            #expect(try await db.taken(landmark: 9, night: "2026-12-10") == 0)
            // Seen from the 2nd, the first stay has ended and no longer counts.
            guard
                case .confirmed = try await book(
                    booking("2026-12-10", "2026-12-11", landmark: 9), on: Day(iso: "2026-12-02")!)
            else {
                Issue.record("an ended stay was counted")
                return
            }
            #expect(try await book(booking("2026-12-12", "2026-12-13")) == .limitReached)
            // Cancelled stays do not count either.
            _ = try await repository.cancel(id: first.id, owner: ada)
            #expect(try await book(booking("2026-12-12", "2026-12-13"), on: Day(iso: "2026-12-01")!) == .limitReached)
            guard case .confirmed = try await book(booking("2026-12-12", "2026-12-13"), on: Day(iso: "2026-12-06")!)
            else {
                Issue.record("a cancelled stay was counted")
                return
            }
        }
    }

    @Test func oneOwnersBookingsSentTogetherFromTwoHostsKeepTheLimits() async throws {
        try await TestDatabase.with { db in
            let first = db.repository()
            let limits = BookingLimits(upcomingStays: 3)
            let today = Day(iso: "2026-11-22")!
            try await db.withSecondHost { second in
                // Twenty stays at twenty landmarks: only three may be held.
                let spread = try await withThrowingTaskGroup(of: BookingOutcome.self) { group in
                    for index in 0..<20 {
                        let repository = index.isMultiple(of: 2) ? first : second
                        group.addTask {
                            try await repository.book(
                                booking("2026-12-10", "2026-12-12", landmark: 100 + index), owner: ada, campsites: 5,
                                limits: limits, today: today, requestKey: nil)
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(spread.filter { if case .confirmed = $0 { true } else { false } }.count == 3)
                #expect(spread.filter { $0 == .limitReached }.count == 17)
                // Twelve stays sharing nights at one landmark: only one.
                let same = try await withThrowingTaskGroup(of: BookingOutcome.self) { group in
                    for index in 0..<12 {
                        let repository = index.isMultiple(of: 2) ? first : second
                        group.addTask {
                            try await repository.book(
                                booking("2026-12-20", index.isMultiple(of: 3) ? "2026-12-21" : "2026-12-23"),
                                owner: grace,
                                campsites: 20, limits: limits, today: today, requestKey: nil)
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(same.filter { if case .confirmed = $0 { true } else { false } }.count == 1)
                #expect(same.filter { if case .overlapping = $0 { true } else { false } }.count == 11)
            }
            #expect(try await db.count("reservations") == 4)
            #expect(try await db.taken(landmark: 7, night: "2026-12-20") == 1)
        }
    }

    @Test func aBookingThatArrivesAfterItsOwnersAccountWasDeletedStoresNothing() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            _ = try await repository.book(booking("2026-12-01", "2026-12-03"), owner: ada, campsites: 2)
            try await db.database.transaction { transaction in
                try await FluentReservationRepository.deleteAll(of: ada, on: transaction)
            }
            // A request that authenticated before the deletion, reaching the store after it.
            #expect(
                try await repository.book(booking("2026-12-05", "2026-12-06"), owner: ada, campsites: 2) == .ownerGone)
            #expect(try await db.count("reservations") == 0)
            #expect(try await db.taken(landmark: 7, night: "2026-12-05") == 0)
            #expect(try await db.taken(landmark: 7, night: "2026-12-01") == 0)
            // Deleting an account that never booked closes it too.
            try await db.database.transaction { transaction in
                try await FluentReservationRepository.deleteAll(of: grace, on: transaction)
            }
            #expect(
                try await repository.book(booking("2026-12-05", "2026-12-06"), owner: grace, campsites: 2) == .ownerGone
            )
        }
    }

    @Test func availabilityCountsOnlyTheNightsAsked() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            _ = try await repository.book(booking("2026-11-30", "2026-12-02"), owner: ada, campsites: 2)
            _ = try await repository.book(booking("2026-12-01", "2026-12-02"), owner: grace, campsites: 2)
            let december = Month(iso: "2026-12")!
            let taken = try await repository.takenCampsites(
                landmarkID: 7, nights: december.firstDay..<december.adding(1).firstDay)
            #expect(taken == [Day(iso: "2026-12-01")!: 2])
            #expect(
                try await repository.takenCampsites(
                    landmarkID: 8, nights: december.firstDay..<december.adding(1).firstDay
                ).isEmpty)
        }
    }
}
