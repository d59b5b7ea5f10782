import Synchronization

/// A small dependency-injection container.
///
/// The host owns the root container; each feature builds a child of it for its
/// own layers. A child sees its parent's registrations, never the other way
/// round, and a registration in a child shadows the parent's (that is how a test
/// replaces one piece). Everything registered is `Sendable`, because a server
/// resolves from many tasks at once.
public final class MicroContainer: Resolver {
    /// The container's name, as errors and resolution paths print it.
    public let name: String
    /// The container whose registrations this one falls back to; nil for the root.
    public let parent: MicroContainer?

    private struct State {
        var registrations: [RegistrationKey: Registration] = [:]
        var order: [RegistrationKey] = []
        var duplicates: [ContainerError] = []
        var children: [WeakChild] = []
    }

    private let state = Mutex(State())
    /// One for the whole tree: a child shares its root's (see `SingletonConstruction`).
    private let construction: SingletonConstruction

    /// A container, the root of a tree or, with `parent`, a child of one.
    ///
    /// - Parameters:
    ///   - name: how errors and resolution paths name this container.
    ///   - parent: the container unresolved lookups fall through to; nil for a root.
    ///   - singletonWaitLimit: how long a resolution waits for another
    ///     one to finish making singletons before it fails with
    ///     ``ContainerError/singletonWaitTimedOut(type:path:whileMaking:)`` (only a root's limit counts).
    public init(name: String = "root", parent: MicroContainer? = nil, singletonWaitLimit: Duration = .seconds(30)) {
        self.name = name
        self.parent = parent
        construction = parent?.construction ?? SingletonConstruction(waitLimit: singletonWaitLimit)
    }

    /// A container whose unresolved lookups fall through to this one.
    public func child(named name: String) -> MicroContainer {
        let child = MicroContainer(name: name, parent: self)
        state.withLock { $0.children.append(WeakChild(child)) }
        return child
    }

    // MARK: Registering

    /// Registers how to make a `T`. Registering the same type and name twice in one
    /// container is a wiring mistake that `validate()` reports; replace on purpose
    /// with `override`.
    public func register<T: Sendable>(
        _ type: T.Type = T.self,
        name: String? = nil,
        scope: Scope = .singleton,
        factory: @escaping @Sendable (any Resolver) throws -> T
    ) {
        let registration = Registration(type, name: name, scope: scope, factory: factory)
        state.withLock { state in
            if state.registrations[registration.key] != nil {
                state.duplicates.append(
                    .duplicateRegistration(type: registration.key.description, container: self.name))
                return
            }
            state.registrations[registration.key] = registration
            state.order.append(registration.key)
        }
    }

    /// Registers an instance that already exists, as a singleton.
    public func register<T: Sendable>(_ type: T.Type = T.self, name: String? = nil, instance: T) {
        register(type, name: name, scope: .singleton) { _ in instance }
    }

    /// Replaces a registration. Every singleton already made in this container
    /// and its children is dropped too, since any of them may hold the old
    /// instance; they are made again, with the replacement, on next resolve.
    /// Meant for tests and examples that swap a real piece for a fake.
    public func override<T: Sendable>(
        _ type: T.Type = T.self,
        name: String? = nil,
        scope: Scope = .singleton,
        factory: @escaping @Sendable (any Resolver) throws -> T
    ) {
        let registration = Registration(type, name: name, scope: scope, factory: factory)
        state.withLock { state in
            if state.registrations.updateValue(registration, forKey: registration.key) == nil {
                state.order.append(registration.key)
            }
        }
        resetSingletons()
    }

    private func resetSingletons() {
        let (registrations, children) = state.withLock { state in
            (Array(state.registrations.values), state.children.compactMap(\.container))
        }
        for registration in registrations { registration.reset() }
        for child in children { child.resetSingletons() }
    }

    /// Whether this container or an ancestor can make a `T`.
    public func isRegistered<T>(_ type: T.Type, name: String? = nil) -> Bool {
        lookup(RegistrationKey(type, name: name)) != nil
    }

    // MARK: Resolving

    /// Makes or finds the `T` registered under `name` here or in an ancestor.
    ///
    /// - Throws: ``ContainerError`` naming the type and the resolution path when
    ///   nothing is registered, when the resolution is a cycle, or when a factory fails.
    public func resolve<T>(_ type: T.Type, name: String?) throws -> T {
        let key = RegistrationKey(type, name: name)
        guard let (registration, owner) = lookup(key) else {
            throw ContainerError.notRegistered(
                type: key.description, path: ResolutionPath(key, outer: ResolutionPath.current).described,
                container: self.name)
        }
        // A made singleton cannot be part of a cycle (its factory has
        // returned), so the common case never reads the resolution path.
        // `as!` cannot fail: the registration found under `T`'s key was made
        // by `register<T>`, whose factory returns a `T`. (An `as?` would also
        // cost a runtime lookup of `T?`'s metadata on every resolve.)
        if let made = registration.madeInstance {
            return made as! T
        }
        let path = ResolutionPath(key, outer: ResolutionPath.current)
        if path.outer?.contains(key) == true {
            throw ContainerError.cycle(path: path.described)
        }
        return try ResolutionPath.$current.withValue(path) {
            do {
                // The owner resolves the factory's dependencies, so a parent's
                // singleton never captures something a child registered.
                return try registration.value(resolver: owner, path: path, construction: construction) as! T
            } catch let error as ContainerError {
                throw error
            } catch {
                throw ContainerError.factoryFailed(
                    type: key.description, path: path.described, message: String(describing: error))
            }
        }
    }

    // MARK: Validating

    /// Resolves every registration in this container and in every child made from
    /// it, and reports every failure at once. Call it at start-up, so that a wiring
    /// mistake stops the launch instead of the first request that needs it.
    public func validate() throws {
        let failures = collectFailures()
        if !failures.isEmpty {
            throw ContainerError.validationFailed(failures)
        }
    }

    private func collectFailures() -> [ContainerError] {
        let (keys, duplicates, children) = state.withLock { state in
            (state.order, state.duplicates, state.children.compactMap(\.container))
        }
        var failures = duplicates
        for key in keys {
            do {
                _ = try resolve(key)
            } catch let error as ContainerError {
                failures.append(error)
            } catch {
                failures.append(.factoryFailed(type: key.description, path: [key.description], message: "\(error)"))
            }
        }
        for child in children {
            failures += child.collectFailures()
        }
        return failures
    }

    /// Resolves a key without knowing its static type, for `validate()`.
    private func resolve(_ key: RegistrationKey) throws -> any Sendable {
        guard let (registration, owner) = lookup(key) else {
            throw ContainerError.notRegistered(type: key.description, path: [key.description], container: self.name)
        }
        let path = ResolutionPath(key, outer: nil)
        return try ResolutionPath.$current.withValue(path) {
            do {
                return try registration.value(resolver: owner, path: path, construction: construction)
            } catch let error as ContainerError {
                throw error
            } catch {
                throw ContainerError.factoryFailed(type: key.description, path: [key.description], message: "\(error)")
            }
        }
    }

    private func lookup(_ key: RegistrationKey) -> (Registration, MicroContainer)? {
        if let own = state.withLock({ $0.registrations[key] }) {
            return (own, self)
        }
        return parent?.lookup(key)
    }
}

/// A child container, held weakly so a parent does not keep a finished test's
/// children alive.
private final class WeakChild: Sendable {
    weak let container: MicroContainer?
    init(_ container: MicroContainer) { self.container = container }
}
