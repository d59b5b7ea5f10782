import ReservationsDomain
import Testing

@Suite struct StayTextTests {
    @Test func aStayNamesTheYearOnceUnlessItCrossesOne() throws {
        let december = Stay(
            checkIn: try #require(Day(iso: "2026-12-04")), checkOut: try #require(Day(iso: "2026-12-06")))
        #expect(StayText.stay(december) == "Fri 4 Dec – Sun 6 Dec 2026, 2 nights")
        let newYear = Stay(
            checkIn: try #require(Day(iso: "2026-12-31")), checkOut: try #require(Day(iso: "2027-01-01")))
        #expect(StayText.stay(newYear) == "Thu 31 Dec 2026 – Fri 1 Jan 2027, 1 night")
    }
}
