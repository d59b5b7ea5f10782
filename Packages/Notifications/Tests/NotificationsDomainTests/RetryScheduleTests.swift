import Foundation
import NotificationsDomain
import Testing

@Suite struct RetryScheduleTests {
    @Test func theWaitDoublesFromThirtySecondsToAnHour() {
        let written = Date(timeIntervalSince1970: 0)
        let waits = (1...10).map {
            RetrySchedule.standard.nextAttempt(after: $0, createdAt: written, now: written)!.timeIntervalSince(written)
        }
        #expect(waits == [30, 60, 120, 240, 480, 960, 1_920, 3_600, 3_600, 3_600])
    }

    @Test func aMailIsNotTriedOnceItWouldHaveWaitedTwoDays() {
        let written = Date(timeIntervalSince1970: 0)
        let almost = written.addingTimeInterval(2 * 86_400 - 3_601)
        #expect(RetrySchedule.standard.nextAttempt(after: 40, createdAt: written, now: almost) != nil)
        #expect(
            RetrySchedule.standard.nextAttempt(after: 41, createdAt: written, now: almost.addingTimeInterval(2)) == nil)
    }
}
