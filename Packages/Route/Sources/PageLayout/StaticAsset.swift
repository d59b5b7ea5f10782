/// A file the pages load (the stylesheet, the icon), kept in memory with what
/// a cache needs to know about it.
///
/// A fingerprinted asset's path carries a digest of its bytes, so a browser
/// may keep it for a year without asking again: when the bytes change, the
/// pages name a new path. The ETag is the same digest, for the few addresses
/// that cannot change name (`/favicon.ico`, the unversioned stylesheet).
public struct StaticAsset: Sendable {
    /// The address it is served at (fingerprinted: with its digest in the name).
    public let path: String
    /// Its `Content-Type`.
    public let contentType: String
    /// Its bytes.
    public let bytes: [UInt8]
    /// Its ETag: the digest of its bytes.
    public let etag: String
    /// Whether `path` carries the digest, and so may be cached as immutable.
    public let isFingerprinted: Bool

    /// `name` is "app.css"; a fingerprinted asset is served at `/assets/app.<digest>.css`.
    public init(name: String, contentType: String, bytes: [UInt8], fingerprinted: Bool = true) {
        let digest = Self.digest(bytes)
        self.contentType = contentType
        self.bytes = bytes
        self.etag = "\"\(digest)\""
        self.isFingerprinted = fingerprinted
        if fingerprinted, let dot = name.lastIndex(of: ".") {
            let stem = name[..<dot]
            let suffix = name[name.index(after: dot)...]
            self.path = "/assets/\(stem).\(digest.prefix(12)).\(suffix)"
        } else {
            self.path = name.hasPrefix("/") ? name : "/assets/\(name)"
        }
    }

    /// Cache-Control for this asset: a year and immutable for a fingerprinted
    /// path, a day (then revalidate by ETag) for a fixed one.
    public var cacheControl: String {
        isFingerprinted ? "public, max-age=31536000, immutable" : "public, max-age=86400"
    }

    /// 64-bit FNV-1a as 16 hex digits: not a security digest, only a name
    /// that changes when the bytes do.
    static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
