import Foundation
import Hummingbird
import Synchronization

/// Encoded answers kept for reuse, each with its ETag, for content that many
/// callers share and that changes rarely (the landmark catalogue). An entry is
/// valid for one generation of its source: a newer generation empties the
/// cache. It holds at most `capacity` entries and empties when full, so a
/// stream of distinct queries costs bounded memory, never an error.
public final class ResponseCache<Key: Hashable & Sendable>: Sendable {
    /// One kept answer.
    public struct Entry: Sendable {
        /// The encoded body.
        public let body: ByteBuffer
        /// A strong validator: the same bytes always give the same tag.
        public let etag: String

        /// An entry for `body`, with its ETag.
        public init(body: ByteBuffer) {
            self.body = body
            etag = Self.tag(body)
        }

        /// FNV-1a over the bytes: cheap, and a collision only costs a client
        /// one stale 304 in 2^64.
        static func tag(_ body: ByteBuffer) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in body.readableBytesView {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            let hex = String(hash, radix: 16)
            return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
        }
    }

    private struct State {
        var generation = Int.min
        var entries: [Key: Entry] = [:]
    }

    /// The most answers kept; one more empties the cache.
    public let capacity: Int
    private let state = Mutex(State())

    /// A cache of at most `capacity` answers.
    public init(capacity: Int = 512) {
        self.capacity = max(1, capacity)
    }

    /// The answer kept for `key` in `generation`; nil when none, or an older one.
    public func entry(for key: Key, generation: Int) -> Entry? {
        state.withLock { state in
            state.generation == generation ? state.entries[key] : nil
        }
    }

    /// Keeps the body for this generation and returns its entry. An older
    /// generation than the one held is not kept (a slow request that read
    /// before a refresh must not bring stale bytes back).
    @discardableResult
    public func store(_ body: ByteBuffer, for key: Key, generation: Int) -> Entry {
        let entry = Entry(body: body)
        state.withLock { state in
            if generation > state.generation {
                state.generation = generation
                state.entries = [:]
            }
            guard generation == state.generation else { return }
            if state.entries.count >= capacity { state.entries = [:] }
            state.entries[key] = entry
        }
        return entry
    }

    /// The kept entry, or `make`'s bytes kept for this generation.
    public func entry(for key: Key, generation: Int, make: () async throws -> Data) async rethrows -> Entry {
        if let kept = entry(for: key, generation: generation) { return kept }
        return store(ByteBuffer(bytes: try await make()), for: key, generation: generation)
    }

    /// How many answers are kept.
    public var count: Int { state.withLock { $0.entries.count } }
}

/// Conditional requests.
extension Request {
    /// Whether the client already holds `etag` (If-None-Match, weak or strong).
    ///
    /// A tag may arrive percent-encoded (`%22…%22`): swift-openapi-runtime
    /// writes every header parameter that way. Our tags are hex digits in
    /// quotes and never hold a `%`, so decoding first is unambiguous.
    public func alreadyHas(etag: String) -> Bool {
        guard let header = headers[.ifNoneMatch] else { return false }
        let decoded = header.contains("%") ? header.removingPercentEncoding ?? header : header
        return decoded.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == etag
        }
    }
}

/// Answers from a cache.
extension Response {
    /// An answer from a cache: 304 without a body when the client holds it
    /// already. Shared caches may keep a shared one but must revalidate, and
    /// never hand it to a caller with credentials; a private one (a signed-in
    /// caller's) only the caller's own client may keep.
    public static func cached(
        _ entry: ResponseCache<some Hashable & Sendable>.Entry, contentType: String, status: HTTPResponse.Status = .ok,
        for request: Request, private: Bool = false
    ) -> Response {
        var headers: HTTPFields = [
            .eTag: entry.etag, .cacheControl: `private` ? "private, no-cache" : "no-cache",
            .vary: "Authorization, Cookie",
        ]
        if request.alreadyHas(etag: entry.etag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: .init(byteBuffer: entry.body))
    }
}
