import Foundation

/// Lets one resolution at a time make singletons in a container tree.
///
/// With a lock per registration, two tasks entering one cycle at different
/// points (one resolving A, which needs B; the other B, which needs A) would
/// each hold one lock and wait forever for the other's. With one lock for the
/// whole tree, the first resolution makes everything its graph needs, meets
/// the cycle on its own path and reports it; the second waits its turn and
/// then does the same. A resolution re-enters freely, including from child
/// tasks, which inherit its path.
///
/// What no container can see is a factory that blocks on work done by a task
/// that does not inherit its path (`Task.detached`, a thread, a queue) when
/// that work resolves a singleton not made yet: the other task waits for the
/// factory, which waits for it. That wait is bounded: after `waitLimit` it
/// fails with `ContainerError.singletonWaitTimedOut`, naming what was being
/// made, instead of hanging.
final class SingletonConstruction: @unchecked Sendable {
    // Safe to share: `owner`, `depth` and `making` are only read and written
    // between `condition.lock()` and `condition.unlock()`.
    private let condition = NSCondition()
    private var owner: ResolutionPath?
    private var depth = 0
    private var making: [String] = []
    let waitLimit: Duration

    init(waitLimit: Duration) {
        self.waitLimit = waitLimit
    }

    /// Runs `make` as part of the resolution that `path` belongs to, after any
    /// other resolution has finished making its singletons.
    func run<T>(for path: ResolutionPath, _ make: () throws -> T) throws -> T {
        let resolution = path.outermost
        condition.lock()
        if owner !== resolution {
            let deadline = Date(
                timeIntervalSinceNow: Double(waitLimit.components.seconds)
                    + Double(waitLimit.components.attoseconds) / 1e18)
            while owner != nil {
                if !condition.wait(until: deadline), owner != nil {
                    let holder = making
                    condition.unlock()
                    throw ContainerError.singletonWaitTimedOut(
                        type: path.key.description, path: path.described, whileMaking: holder)
                }
            }
            owner = resolution
            making = resolution.described
        }
        depth += 1
        condition.unlock()
        defer {
            condition.lock()
            depth -= 1
            if depth == 0 {
                owner = nil
                making = []
                condition.broadcast()
            }
            condition.unlock()
        }
        return try make()
    }
}
