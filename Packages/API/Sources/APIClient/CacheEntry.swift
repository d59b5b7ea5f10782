import Foundation

/// A cached value, when it was stored (which gives its age), and the `ETag`
/// the server named it by, if it sent one: a later read asks with it whether
/// the value is still the answer, and is spared the body when it is.
public struct CacheEntry<Value: Sendable>: Sendable {
    /// The value kept.
    public var value: Value
    /// When it was stored (or last confirmed by the server).
    public var storedAt: Date
    /// The server's tag for it, to revalidate with.
    public var etag: String?

    /// An entry for `value`.
    public init(_ value: Value, storedAt: Date, etag: String? = nil) {
        self.value = value
        self.storedAt = storedAt
        self.etag = etag
    }
}
