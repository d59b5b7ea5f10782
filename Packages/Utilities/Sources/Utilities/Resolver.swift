/// What a factory sees: a way to resolve its own dependencies.
public protocol Resolver: Sendable {
    func resolve<T>(_ type: T.Type, name: String?) throws -> T
}

extension Resolver {
    public func resolve<T>(_ type: T.Type = T.self) throws -> T {
        try resolve(type, name: nil)
    }
}
