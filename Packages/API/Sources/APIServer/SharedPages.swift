import Hummingbird

/// Pages many visitors see alike, kept for one generation of what they
/// show (ADR 0106): to anyone not signed in, the bytes every anonymous
/// visitor of the same address gets; to someone signed in, the page
/// everyone with the same `VisitorKey` gets, with their own name and form
/// token filled in. Only a 200 is kept; anything else is answered as
/// rendered. Framing a page in the layout costs more than serving its
/// bytes, so a page kept whole is framed once per generation, not per visit;
/// and visitors who arrive together when a generation begins wait for one
/// render of it (`SingleFlight`) rather than each making their own.
public final class SharedPages<VisitorKey: Hashable & Sendable>: Sendable {
    private let anonymous: ResponseCache<String>
    private let visitors: VisitorPages<VisitorKey>
    private let rendering = SingleFlight<Flight, ByteBuffer>()

    /// At most `capacity` pages of each kind.
    public init(capacity: Int = 512) {
        anonymous = ResponseCache(capacity: capacity)
        visitors = VisitorPages(capacity: capacity)
    }

    /// The page at `key` for this generation. `visitorKey` says what the
    /// signed-in caller's page depends on besides the name and token; it is
    /// asked again after rendering, and the page is kept only if the answer
    /// is still the same.
    public func response(
        at key: String, generation: Int, _ request: Request, _ context: AppRequestContext,
        visitorKey: (Caller) async throws -> VisitorKey,
        render: (Request, AppRequestContext) async throws -> RenderedPage
    ) async throws -> Response {
        if let caller = context.caller {
            let page = try await visitors.page(
                for: try await visitorKey(caller), generation: generation, context: context,
                render: { standIn in
                    let page = try await render(request, standIn)
                    return (page.html, page.status == .ok)
                },
                stillKey: { try await visitorKey(caller) })
            // Not kept (an error page, say): rendered for the visitor as it is.
            guard let page else { return try await render(request, context).response }
            return .html(page)
        }
        if let entry = anonymous.entry(for: key, generation: generation) {
            return .html(entry.body)
        }
        // Visitors of the same address arriving together wait for one render.
        var own: RenderedPage?
        let shared = try await rendering.value(for: Flight(key: key, generation: generation)) {
            let page = try await render(request, context)
            own = page
            guard page.status == .ok else { return nil }
            return anonymous.store(ByteBuffer(string: page.html), for: key, generation: generation).body
        }
        if let shared { return .html(shared) }
        // Not kept: this visitor's own page as rendered, or, when the render
        // waited for had nothing to share, this visitor's own render.
        let page: RenderedPage
        if let own { page = own } else { page = try await render(request, context) }
        guard page.status == .ok else { return page.response }
        return .html(anonymous.store(ByteBuffer(string: page.html), for: key, generation: generation).body)
    }

    private struct Flight: Hashable, Sendable {
        let key: String
        let generation: Int
    }
}

/// A page in its frame, before it becomes a response: what `SharedPages`
/// keeps.
public struct RenderedPage: Sendable {
    /// The whole page.
    public var html: String
    /// The status it is answered with.
    public var status: HTTPResponse.Status

    /// A page answered with `status`.
    public init(html: String, status: HTTPResponse.Status = .ok) {
        self.html = html
        self.status = status
    }

    /// The page as an answer.
    public var response: Response { .html(html, status: status) }
}
