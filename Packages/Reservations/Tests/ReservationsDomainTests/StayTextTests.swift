import ReservationsDomain
import Testing

@Suite struct StayTextTests {
    @Test func aDayReadsWithItsWeekdayAndShortMonth() throws {
        #expect(StayText.day(try #require(Day(iso: "2026-12-05"))) == "Sat 5 Dec 2026")
        #expect(StayText.day(try #require(Day(iso: "2027-01-04")), withYear: false) == "Mon 4 Jan")
    }

    @Test func aStayNamesTheYearOnceUnlessItCrossesOne() throws {
        let december = Stay(
            checkIn: try #require(Day(iso: "2026-12-04")), checkOut: try #require(Day(iso: "2026-12-06")))
        #expect(StayText.stay(december) == "Fri 4 Dec – Sun 6 Dec 2026, 2 nights")
        let newYear = Stay(
            checkIn: try #require(Day(iso: "2026-12-31")), checkOut: try #require(Day(iso: "2027-01-01")))
        #expect(StayText.stay(newYear) == "Thu 31 Dec 2026 – Fri 1 Jan 2027, 1 night")
    }

    @Test func nightsAreListedWithAndAndTheYearOnceUnlessTheyCrossOne() throws {
        let days = try ["2026-12-05", "2026-12-06", "2026-12-08", "2027-01-02"].map { try #require(Day(iso: $0)) }
        #expect(StayText.days([]) == "")
        #expect(StayText.days(Array(days[0...0])) == "Sat 5 Dec 2026")
        #expect(StayText.days(Array(days[0...1])) == "Sat 5 Dec and Sun 6 Dec 2026")
        #expect(StayText.days(Array(days[0...2])) == "Sat 5 Dec, Sun 6 Dec and Tue 8 Dec 2026")
        #expect(StayText.days(Array(days[2...3])) == "Tue 8 Dec 2026 and Sat 2 Jan 2027")
    }
}
