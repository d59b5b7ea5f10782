import Foundation
import Synchronization
import Testing

@testable import Utilities

private protocol Greeter: Sendable { func greet() -> String }
private struct EnglishGreeter: Greeter { func greet() -> String { "Hello" } }
private struct FrenchGreeter: Greeter { func greet() -> String { "Bonjour" } }
private final class Counter: Sendable {
    let made = Atomic<Int>(0)
}
private final class Service: Sendable {
    let greeter: any Greeter
    init(greeter: any Greeter) { self.greeter = greeter }
}
private struct Database: Sendable { let url: String }
private struct BrokenFactory: Error, CustomStringConvertible { var description: String { "disk on fire" } }

@Suite("MicroContainer")
struct MicroContainerTests {
    @Test func resolvesWhatWasRegistered() throws {
        let container = MicroContainer()
        container.register((any Greeter).self) { _ in EnglishGreeter() }
        let greeter = try container.resolve((any Greeter).self)
        #expect(greeter.greet() == "Hello")
    }

    @Test func singletonIsMadeOnce() throws {
        let container = MicroContainer()
        let counter = Counter()
        container.register(Service.self, scope: .singleton) { _ in
            counter.made.add(1, ordering: .relaxed)
            return Service(greeter: EnglishGreeter())
        }
        let first = try container.resolve(Service.self)
        let second = try container.resolve(Service.self)
        #expect(first === second)
        #expect(counter.made.load(ordering: .relaxed) == 1)
    }

    @Test func perResolveMakesANewInstanceEachTime() throws {
        let container = MicroContainer()
        container.register(Service.self, scope: .perResolve) { _ in Service(greeter: EnglishGreeter()) }
        let first = try container.resolve(Service.self)
        let second = try container.resolve(Service.self)
        #expect(first !== second)
    }

    @Test func namedRegistrationsAreDistinct() throws {
        let container = MicroContainer()
        container.register((any Greeter).self, name: "en") { _ in EnglishGreeter() }
        container.register((any Greeter).self, name: "fr") { _ in FrenchGreeter() }
        #expect(try container.resolve((any Greeter).self, name: "en").greet() == "Hello")
        #expect(try container.resolve((any Greeter).self, name: "fr").greet() == "Bonjour")
        #expect(throws: ContainerError.self) { try container.resolve((any Greeter).self) }
    }

    @Test func factoriesResolveTheirDependencies() throws {
        let container = MicroContainer()
        container.register((any Greeter).self) { _ in FrenchGreeter() }
        container.register(Service.self) { r in Service(greeter: try r.resolve()) }
        #expect(try container.resolve(Service.self).greeter.greet() == "Bonjour")
    }

    @Test func missingRegistrationNamesTheTypeAndThePath() throws {
        let container = MicroContainer(name: "root")
        container.register(Service.self) { r in Service(greeter: try r.resolve()) }
        let error = try #require(throws: ContainerError.self) { try container.resolve(Service.self) }
        guard case .notRegistered(let type, let path, _) = error else {
            Issue.record("expected notRegistered, got \(error)")
            return
        }
        #expect(type.contains("Greeter"))
        #expect(path.count == 2)
        #expect(path[0].hasSuffix("Service"))
        #expect(path[1].contains("Greeter"))
        #expect(error.description.contains("Service -> "))
    }

    @Test func childSeesParentButParentDoesNotSeeChild() throws {
        let root = MicroContainer()
        root.register(Database.self, instance: Database(url: "sqlite://x"))
        let feature = root.child(named: "feature")
        feature.register((any Greeter).self) { _ in EnglishGreeter() }
        #expect(try feature.resolve(Database.self).url == "sqlite://x")
        #expect(throws: ContainerError.self) { try root.resolve((any Greeter).self) }
    }

    @Test func parentSingletonIsSharedByChildren() throws {
        let root = MicroContainer()
        root.register(Service.self) { _ in Service(greeter: EnglishGreeter()) }
        let a = root.child(named: "a")
        let b = root.child(named: "b")
        #expect(try a.resolve(Service.self) === b.resolve(Service.self))
    }

    @Test func parentFactoriesDoNotCaptureChildRegistrations() throws {
        let root = MicroContainer()
        root.register((any Greeter).self) { _ in EnglishGreeter() }
        root.register(Service.self, scope: .perResolve) { r in Service(greeter: try r.resolve()) }
        let child = root.child(named: "child")
        child.register((any Greeter).self) { _ in FrenchGreeter() }
        #expect(try child.resolve((any Greeter).self).greet() == "Bonjour")
        #expect(try child.resolve(Service.self).greeter.greet() == "Hello")
    }

    @Test func detectsADirectCycleAndNamesIt() throws {
        let container = MicroContainer()
        container.register(Service.self) { r in
            _ = try r.resolve(Database.self)
            return Service(greeter: EnglishGreeter())
        }
        container.register(Database.self) { r in
            _ = try r.resolve(Service.self)
            return Database(url: "x")
        }
        let error = try #require(throws: ContainerError.self) { try container.resolve(Service.self) }
        guard case .cycle(let path) = error else {
            Issue.record("expected a cycle, got \(error)")
            return
        }
        #expect(path.count == 3)
        #expect(path.first == path.last)
    }

    @Test func detectsACycleThroughTheContainerItselfRatherThanTheResolver() throws {
        let container = MicroContainer()
        container.register(Database.self) { _ in try container.resolve(Database.self) }
        #expect(
            throws: ContainerError.cycle(path: [
                String(reflecting: Database.self), String(reflecting: Database.self),
            ])
        ) {
            try container.resolve(Database.self)
        }
    }

    @Test func aCycleIsCaughtInAChildTaskThatInheritsTheChain() throws {
        let container = MicroContainer()
        container.register(Database.self) { _ in
            // A factory that hands work to a child task, which comes back to the
            // same type: the task-local chain follows it there.
            let outcome = Mutex<Result<Database, any Error>?>(nil)
            let done = DispatchSemaphore(value: 0)
            Task {
                outcome.withLock { $0 = Result { try container.resolve(Database.self) } }
                done.signal()
            }
            guard done.wait(timeout: .now() + 10) == .success else { throw BrokenFactory() }
            return try outcome.withLock { $0! }.get()
        }
        // On a thread of its own: the factory blocks, and on a one-core
        // machine the child task needs the cooperative pool's only thread.
        let result = onThread { try container.resolve(Database.self) }
        #expect(throws: ContainerError.self) { try #require(result).get() }
    }

    @Test func twoResolutionsEnteringOneCycleAtDifferentPointsBothReportItInsteadOfWaitingForever() throws {
        let container = MicroContainer()
        let secondStarted = DispatchSemaphore(value: 0)
        container.register(Service.self) { r in
            // Let the other resolution start (at Database) before this one goes on.
            // (Signalled again for the factory's second run, in the other resolution.)
            if secondStarted.wait(timeout: .now() + 5) == .success { secondStarted.signal() }
            Thread.sleep(forTimeInterval: 0.05)
            _ = try r.resolve(Database.self)
            return Service(greeter: EnglishGreeter())
        }
        container.register(Database.self) { r in
            _ = try r.resolve(Service.self)
            return Database(url: "x")
        }
        let first = Mutex<Result<Service, any Error>?>(nil)
        let second = Mutex<Result<Database, any Error>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            first.withLock { $0 = Result { try container.resolve(Service.self) } }
            finished.signal()
        }
        Thread.detachNewThread {
            secondStarted.signal()
            second.withLock { $0 = Result { try container.resolve(Database.self) } }
            finished.signal()
        }
        try #require(finished.wait(timeout: .now() + 10) == .success, "a resolution never finished: deadlock")
        try #require(finished.wait(timeout: .now() + 10) == .success, "a resolution never finished: deadlock")
        for outcome in [
            first.withLock { $0.map { $0.map { _ in () } } }, second.withLock { $0.map { $0.map { _ in () } } },
        ] {
            let error = try #require(throws: ContainerError.self) { try #require(outcome).get() }
            guard case .cycle = error else {
                Issue.record("expected a cycle, got \(error)")
                continue
            }
        }
    }

    @Test func aFactoryWaitingOnAThreadThatResolvesFailsAfterTheWaitLimitInsteadOfHanging() throws {
        // The documented limit: a thread does not inherit the resolution, so
        // the container cannot tell it from a stranger; the wait is bounded.
        let container = MicroContainer(singletonWaitLimit: .milliseconds(200))
        container.register((any Greeter).self) { _ in EnglishGreeter() }
        container.register(Service.self) { _ in
            let greeter = onThread { try container.resolve((any Greeter).self) }
            return Service(greeter: try #require(greeter).get())
        }
        let error = try #require(throws: ContainerError.self) { try container.resolve(Service.self) }
        guard case .singletonWaitTimedOut(let type, _, let making) = error else {
            Issue.record("expected the wait to time out, got \(error)")
            return
        }
        #expect(type.hasSuffix("Greeter"))
        #expect(making.count == 1 && making[0].hasSuffix("Service"))
        // Nothing was left half made: resolved from the right place, it works.
        #expect(try container.resolve((any Greeter).self).greet() == "Hello")
    }

    @Test func concurrentResolversGetOneSingletonAndNoFalseCycles() async throws {
        let container = MicroContainer()
        let counter = Counter()
        container.register((any Greeter).self) { _ in EnglishGreeter() }
        container.register(Service.self) { r in
            counter.made.add(1, ordering: .relaxed)
            return Service(greeter: try r.resolve())
        }
        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<500 {
                group.addTask { ObjectIdentifier(try container.resolve(Service.self)) }
            }
            var seen = Set<ObjectIdentifier>()
            for try await id in group { seen.insert(id) }
            return seen
        }
        #expect(identities.count == 1)
        #expect(counter.made.load(ordering: .relaxed) == 1)
    }

    @Test func overrideReplacesARegistrationAndDropsTheOldSingleton() throws {
        let container = MicroContainer()
        container.register((any Greeter).self) { _ in EnglishGreeter() }
        #expect(try container.resolve((any Greeter).self).greet() == "Hello")
        container.override((any Greeter).self) { _ in FrenchGreeter() }
        #expect(try container.resolve((any Greeter).self).greet() == "Bonjour")
        try container.validate()
    }

    @Test func overrideRebuildsSingletonsThatHeldTheOldInstance() throws {
        let root = MicroContainer()
        root.register((any Greeter).self) { _ in EnglishGreeter() }
        let feature = root.child(named: "feature")
        feature.register(Service.self) { r in Service(greeter: try r.resolve()) }
        #expect(try feature.resolve(Service.self).greeter.greet() == "Hello")
        root.override((any Greeter).self) { _ in FrenchGreeter() }
        #expect(try feature.resolve(Service.self).greeter.greet() == "Bonjour")
    }

    @Test func aChildCanOverrideForATestWithoutTouchingTheParent() throws {
        let root = MicroContainer()
        root.register((any Greeter).self) { _ in EnglishGreeter() }
        let test = root.child(named: "test")
        test.override((any Greeter).self) { _ in FrenchGreeter() }
        #expect(try test.resolve((any Greeter).self).greet() == "Bonjour")
        #expect(try root.resolve((any Greeter).self).greet() == "Hello")
    }

    @Test func validateReportsEveryFailureInTheTreeAtOnce() throws {
        let root = MicroContainer()
        root.register(Database.self) { _ in throw BrokenFactory() }
        let feature = root.child(named: "feature")
        feature.register(Service.self) { r in Service(greeter: try r.resolve()) }
        feature.register((any Greeter).self) { _ in EnglishGreeter() }
        feature.register((any Greeter).self) { _ in FrenchGreeter() }
        let error = try #require(throws: ContainerError.self) { try root.validate() }
        guard case .validationFailed(let failures) = error else {
            Issue.record("expected validationFailed, got \(error)")
            return
        }
        #expect(failures.count == 2)
        #expect(failures.contains { if case .factoryFailed(_, _, "disk on fire") = $0 { true } else { false } })
        #expect(failures.contains { if case .duplicateRegistration = $0 { true } else { false } })
        #expect(error.description.contains("2 registration(s) failed"))
    }

    @Test func validateMakesSingletonsAtStartUp() throws {
        let container = MicroContainer()
        let counter = Counter()
        container.register(Service.self) { _ in
            counter.made.add(1, ordering: .relaxed)
            return Service(greeter: EnglishGreeter())
        }
        try container.validate()
        #expect(counter.made.load(ordering: .relaxed) == 1)
        _ = try container.resolve(Service.self)
        #expect(counter.made.load(ordering: .relaxed) == 1)
    }

    @Test func factoryErrorsAreWrappedWithThePath() throws {
        let container = MicroContainer()
        container.register(Database.self) { _ in throw BrokenFactory() }
        container.register(Service.self) { r in
            _ = try r.resolve(Database.self)
            return Service(greeter: EnglishGreeter())
        }
        let error = try #require(throws: ContainerError.self) { try container.resolve(Service.self) }
        guard case .factoryFailed(let type, let path, let message) = error else {
            Issue.record("expected factoryFailed, got \(error)")
            return
        }
        #expect(type.hasSuffix("Database"))
        #expect(path.count == 2)
        #expect(message == "disk on fire")
    }

    @Test func aFailedSingletonIsRetriedOnTheNextResolve() throws {
        let container = MicroContainer()
        let attempts = Counter()
        container.register(Database.self) { _ in
            if attempts.made.add(1, ordering: .relaxed).newValue == 1 { throw BrokenFactory() }
            return Database(url: "ok")
        }
        #expect(throws: ContainerError.self) { try container.resolve(Database.self) }
        #expect(try container.resolve(Database.self).url == "ok")
    }

    @Test func isRegisteredLooksThroughParents() {
        let root = MicroContainer()
        root.register(Database.self, instance: Database(url: "x"))
        let child = root.child(named: "child")
        #expect(child.isRegistered(Database.self))
        #expect(!child.isRegistered(Service.self))
        #expect(!child.isRegistered(Database.self, name: "other"))
    }
}

extension MicroContainerTests {
    @Test func aCycleThroughANestedFactoryThatCallsTheContainerDirectlyIsRefusedNotADeadlock() throws {
        let container = MicroContainer()
        container.register(Service.self) { r in Service(greeter: try r.resolve()) }
        container.register((any Greeter).self) { _ in
            _ = try container.resolve(Service.self)
            return EnglishGreeter()
        }
        #expect(throws: ContainerError.self) { try container.resolve(Service.self) }
    }
}

/// Runs `body` on a thread of its own and waits (at most ten seconds) for it.
private func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) -> Result<T, any Error>? {
    let outcome = Mutex<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        outcome.withLock { $0 = Result { try body() } }
        done.signal()
    }
    guard done.wait(timeout: .now() + 10) == .success else { return nil }
    return outcome.withLock { $0 }
}
