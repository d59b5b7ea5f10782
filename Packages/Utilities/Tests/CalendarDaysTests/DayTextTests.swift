import CalendarDays
import Foundation
import Testing

@Suite struct DayTextTests {
    @Test func aDayReadsWithItsWeekdayAndShortMonth() throws {
        #expect(DayText.day(try #require(Day(iso: "2026-12-05"))) == "Sat 5 Dec 2026")
        #expect(DayText.day(try #require(Day(iso: "2027-01-04")), withYear: false) == "Mon 4 Jan")
    }

    @Test func daysAreListedWithAndAndTheYearOnceUnlessTheyCrossOne() throws {
        let days = try ["2026-12-05", "2026-12-06", "2026-12-08", "2027-01-02"].map { try #require(Day(iso: $0)) }
        #expect(DayText.days([]) == "")
        #expect(DayText.days(Array(days[0...0])) == "Sat 5 Dec 2026")
        #expect(DayText.days(Array(days[0...1])) == "Sat 5 Dec and Sun 6 Dec 2026")
        #expect(DayText.days(Array(days[0...2])) == "Sat 5 Dec, Sun 6 Dec and Tue 8 Dec 2026")
        #expect(DayText.days(Array(days[2...3])) == "Tue 8 Dec 2026 and Sat 2 Jan 2027")
    }

    @Test func aRangeNamesTheYearOnceUnlessItCrossesOne() throws {
        let first = try #require(Day(iso: "2026-12-31"))
        let newYear = try #require(Day(iso: "2027-01-02"))
        #expect(DayText.range(from: first, to: newYear) == "Thu 31 Dec 2026 – Sat 2 Jan 2027")
        #expect(DayText.range(from: try #require(Day(iso: "2026-12-04")), to: first) == "Fri 4 Dec – Thu 31 Dec 2026")
    }

    @Test func aTimeZoneIsNamedAsPeopleThereSayIt() throws {
        #expect(DayText.zone(try #require(TimeZone(identifier: "America/Los_Angeles"))) == "Pacific Time")
        #expect(DayText.zone(try #require(TimeZone(identifier: "America/Denver"))) == "Mountain Time")
        #expect(DayText.zone(try #require(TimeZone(identifier: "America/Phoenix"))) == "Mountain Standard Time")
        #expect(DayText.zone(try #require(TimeZone(identifier: "Pacific/Honolulu"))) == "Hawaii-Aleutian Standard Time")
    }
}
