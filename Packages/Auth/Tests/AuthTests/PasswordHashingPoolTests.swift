import API
import Foundation
import Synchronization
import Testing

@testable import Auth

/// The password checks' queue: bounded, and fair between accounts.
@Suite struct PasswordHashingPoolTests {
    @Test func anotherAccountsCheckWaitsForAtMostOneOfAFloodsNotAllOfThem() async throws {
        let pool = PasswordHashingPool(threads: 1, queueLimit: 32, niceness: 0)
        let order = Ran()
        let holding = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        // The thread is busy with the flood's first check while the rest queue.
        async let first: Void = pool.run(lane: "flood") {
            started.signal()
            holding.wait()
            order.append("flood")
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                started.wait()
                continuation.resume()
            }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await pool.run(lane: "flood") { order.append("flood") }
                }
            }
            // The person's check joins once the flood's eight are queued
            // (each queues before its task's first suspension returns).
            try await waitUntil { pool.waitingCount == 8 }
            group.addTask {
                try await pool.run(lane: "person") { order.append("person") }
            }
            try await waitUntil { pool.waitingCount == 9 }
            holding.signal()
            try await group.waitForAll()
        }
        try await first
        let ran = order.names
        #expect(ran.count == 10)
        // The running check, one more of the flood's, then the person's.
        #expect(ran.firstIndex(of: "person") == 2, "\(ran)")
    }

    @Test func pastItsLimitACheckIsRefusedAtOnceWith503AndRetryAfter() async throws {
        let pool = PasswordHashingPool(threads: 1, queueLimit: 2, niceness: 0)
        let holding = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        async let running: Void = pool.run(lane: "a") {
            started.signal()
            holding.wait()
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                started.wait()
                continuation.resume()
            }
        }
        async let second: Void = pool.run(lane: "b") {}
        async let third: Void = pool.run(lane: "c") {}
        try await waitUntil { pool.waitingCount == 2 }
        await #expect {
            try await pool.run(lane: "d") {}
        } throws: { error in
            guard let problem = error as? Problem else { return false }
            return problem.status == 503 && problem.retryAfter == 1
        }
        holding.signal()
        _ = try await (running, second, third)
        #expect(pool.waitingCount == 0)
    }

    /// Polls `condition` until it holds, for up to 30 s.
    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() {
            guard ContinuousClock.now < deadline else { throw TimedOut() }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    struct TimedOut: Error {}

    /// The lanes' checks in the order they ran.
    final class Ran: Sendable {
        private let order = Mutex<[String]>([])
        func append(_ name: String) { order.withLock { $0.append(name) } }
        var names: [String] { order.withLock { $0 } }
    }
}
