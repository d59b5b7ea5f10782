import Foundation

/// A cached value, when it was stored (which gives its age), and the `ETag`
/// the server named it by, if it sent one: a later read asks with it whether
/// the value is still the answer, and is spared the body when it is.
public struct CacheEntry<Value: Sendable>: Sendable {
    public var value: Value
    public var storedAt: Date
    public var etag: String?

    public init(_ value: Value, storedAt: Date, etag: String? = nil) {
        self.value = value
        self.storedAt = storedAt
        self.etag = etag
    }
}
