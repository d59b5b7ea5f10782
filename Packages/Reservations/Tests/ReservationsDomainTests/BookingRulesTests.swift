import Foundation
import ReservationsDomain
import Testing

struct BookingRulesTests {
    let today = Day(iso: "2026-11-22")!

    func draft(
        landmark: Int? = 1, checkIn: String? = "2026-12-01", checkOut: String? = "2026-12-03", guests: Int? = 2,
        notes: String? = ""
    ) -> BookingDraft {
        BookingDraft(landmarkID: landmark, checkIn: checkIn, checkOut: checkOut, guests: guests, notes: notes)
    }

    func issues(_ draft: BookingDraft) -> [BookingField: String] {
        do {
            _ = try BookingRules.validate(draft, today: today)
            return [:]
        } catch {
            guard case .invalid(let issues) = error else { return [:] }
            return Dictionary(issues.map { ($0.field, $0.message) }, uniquingKeysWith: { first, _ in first })
        }
    }

    @Test func aValidBookingKeepsItsNightsGuestsAndTrimmedNotes() throws {
        let booking = try BookingRules.validate(draft(notes: "  near the river \n"), today: today)
        #expect(booking.stay.nights.map(\.iso) == ["2026-12-01", "2026-12-02"])
        #expect(booking.guests == 2)
        #expect(booking.notes == "near the river")
    }

    @Test func checkInTodayIsAllowedYesterdayIsNot() {
        #expect(issues(draft(checkIn: "2026-11-22", checkOut: "2026-11-23")).isEmpty)
        #expect(issues(draft(checkIn: "2026-11-21", checkOut: "2026-11-23"))[.checkIn]?.contains("past") == true)
    }

    @Test func checkOutMustBeAfterCheckIn() {
        #expect(
            issues(draft(checkIn: "2026-12-03", checkOut: "2026-12-03"))[.checkOut]
                == "Check-out must be after check-in.")
        #expect(
            issues(draft(checkIn: "2026-12-03", checkOut: "2026-12-01"))[.checkOut]
                == "Check-out must be after check-in.")
    }

    @Test func fourteenNightsIsTheLongestStay() {
        #expect(issues(draft(checkIn: "2026-12-01", checkOut: "2026-12-15")).isEmpty)
        #expect(
            issues(draft(checkIn: "2026-12-01", checkOut: "2026-12-16"))[.checkOut]?.contains("at most 14 nights")
                == true)
    }

    @Test func staysEndWithinTwelveMonths() {
        #expect(issues(draft(checkIn: "2027-11-20", checkOut: "2027-11-22")).isEmpty)
        #expect(
            issues(draft(checkIn: "2027-11-20", checkOut: "2027-11-23"))[.checkOut]?.contains("Mon 22 Nov 2027") == true
        )
        #expect(issues(draft(checkIn: "2027-11-22", checkOut: "2027-11-23"))[.checkIn]?.contains("12 months") == true)
    }

    @Test(arguments: [0, 41, -1])
    func guestsAreOneToForty(_ guests: Int) {
        #expect(issues(draft(guests: guests))[.guests] == "Guests must be from 1 to 40.")
    }

    @Test func guestsThatAreNotANumberAreNamed() {
        #expect(issues(draft(guests: nil))[.guests]?.contains("whole number") == true)
        #expect(issues(draft(guests: 40)).isEmpty)
    }

    @Test func notesAreAtMostFiveHundredCharacters() {
        #expect(issues(draft(notes: String(repeating: "é", count: 500))).isEmpty)
        #expect(issues(draft(notes: String(repeating: "a", count: 501)))[.notes]?.contains("501") == true)
        #expect(issues(draft(notes: "bell\u{7}"))[.notes] == "Notes cannot contain control characters.")
    }

    @Test func notesThatWereNotTextAreNamedWithTheOtherMistakes() {
        let found = issues(draft(guests: nil, notes: nil))
        #expect(found[.notes] == "Notes must be text.")
        #expect(found[.guests] != nil)
        #expect(found.count == 2)
    }

    @Test func missingAndMisspeltDatesAreNamed() {
        let found = issues(draft(checkIn: nil, checkOut: "24/12/2026"))
        #expect(found[.checkIn] == "Check-in is required: choose a date.")
        #expect(found[.checkOut] == "Check-out must be a real date, such as 24 Dec 2026.")
    }

    @Test func everyBadFieldIsReportedAtOnce() {
        var bad = draft(
            landmark: nil, checkIn: "soon", checkOut: "", guests: 41, notes: String(repeating: "x", count: 600))
        bad.siteNumber = "A-12"
        bad.vehicles = 7
        let found = issues(bad)
        #expect(Set(found.keys) == Set(BookingField.allCases))
        #expect(found[.siteNumber] == "A site number is 1 to 5 letters and digits, one of them a digit, such as A12.")
        #expect(found[.vehicles] == "Vehicles must be from 0 to 6.")
    }

    func searchIssues(_ checkIn: String?, _ checkOut: String?, _ guests: String?) -> [BookingField: String] {
        do {
            _ = try BookingRules.validateSearch(checkIn: checkIn, checkOut: checkOut, guests: guests, today: today)
            return [:]
        } catch {
            guard case .invalid(let issues) = error else { return [:] }
            return Dictionary(issues.map { ($0.field, $0.message) }, uniquingKeysWith: { first, _ in first })
        }
    }

    @Test func aSearchByDaysAnotherFeatureReadKeepsTheSameRules() throws {
        let stay = try BookingRules.validateSearch(
            checkIn: day("2026-12-01"), checkOut: day("2026-12-04"), guests: 3, today: today)
        #expect(stay.nightCount == 3)
        do {
            _ = try BookingRules.validateSearch(
                checkIn: day("2026-11-21"), checkOut: day("2026-11-23"), guests: 41, today: today)
            Issue.record("a stay in the past for 41 was accepted")
        } catch {
            guard case .invalid(let issues) = error else { throw error }
            #expect(issues.map(\.field) == [.checkIn, .guests])
            #expect(issues.first?.message == "Check-in cannot be in the past; the earliest is Sun 22 Nov 2026.")
        }
    }

    @Test func aSearchByDatesKeepsTheBookingRulesAndTakesOneGuestWhenNoneIsGiven() throws {
        let stay = try BookingRules.validateSearch(
            checkIn: "2026-12-01", checkOut: "2026-12-04", guests: nil, today: today)
        #expect(stay.nightCount == 3)
        #expect(searchIssues("2026-12-01", "2026-12-04", nil).isEmpty)
        #expect(searchIssues("2026-12-01", "2026-12-04", "")[.guests] == nil)
        #expect(
            searchIssues("2026-11-21", "2026-11-23", "2")[.checkIn]
                == "Check-in cannot be in the past; the earliest is Sun 22 Nov 2026.")
        #expect(
            searchIssues("2026-12-01", "2026-12-20", "2")[.checkOut] == "A stay is at most 14 nights; this one is 19.")
        #expect(searchIssues("2026-12-01", "2026-12-01", "2")[.checkOut] == "Check-out must be after check-in.")
        #expect(
            searchIssues("2026-12-01", nil, "41").keys.sorted { $0.rawValue < $1.rawValue } == [.checkOut, .guests])
        #expect(
            searchIssues("2026-12-01", "2026-12-02", "two")[.guests] == "Guests must be a whole number from 1 to 40.")
        #expect(
            searchIssues("1 Dec", "2026-12-02", "2")[.checkIn]
                == "Check-in must be a real date, such as 24 Dec 2026.")
    }
}

/// The day written `text`, which the test knows exists.
private func day(_ text: String) -> Day { Day(iso: text)! }
