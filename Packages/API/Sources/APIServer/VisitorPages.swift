import Hummingbird
import PageLayout
import Synchronization

/// Pages a signed-in person sees that differ from another's only by the name
/// and the form token in the frame (and by what `Key` names, such as their
/// favorites): rendered once per key and generation with stand-ins for the
/// two, kept cut at the stand-ins, and filled in for each request with the
/// visitor's own, HTML-escaped as the templates escape them (ADR 0106).
public final class VisitorPages<Key: Hashable & Sendable>: Sendable {
    /// Private-use characters no template escapes and no person types.
    static var nameStandIn: String { "\u{E000}visitor-name\u{E001}" }
    static var tokenStandIn: String { "\u{E000}visitor-token\u{E001}" }

    private enum Hole: Sendable { case name, token }

    /// A page cut at its stand-ins: `pieces[i]`, hole `i`, `pieces[i + 1]`…
    private struct Cut: Sendable {
        let pieces: [ByteBuffer]
        let holes: [Hole]
        let size: Int
    }

    private struct State {
        var generation = Int.min
        var pages: [Key: Cut] = [:]
    }

    /// The most pages kept; one more empties them.
    public let capacity: Int
    private let state = Mutex(State())
    private let rendering = SingleFlight<Flight, Cut>()

    /// Pages kept, at most `capacity`.
    public init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
    }

    /// The page for a signed-in visitor, or nil when the caller must render
    /// it as usual: for anyone else (no caller, or no form token), and for a
    /// page `render` says is not to be kept (not a 200, say). `render` is
    /// given a context with stand-ins for the name and token; `stillKey` is
    /// asked after rendering, and the page is kept only if the key it
    /// answers is still `key`.
    public func page(
        for key: Key, generation: Int, context: AppRequestContext,
        render: (AppRequestContext) async throws -> (html: String, keep: Bool),
        stillKey: () async throws -> Key?
    ) async throws -> ByteBuffer? {
        guard let caller = context.caller, let token = context.csrfToken else { return nil }
        let kept = state.withLock { state in state.generation == generation ? state.pages[key] : nil }
        if let kept { return Self.fill(kept, name: caller.name, token: token) }
        // Visitors with the same key arriving together wait for one render,
        // and share it only if it was kept: one whose key changed while it
        // rendered may show what the key no longer says.
        var rendered: (cut: Cut, kept: Bool)?? = nil
        let shared = try await rendering.value(for: Flight(key: key, generation: generation)) {
            let own = try await cutAndKeep(
                key, generation: generation, context: context, render: render, stillKey: stillKey)
            rendered = .some(own)
            return own.flatMap { $0.kept ? $0.cut : nil }
        }
        if let shared { return Self.fill(shared, name: caller.name, token: token) }
        let own: (cut: Cut, kept: Bool)?
        if let rendered {
            own = rendered
        } else {
            // The render waited for had nothing to share: this visitor's own.
            own = try await cutAndKeep(
                key, generation: generation, context: context, render: render, stillKey: stillKey)
        }
        guard let own else { return nil }
        return Self.fill(own.cut, name: caller.name, token: token)
    }

    private struct Flight: Hashable, Sendable {
        let key: Key
        let generation: Int
    }

    /// The page rendered with stand-ins and cut at them, kept if `stillKey`
    /// still answers `key` (and whether it was); nil when `render` says it
    /// is not to be kept.
    private func cutAndKeep(
        _ key: Key, generation: Int, context: AppRequestContext,
        render: (AppRequestContext) async throws -> (html: String, keep: Bool),
        stillKey: () async throws -> Key?
    ) async throws -> (cut: Cut, kept: Bool)? {
        var standIn = context
        standIn.caller?.name = Self.nameStandIn
        standIn.csrfToken = Self.tokenStandIn
        let (html, keep) = try await render(standIn)
        guard keep else { return nil }
        let cut = Self.cut(html)
        guard try await stillKey() == key else { return (cut, false) }
        state.withLock { state in
            if generation > state.generation {
                state.generation = generation
                state.pages = [:]
            }
            guard generation == state.generation else { return }
            if state.pages.count >= capacity { state.pages = [:] }
            state.pages[key] = cut
        }
        return (cut, true)
    }

    private static func cut(_ html: String) -> Cut {
        var pieces: [ByteBuffer] = []
        var holes: [Hole] = []
        var rest = Substring(html)
        let marks = [(nameStandIn, Hole.name), (tokenStandIn, Hole.token)]
        while let (range, hole) = marks.compactMap({ mark, hole in rest.range(of: mark).map { ($0, hole) } })
            .min(by: { $0.0.lowerBound < $1.0.lowerBound })
        {
            pieces.append(ByteBuffer(string: String(rest[..<range.lowerBound])))
            holes.append(hole)
            rest = rest[range.upperBound...]
        }
        pieces.append(ByteBuffer(string: String(rest)))
        return Cut(pieces: pieces, holes: holes, size: pieces.reduce(0) { $0 + $1.readableBytes })
    }

    private static func fill(_ cut: Cut, name: String, token: String) -> ByteBuffer {
        let name = HTMLEscaping.escaped(name)
        let token = HTMLEscaping.escaped(token)
        var page = ByteBuffer()
        page.reserveCapacity(cut.size + cut.holes.count * max(name.utf8.count, token.utf8.count))
        for index in cut.holes.indices {
            page.writeImmutableBuffer(cut.pieces[index])
            page.writeString(cut.holes[index] == .name ? name : token)
        }
        page.writeImmutableBuffer(cut.pieces[cut.pieces.count - 1])
        return page
    }
}
