import Synchronization

/// One entry in a container: the factory, its scope, and for singletons the
/// instance once it has been made.
final class Registration: Sendable {
    let key: RegistrationKey
    let scope: Scope
    private let factory: @Sendable (any Resolver) throws -> any Sendable
    /// The singleton once made. Never held while a factory runs: making is
    /// serialised by the container tree's `SingletonConstruction` instead.
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
    /// touching the resolution path.
    var madeInstance: (any Sendable)? {
        guard scope == .singleton else { return nil }
        return instance.withLock { $0 }
    }

    func value(resolver: any Resolver, path: ResolutionPath, construction: SingletonConstruction) throws -> any Sendable
    {
        switch scope {
        case .perResolve:
            return try factory(resolver)
        case .singleton:
            return try construction.run(for: path) {
                // Another resolution may have made it while this one waited.
                if let made = instance.withLock({ $0 }) { return made }
                let made = try factory(resolver)
                instance.withLock { $0 = made }
                return made
            }
        }
    }
}
