import CalendarDays
import Foundation
import Testing

struct DayTests {
    @Test func parsesAndPrintsISODates() throws {
        let day = try #require(Day(iso: "2026-12-24"))
        #expect(day.iso == "2026-12-24")
        #expect(day.parts == (2026, 12, 24))
        #expect(Day(iso: "1970-01-01")?.daysSinceEpoch == 0)
        #expect(Day(iso: "2000-03-01")?.daysSinceEpoch == 11_017)
    }

    @Test(arguments: [
        "2026-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-01-01", "2026-01-01T00", "", "２０２６-01-01",
        "2026/01/01", "+026-01-01", "2026-0 -01", "2026--1-01", " 2026-01-1", "2026-01-01 ", "2026-01-3a",
    ])
    func refusesDatesThatDoNotExistOrAreMisspelt(_ text: String) {
        #expect(Day(iso: text) == nil)
    }

    @Test func knowsLeapYears() {
        #expect(Day(iso: "2028-02-29") != nil)
        #expect(Day(iso: "2100-02-29") == nil)
        #expect(Day(iso: "2000-02-29") != nil)
    }

    @Test func roundTripsEveryDayOfFourHundredYears() {
        let start = Day(iso: "1900-01-01")!.daysSinceEpoch
        for offset in stride(from: 0, to: 146_097, by: 1) {
            let day = Day(daysSinceEpoch: start + offset)
            let (y, m, d) = day.parts
            #expect(Day(year: y, month: m, day: d) == day)
        }
    }

    @Test func addsDaysAndMonths() {
        let day = Day(iso: "2026-01-31")!
        #expect(day.adding(days: 1).iso == "2026-02-01")
        #expect(day.adding(months: 1).iso == "2026-02-28")
        #expect(day.adding(months: 12).iso == "2027-01-31")
        #expect(Day(iso: "2026-12-15")!.adding(months: 1).iso == "2027-01-15")
    }

    @Test func namesWeekdaysFromMonday() {
        #expect(Day(iso: "2026-11-23")!.weekday == 1) // a Monday
        #expect(Day(iso: "2026-11-22")!.weekday == 7)
        #expect(Day(iso: "1970-01-01")!.weekday == 4)
    }

    @Test func takesTheDayOfAnInstantInATimeZone() throws {
        #expect(Day(Date(timeIntervalSince1970: 86_400 * 3 - 1), in: .gmt).iso == "1970-01-03")
        #expect(Day(Date(timeIntervalSince1970: 86_400 * 3), in: .gmt).iso == "1970-01-04")
        #expect(Day(Date(timeIntervalSince1970: -1), in: .gmt).iso == "1969-12-31")
        // 2026-11-24 03:30 UTC is still the evening of the 23rd in California
        // (UTC-8 in November) and already the 24th in Tokyo.
        let lateEvening = Date(
            timeIntervalSince1970: Double(Day(iso: "2026-11-24")!.daysSinceEpoch) * 86_400 + 3.5 * 3_600)
        #expect(Day(lateEvening, in: try #require(TimeZone(identifier: "America/Los_Angeles"))).iso == "2026-11-23")
        #expect(Day(lateEvening, in: try #require(TimeZone(identifier: "Asia/Tokyo"))).iso == "2026-11-24")
        // Summer time: 06:30 UTC on 1 July is 23:30 the day before in Los Angeles (UTC-7).
        let summer = Date(timeIntervalSince1970: Double(Day(iso: "2026-07-01")!.daysSinceEpoch) * 86_400 + 6.5 * 3_600)
        #expect(Day(summer, in: try #require(TimeZone(identifier: "America/Los_Angeles"))).iso == "2026-06-30")
    }

    @Test func monthsParseListTheirDaysAndStep() throws {
        let month = try #require(Month(iso: "2028-02"))
        #expect(month.days.count == 29)
        #expect(month.days.first?.iso == "2028-02-01")
        #expect(month.days.last?.iso == "2028-02-29")
        #expect(month.adding(11).iso == "2029-01")
        #expect(month.adding(-2).iso == "2027-12")
        #expect(month.title == "February 2028")
        #expect(Month(iso: "2028-2") == nil)
        #expect(Month(iso: "2028-13") == nil)
        #expect(Month(iso: "2028-+1") == nil)
        #expect(Month(iso: "2028/01") == nil)
        #expect(Month(iso: "2028-01-") == nil)
    }
}
