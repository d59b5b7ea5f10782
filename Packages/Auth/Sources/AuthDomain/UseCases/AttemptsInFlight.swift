import Synchronization

/// The password checks this process has begun and not yet finished, per
/// budget key. An attempt over its budget while checks of one of its keys
/// are in flight waits for one to finish and tries again, since a right
/// password among them gives the budget back; with none in flight it is
/// turned away at once.
final class AttemptsInFlight: Sendable {
    private enum Decision {
        case check
        case waitForAFinish(since: UInt64)
        case turnAway
    }

    private struct Waiter {
        var keys: [String]
        var resume: CheckedContinuation<Void, Never>
    }

    private struct State {
        var checking: [String: Int] = [:]
        var waiters: [Waiter] = []
        /// Counts the checks that have finished, so that a finish between an
        /// attempt's decision and its wait is not missed.
        var finished: UInt64 = 0
        /// Whether an attempt is taking its place now, and who waits to.
        var taking = false
        var queue: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Takes an attempt's places with `take` (0 when there was room, else the
    /// seconds until there is, having given them back). Attempts take their
    /// places one at a time in this process, so one that finds no room sees
    /// every check that found some. Answers 0 once the attempt may check
    /// (`finish` must follow), or the seconds to wait when it is turned away.
    func begin(_ keys: [String], take: () async throws -> Int) async throws -> Int {
        while true {
            await takeTurn()
            let wait: Int
            do {
                wait = try await take()
            } catch {
                endTurn()
                throw error
            }
            let decision: Decision = state.withLock { state in
                if wait == 0 {
                    for key in keys { state.checking[key, default: 0] += 1 }
                    return .check
                }
                return keys.contains { state.checking[$0] != nil } ? .waitForAFinish(since: state.finished) : .turnAway
            }
            endTurn()
            switch decision {
            case .check: return 0
            case .turnAway: return wait
            case .waitForAFinish(let since): await waitForAFinish(of: keys, since: since)
            }
        }
    }

    /// Ends a check, and wakes every attempt waiting on one of its keys.
    func finish(_ keys: [String]) {
        let woken: [CheckedContinuation<Void, Never>] = state.withLock { state in
            for key in keys {
                let left = (state.checking[key] ?? 1) - 1
                state.checking[key] = left > 0 ? left : nil
            }
            state.finished &+= 1
            let wake = state.waiters.filter { $0.keys.contains(where: keys.contains) }
            state.waiters.removeAll { $0.keys.contains(where: keys.contains) }
            return wake.map(\.resume)
        }
        for waiter in woken { waiter.resume() }
    }

    /// Returns once a check of one of `keys` has finished since `since`.
    private func waitForAFinish(of keys: [String], since: UInt64) async {
        await withCheckedContinuation { continuation in
            let waiting = state.withLock { state in
                guard state.finished == since else { return false }
                state.waiters.append(Waiter(keys: keys, resume: continuation))
                return true
            }
            if !waiting { continuation.resume() }
        }
    }

    private func takeTurn() async {
        await withCheckedContinuation { continuation in
            let mine = state.withLock { state in
                guard state.taking else {
                    state.taking = true
                    return true
                }
                state.queue.append(continuation)
                return false
            }
            if mine { continuation.resume() }
        }
    }

    private func endTurn() {
        let next: CheckedContinuation<Void, Never>? = state.withLock { state in
            guard !state.queue.isEmpty else {
                state.taking = false
                return nil
            }
            return state.queue.removeFirst()
        }
        next?.resume()
    }
}
