import API
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The lasting tier: one file per key under a directory, so values outlive
/// the process. Writes are atomic (a new file renamed over the old one), the
/// directory is kept under `maxBytes` by removing the entries used least
/// recently, and each entry keeps when it was stored. A file it cannot read,
/// or one written for another key, is a miss, never a crash.
public final class DiskCache: Sendable {
    /// The folder the entries live in.
    public let directory: URL
    /// The most bytes the folder may hold.
    public let maxBytes: Int
    /// One writer at a time within the process; other processes see whole
    /// files only, thanks to the rename.
    private let writing = Mutex(())

    static let format = "landmarks-client-cache/1"
    static let fileExtension = "entry"

    /// A cache in `directory` of at most `maxBytes`.
    public init(directory: URL, maxBytes: Int = 20 * 1024 * 1024) {
        self.directory = directory
        self.maxBytes = maxBytes
    }

    /// The entry at `key`, if one is kept and reads as `type`.
    public func entry<Value: Codable & Sendable>(_ key: String, as type: Value.Type) -> CacheEntry<Value>? {
        let file = url(for: key)
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        guard let envelope = try? APIJSON.decoder().decode(Envelope<Value>.self, from: data),
            envelope.format == Self.format
        else {
            // Torn, foreign or from an older client: unreadable either way.
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        guard envelope.key == key else { return nil }
        // Reading counts as use, for eviction.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        return CacheEntry(envelope.value, storedAt: envelope.storedAt, etag: envelope.etag)
    }

    /// Stores the entry; false when it could not be written (a full disk, an
    /// entry larger than the cap). Caching is best effort: the caller has
    /// its value either way.
    @discardableResult
    public func store<Value: Codable & Sendable>(_ entry: CacheEntry<Value>, at key: String) -> Bool {
        let envelope = Envelope(
            format: Self.format, key: key, storedAt: entry.storedAt, etag: entry.etag, value: entry.value)
        guard let data = try? APIJSON.encoder().encode(envelope), data.count <= maxBytes else { return false }
        return writing.withLock { _ in
            guard prepareDirectory() else { return false }
            let temporary = directory.appendingPathComponent(".\(UUID().uuidString).tmp")
            guard
                FileManager.default.createFile(
                    atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
            else { return false }
            guard rename(temporary.path, url(for: key).path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                return false
            }
            evictBeyondCap()
            return true
        }
    }

    /// Forgets every entry whose key starts with `prefix`.
    public func removeAll(prefix: String) {
        writing.withLock { _ in
            for file in entryFiles() {
                guard let data = FileManager.default.contents(atPath: file.url.path),
                    let header = try? APIJSON.decoder().decode(Header.self, from: data)
                else { continue }
                if header.key.hasPrefix(prefix) { try? FileManager.default.removeItem(at: file.url) }
            }
        }
    }

    /// The bytes its entries take.
    public var totalBytes: Int { entryFiles().reduce(0) { $0 + $1.size } }

    /// How many entries it holds.
    public var count: Int { entryFiles().count }

    func url(for key: String) -> URL {
        directory.appendingPathComponent("\(Self.fileName(for: key)).\(Self.fileExtension)")
    }

    /// FNV-1a of the key: a stable, file-safe name. The envelope keeps the
    /// whole key, so two keys with one name are told apart.
    static func fileName(for key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private func prepareDirectory() -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            return isDirectory.boolValue
        }
        // Owner only: the cache may hold an account's reservations.
        return
            (try? FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
    }

    private func evictBeyondCap() {
        var files = entryFiles()
        var total = files.reduce(0) { $0 + $1.size }
        guard total > maxBytes else { return }
        files.sort { $0.used < $1.used }
        for file in files where total > maxBytes {
            try? FileManager.default.removeItem(at: file.url)
            total -= file.size
        }
    }

    private func entryFiles() -> [(url: URL, size: Int, used: Date)] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let urls = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)
        else { return [] }
        return urls.filter { $0.pathExtension == Self.fileExtension }.compactMap { url in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
            return (
                url, (attributes[.size] as? NSNumber)?.intValue ?? 0,
                attributes[.modificationDate] as? Date ?? .distantPast
            )
        }
    }

    private struct Envelope<Value: Codable>: Codable {
        var format: String
        var key: String
        var storedAt: Date
        /// Absent in an entry written before ETags were kept.
        var etag: String?
        var value: Value
    }

    private struct Header: Codable {
        var key: String
    }
}
