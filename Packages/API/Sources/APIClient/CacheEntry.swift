import Foundation

/// A cached value and when it was stored, which gives its age.
public struct CacheEntry<Value: Sendable>: Sendable {
    public var value: Value
    public var storedAt: Date

    public init(_ value: Value, storedAt: Date) {
        self.value = value
        self.storedAt = storedAt
    }
}
