import Foundation
import ReservationsDomain
import Testing

/// How often one account, and one address, may ask for a hold (issue 48).
struct HoldAttemptLimitTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let limit = HoldAttemptLimit(.init(perAccount: 3, perAddress: 5))

    /// The seconds a refusal asks to wait; nil when the ask was counted.
    func refusal(_ account: UUID, _ address: String?, at seconds: TimeInterval) -> Int? {
        do {
            try limit.take(account: account, address: address, now: start.addingTimeInterval(seconds))
            return nil
        } catch ReservationsError.tooManyHoldAttempts(let retryAfter) {
            return retryAfter
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    @Test func anAccountPastItsShareWaitsUntilItsMinuteEndsThenAsksAgain() {
        let ada = UUID()
        #expect((0..<3).map { refusal(ada, "10.0.0.1", at: Double($0)) } == [nil, nil, nil])
        #expect(refusal(ada, "10.0.0.1", at: 20) == 40)
        // Refused asks count too, and the wait still ends with the minute.
        #expect(refusal(ada, "10.0.0.1", at: 59.5) == 1)
        #expect(refusal(ada, "10.0.0.1", at: 60) == nil)
        // Another account is not held back by hers.
        #expect(refusal(UUID(), "10.0.0.2", at: 30) == nil)
    }

    @Test func anAddressSharesItsMinuteAmongEveryAccountBehindIt() {
        // The sixth ask, at second 5, waits for the minute begun at 0.
        let answers = (0..<6).map { refusal(UUID(), "192.0.2.7", at: Double($0)) }
        #expect(answers == [nil, nil, nil, nil, nil, 55])
        // Without an address, only the account is counted.
        #expect((0..<3).map { _ in refusal(UUID(), nil, at: 10) } == [nil, nil, nil])
    }

    @Test func endedMinutesAreDroppedSoTheCountFollowsRecentClients() {
        let small = HoldAttemptLimit(.init(perAccount: 3, perAddress: 5), tidyAbove: 10)
        for n in 0..<10 { try? small.take(account: UUID(), address: nil, now: start.addingTimeInterval(Double(n))) }
        #expect(small.keptKeys == 10)
        // A minute on, the next new client finds every kept window ended.
        try? small.take(account: UUID(), address: nil, now: start.addingTimeInterval(70))
        #expect(small.keptKeys == 1)
    }
}
