import Foundation
import ReservationsDomain
import Testing

/// A landmark's booking window, as bookings and availability meet it.
struct BookingWindowUseCaseTests {
    let store = InMemoryReservations()
    let today = Day(iso: "2026-11-22")!
    let pacific = TimeZone(identifier: "America/Los_Angeles")!
    var directory: FixedLandmarks {
        var directory = FixedLandmarks()
        directory.landmarks.append(
            BookableLandmark(
                id: 4, name: "Yosemite Valley", campsites: 3, href: "/landmarks/4", timeZone: pacific,
                window: .release(monthsAhead: 5, day: 15, at: LocalTime(hour: 7, minute: 0)!)))
        return directory
    }

    var book: BookCampsite {
        BookCampsite(reservations: store, landmarks: directory, today: noon(today), record: { _ in })
    }
    var availability: CampsiteAvailability {
        CampsiteAvailability(reservations: store, landmarks: directory, today: noon(today))
    }

    func draft(_ checkIn: String, _ checkOut: String, landmark: Int = 1) -> BookingDraft {
        BookingDraft(landmarkID: landmark, checkIn: checkIn, checkOut: checkOut, guests: 2)
    }

    @Test func aStayWhoseLastNightIsNotOpenIsRefusedWithTheInstantItOpensAndNothingIsStored() async throws {
        // At noon UTC on 22 Nov 2026 the standard window (10:00 UTC here)
        // has opened the night of 22 May 2027; the 23rd opens tomorrow.
        let refusal = ReservationsError.notOpenYet(
            night: Day(iso: "2027-05-23")!, opensAt: try Date("2026-11-23T10:00:00Z", strategy: .iso8601),
            timeZone: .gmt)
        await #expect(throws: refusal) {
            try await book(draft("2027-05-22", "2027-05-24"), owner: UUID())
        }
        #expect(store.all.isEmpty)
        #expect(
            refusal.message
                == "The night of Sun 23 May 2027 opens for booking Mon 23 Nov 2026 at 10:00 a.m. GMT: book then, or"
                + " choose earlier nights.")
        let booked = try await book(draft("2027-05-21", "2027-05-23"), owner: UUID())
        #expect(booked.stay.checkOut == Day(iso: "2027-05-23")!)
    }

    @Test func aReleasedMonthOpensWholeOnThe15thAtSevenInTheLandmarksTime() async throws {
        // In November, Yosemite's release has opened April (on 15 Nov);
        // May opens on 15 Dec at 7 a.m. Pacific, 15:00 UTC.
        _ = try await book(draft("2027-04-29", "2027-05-01", landmark: 4), owner: UUID())
        let error = await #expect(throws: ReservationsError.self) {
            try await book(draft("2027-04-30", "2027-05-02", landmark: 4), owner: UUID())
        }
        guard case .notOpenYet(let night, let opensAt, _) = error else {
            Issue.record("refused with \(String(describing: error))")
            return
        }
        #expect(night == Day(iso: "2027-05-01")!)
        #expect(opensAt == (try Date("2026-12-15T15:00:00Z", strategy: .iso8601)))
        #expect(error?.message.contains("opens for booking Tue 15 Dec 2026 at 7:00 a.m. PST") == true)
    }

    @Test func theFormSaysHowFarBookingIsOpenAndWhenLaterNightsOpenInTheLandmarksTime() async throws {
        let yosemite = try #require(try await directory.landmark(id: 4))
        #expect(
            noon(today).openingSummary(at: yosemite)
                == "Nights here are open for booking up to Fri 30 Apr 2027; later ones open from Tue 15 Dec 2026 at"
                + " 7:00 a.m. PST.")
    }

    @Test func availabilityShowsNightsPastTheWindowAsNotBookableAndTheGridAsClosed() async throws {
        let yosemite = try #require(try await directory.landmark(id: 4))
        let month = try await availability(landmark: yosemite, month: Month(iso: "2027-04")!)
        #expect(month.nights.allSatisfy { $0.bookable })
        let may = try await availability(landmark: yosemite, month: Month(iso: "2027-05")!)
        #expect(may.nights.allSatisfy { !$0.bookable })
        let grid = try await availability.sitesByNight(
            at: yosemite, from: Day(iso: "2027-04-25")!, filter: SiteFilter())
        let april = grid.nights.filter { $0.month == Month(iso: "2027-04")! }.count
        #expect(april == 6)
        #expect(grid.rows.allSatisfy { row in row.cells.prefix(april).allSatisfy { $0 == .free } })
        #expect(grid.rows.allSatisfy { row in row.cells.dropFirst(april).allSatisfy { $0 == .closed } })
        #expect(grid.later == nil)
    }
}
