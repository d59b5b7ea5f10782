import Synchronization

/// One entry in a container: the factory, its scope, and for singletons the
/// instance once it has been made.
final class Registration: Sendable {
    let key: RegistrationKey
    let scope: Scope
    private let factory: @Sendable (any Resolver) throws -> any Sendable
    /// Held while a singleton is being made, so that concurrent resolvers wait for
    /// the one instance instead of each making their own. A factory that comes back
    /// to this registration is a cycle, and is refused before it reaches the lock.
    private let instance = Mutex<(any Sendable)?>(nil)

    init<T: Sendable>(
        _ type: T.Type, name: String?, scope: Scope, factory: @escaping @Sendable (any Resolver) throws -> T
    ) {
        key = RegistrationKey(type, name: name)
        self.scope = scope
        self.factory = { try factory($0) }
    }

    /// Forgets the singleton, so the next resolve makes a new one.
    func reset() {
        instance.withLock { $0 = nil }
    }

    /// The singleton, when it has been made: the common case, answered without
    /// touching the resolution path. Never waits: while the lock is held the
    /// instance is being made, perhaps by a factory that has come back to this
    /// registration (a cycle), so the caller takes the path that checks for
    /// cycles and then waits in `value(resolver:)`.
    var madeInstance: (any Sendable)? {
        guard scope == .singleton else { return nil }
        return instance.withLockIfAvailable { $0 } ?? nil
    }

    func value(resolver: any Resolver) throws -> any Sendable {
        switch scope {
        case .perResolve:
            return try factory(resolver)
        case .singleton:
            return try instance.withLock { cached in
                if let cached { return cached }
                let made = try factory(resolver)
                cached = made
                return made
            }
        }
    }
}
