import API
import APIServer
import Hummingbird
import LandmarksApi
import Route

/// Every path Landmarks serves, pages and API, with the caches that keep
/// their answers (ADR 0106): what `LandmarksAppFactory.makeScene()` mounts.
struct LandmarkRoutes: Sendable {
    let pages: LandmarkPages
    let api: LandmarksAPIHandlers

    func collection() -> RouteCollection<AppRequestContext> {
        let routes = RouteCollection(context: AppRequestContext.self)
        StaticAssetRoutes.add([USMap.outline], to: routes)
        routes.get(RouterPath(LandmarkPaths.list.routerPath)) { request, context in
            try await pages.shared(request, context, render: pages.list)
        }
        routes.get(RouterPath(LandmarkPaths.categories.routerPath)) { request, context in
            try await pages.shared(request, context, render: pages.categories)
        }
        // The router matches each path once; a malformed id in it is a
        // landmark that was never there.
        routes.get(RouterPath(LandmarkPaths.detail.routerPath)) { request, context in
            guard let id = context.parameters.get("id").flatMap(PathValue.positiveID) else {
                return pages.notFound(request, context).response
            }
            // With a glance at the nights ahead, the page moves with every
            // booking: rendered afresh.
            guard pages.stays == nil else { return try await pages.detail(id: id, request, context).response }
            return try await pages.shared(request, context) { request, context in
                try await pages.detail(id: id, request, context)
            }
        }
        routes.get(RouterPath(LandmarkPaths.favorites.routerPath)) { request, context in
            try await pages.favoritesPage(request, context)
        }
        for (path, keep) in [(LandmarkPaths.favorite, true), (LandmarkPaths.unfavorite, false)] {
            routes.post(RouterPath(path.routerPath)) { request, context in
                guard let id = context.parameters.get("id").flatMap(PathValue.positiveID) else {
                    return pages.notFound(request, context).response
                }
                return try await pages.toggleFavorite(id: id, request, context, keep: keep)
            }
        }
        // What an anonymous caller gets is the same for everyone until the
        // catalogue's revision moves: encoded once, served with an ETag.
        let revisionForAnonymous: @Sendable (Request, AppRequestContext) async throws -> Int? = { _, context in
            context.caller == nil ? try await api.browse.catalogue().revision : nil
        }
        // A search by dates changes with every booking: answered afresh.
        let revisionForAnonymousWithoutDates: @Sendable (Request, AppRequestContext) async throws -> Int? = {
            request, context in
            guard context.caller == nil, !ListRequest.asksForDates(request) else { return nil }
            return try await revisionForAnonymous(request, context)
        }
        // A signed-in caller's list differs from another's only by the marks:
        // kept under the query and every landmark the caller keeps (ADR 0106).
        // A search by dates is kept under the landmarks it finds full, read
        // afresh for every request: the same nights asked again cost that
        // one read, not the encoding of every landmark found.
        let marked = PrivateAnswers<ListLandmarksInput, Marked<ListLandmarksInput>, AppRequestContext>(
            cache: ResponseCache(capacity: 1_024)
        ) { input, request, context in
            var found: StayFindings?
            if ListRequest.asksForDates(request) {
                guard let findings = try await ListRequest.findings(input, stays: api.stays) else { return nil }
                found = findings
            } else if context.caller == nil {
                return nil
            }
            var marks: Set<Int> = []
            if let caller = context.caller { marks = try await api.favorites.keptIDs(by: caller.userID) }
            return (Marked(input, marks: marks, found: found), try await api.browse.catalogue().revision)
        }
        routes.on(
            LandmarksEndpoints.list, cache: ResponseCache(), generation: revisionForAnonymousWithoutDates,
            personal: marked
        ) {
            input, _, context in try await api.list(input, context: context)
        }
        routes.on(LandmarksEndpoints.landmark, cache: ResponseCache(), generation: revisionForAnonymous) {
            input, _, context in
            try await api.landmark(input, context: context)
        }
        routes.on(LandmarksEndpoints.sites) { input, _, _ in try await api.sites(input) }
        routes.on(LandmarksEndpoints.favorite) { input, _, context in
            try await api.favorite(input, context: context, keep: true)
        }
        routes.on(LandmarksEndpoints.unfavorite) { input, _, context in
            try await api.favorite(input, context: context, keep: false)
        }
        routes.on(LandmarksEndpoints.favorites) { _, _, context in try await api.favoriteList(context: context) }
        routes.on(LandmarksEndpoints.categories, cache: ResponseCache(capacity: 1), generation: revisionForAnonymous) {
            _, _, _ in try await api.categories()
        }
        return routes
    }
}
