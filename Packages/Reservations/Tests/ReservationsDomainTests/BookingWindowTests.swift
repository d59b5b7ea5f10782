import Foundation
import ReservationsDomain
import Testing

/// When nights open for booking, by the landmark's clock, across zones and
/// daylight-saving changes.
struct BookingWindowTests {
    let pacific = TimeZone(identifier: "America/Los_Angeles")!
    let eastern = TimeZone(identifier: "America/New_York")!
    let hawaii = TimeZone(identifier: "Pacific/Honolulu")!
    let arizona = TimeZone(identifier: "America/Phoenix")!

    func day(_ iso: String) -> Day { Day(iso: iso)! }
    func instant(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }
    func at(_ hour: Int, _ minute: Int = 0) -> LocalTime { LocalTime(hour: hour, minute: minute)! }

    @Test func theStandardWindowOpensEachNightSixMonthsAheadAtTenInTheLandmarksOwnTime() {
        let night = day("2027-06-15")
        #expect(BookingWindow.standard.openingDay(of: night) == day("2026-12-15"))
        // 10:00 PST is 18:00 UTC; the same night opens three hours earlier
        // in New York and four hours later in Honolulu.
        #expect(BookingWindow.standard.opening(of: night, in: pacific) == instant("2026-12-15T18:00:00Z"))
        #expect(BookingWindow.standard.opening(of: night, in: eastern) == instant("2026-12-15T15:00:00Z"))
        #expect(BookingWindow.standard.opening(of: night, in: hawaii) == instant("2026-12-15T20:00:00Z"))
    }

    @Test func aNightIsClosedUntilTheSecondItOpensAndOpenFromThen() {
        let night = day("2027-06-15")
        let opening = instant("2026-12-15T18:00:00Z")
        #expect(!BookingWindow.standard.isOpen(night, at: opening.addingTimeInterval(-0.001), in: pacific))
        #expect(BookingWindow.standard.isOpen(night, at: opening, in: pacific))
        #expect(
            BookingWindow.standard.lastOpenNight(at: opening.addingTimeInterval(-1), in: pacific) == day("2027-06-14"))
        #expect(BookingWindow.standard.lastOpenNight(at: opening, in: pacific) == day("2027-06-15"))
    }

    @Test func theLastOpenNightIsTheLastWhoseOpeningHasPassedOnEveryDayOfTwoYears() {
        // The answer is computed from the opening day alone; the definition
        // is the instant each night opens. Checked a second before, at, and
        // after the opening time on every day of 2027 and 2028 (a leap year),
        // with rules that clamp to short months and zones that change clocks.
        let windows: [BookingWindow] = [
            .standard, .rolling(monthsAhead: 1, at: at(0)), .rolling(monthsAhead: 12, at: at(23, 59)),
            .release(monthsAhead: 5, day: 15, at: at(7)), .release(monthsAhead: 1, day: 31, at: at(2, 30)),
            .release(monthsAhead: 12, day: 1, at: at(0)),
        ]
        for zone in [pacific, hawaii, TimeZone(identifier: "Australia/Lord_Howe")!] {
            for window in windows {
                var mismatches: [String] = []
                for offset in 0..<731 {
                    let opening = window.time.instant(on: day("2027-01-01").adding(days: offset), in: zone)
                    for now in [opening.addingTimeInterval(-1), opening, opening.addingTimeInterval(3_600)] {
                        let last = window.lastOpenNight(at: now, in: zone)
                        let lastIsOpen = now >= window.opening(of: last, in: zone)
                        let nextIsClosed = now < window.opening(of: last.adding(days: 1), in: zone)
                        let agrees =
                            window.isOpen(last, at: now, in: zone)
                            && !window.isOpen(last.adding(days: 1), at: now, in: zone)
                        if !(lastIsOpen && nextIsClosed && agrees) { mismatches.append("\(window) \(now): \(last)") }
                    }
                }
                #expect(mismatches.count == 0, "\(zone.identifier): \(mismatches.prefix(3))")
            }
        }
    }

    @Test func theOpeningHourFollowsTheClocksAcrossADaylightSavingChange() {
        // Pacific clocks sprang forward on 14 March 2027 and fall back on 7
        // November 2027: 10:00 is 18:00 UTC before and 17:00 UTC after.
        #expect(BookingWindow.standard.opening(of: day("2027-09-13"), in: pacific) == instant("2027-03-13T18:00:00Z"))
        #expect(BookingWindow.standard.opening(of: day("2027-09-14"), in: pacific) == instant("2027-03-14T17:00:00Z"))
        #expect(BookingWindow.standard.opening(of: day("2028-05-07"), in: pacific) == instant("2027-11-07T18:00:00Z"))
        // Arizona keeps standard time all year: 17:00 UTC either side.
        #expect(BookingWindow.standard.opening(of: day("2027-09-13"), in: arizona) == instant("2027-03-13T17:00:00Z"))
        #expect(BookingWindow.standard.opening(of: day("2027-09-14"), in: arizona) == instant("2027-03-14T17:00:00Z"))
    }

    @Test func aTimeTheClocksSkipOpensWhenTheyLandAndATimeTheyPassTwiceOpensAtTheFirst() {
        let skipped = BookingWindow.rolling(monthsAhead: 6, at: at(2, 30))
        // 2:30 did not exist on 14 March 2027: the clocks went from 1:59:59
        // PST to 3:00 PDT, which is 10:00 UTC.
        #expect(skipped.opening(of: day("2027-09-14"), in: pacific) == instant("2027-03-14T10:00:00Z"))
        let twice = BookingWindow.rolling(monthsAhead: 6, at: at(1, 30))
        // 1:30 came twice on 7 November 2027: first at 8:30 UTC (PDT).
        #expect(twice.opening(of: day("2028-05-07"), in: pacific) == instant("2027-11-07T08:30:00Z"))
    }

    @Test func aReleaseOpensAWholeMonthTogetherOnItsDay() {
        // Yosemite: July's nights open on 15 February at 7 a.m. Pacific.
        let yosemite = BookingWindow.release(monthsAhead: 5, day: 15, at: at(7))
        let opening = instant("2027-02-15T15:00:00Z")
        for night in ["2027-07-01", "2027-07-15", "2027-07-31"] {
            #expect(yosemite.opening(of: day(night), in: pacific) == opening)
        }
        #expect(yosemite.opening(of: day("2027-06-30"), in: pacific) == instant("2027-01-15T15:00:00Z"))
        #expect(yosemite.lastOpenNight(at: opening.addingTimeInterval(-1), in: pacific) == day("2027-06-30"))
        #expect(yosemite.lastOpenNight(at: opening, in: pacific) == day("2027-07-31"))
        // A day past the end of the opening month is its last day.
        let late = BookingWindow.release(monthsAhead: 1, day: 31, at: at(7))
        #expect(late.openingDay(of: day("2027-03-10")) == day("2027-02-28"))
    }

    @Test func nightsAtTheEndOfALongMonthOpenOnTheLastDayOfAShorterOne() {
        let window = BookingWindow.standard
        #expect(window.openingDay(of: day("2027-08-29")) == day("2027-02-28"))
        #expect(window.openingDay(of: day("2027-08-31")) == day("2027-02-28"))
        #expect(window.openingDay(of: day("2028-08-31")) == day("2028-02-29"))
        // On 28 February at 10:00 every one of them is open.
        #expect(window.lastOpenNight(at: instant("2027-02-28T18:00:00Z"), in: pacific) == day("2027-08-31"))
    }

    @Test func anOpeningReadsAsADayATimeAndTheZonesAbbreviation() {
        let yosemite = BookingWindow.release(monthsAhead: 5, day: 15, at: at(7))
        #expect(
            BookingWindow.text(yosemite.opening(of: day("2027-11-02"), in: pacific), in: pacific)
                == "Tue 15 Jun 2027 at 7:00 a.m. PDT")
        #expect(
            BookingWindow.text(BookingWindow.standard.opening(of: day("2027-06-15"), in: pacific), in: pacific)
                == "Tue 15 Dec 2026 at 10:00 a.m. PST")
        // Arizona keeps standard time in summer; Hawaii has no other.
        #expect(
            BookingWindow.text(BookingWindow.standard.opening(of: day("2027-12-14"), in: arizona), in: arizona)
                == "Mon 14 Jun 2027 at 10:00 a.m. MST")
        #expect(
            BookingWindow.text(BookingWindow.standard.opening(of: day("2027-12-14"), in: hawaii), in: hawaii)
                == "Mon 14 Jun 2027 at 10:00 a.m. HST")
        #expect(LocalTime(hour: 0, minute: 5)?.text == "12:05 a.m.")
        #expect(LocalTime(hour: 12, minute: 0)?.text == "12:00 p.m.")
        #expect(LocalTime(hour: 24, minute: 0) == nil)
        #expect(LocalTime(hour: 7, minute: 60) == nil)
    }
}
