/// What a factory sees: a way to resolve its own dependencies.
public protocol Resolver: Sendable {
    /// The `T` registered under `name` (nil: the unnamed registration).
    func resolve<T>(_ type: T.Type, name: String?) throws -> T
}

extension Resolver {
    /// The unnamed `T`; its type is usually inferred from where it goes.
    public func resolve<T>(_ type: T.Type = T.self) throws -> T {
        try resolve(type, name: nil)
    }
}
