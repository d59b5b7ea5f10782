import API
import APIServer
import Foundation
import Hummingbird
import ReservationsApi
import ReservationsData
import ReservationsDomain
import Route

/// Every path Reservations serves, pages and API, and the cache of the
/// availability answer (ADR 0106): what `ReservationsAppFactory.makeScene()`
/// mounts.
struct ReservationRoutes: Sendable {
    let pages: ReservationPages
    let api: ReservationsAPIHandlers

    func collection() -> RouteCollection<AppRequestContext> {
        let pages = pages
        let api = api
        let routes = RouteCollection(context: AppRequestContext.self)
        // The router matches each path once; a malformed id in it is a page
        // that was never there.
        func withID<ID>(
            _ parse: @escaping @Sendable (String) -> ID?,
            _ handle: @escaping @Sendable (ID, Request, AppRequestContext) async throws -> Response
        ) -> @Sendable (Request, AppRequestContext) async throws -> Response {
            { request, context in
                guard let id = context.parameters.get("id").flatMap(parse) else {
                    return pages.notFound(request, context)
                }
                return try await handle(id, request, context)
            }
        }
        let uuid: @Sendable (String) -> UUID? = { PathValue.uuid($0) }
        let landmark: @Sendable (String) -> Int? = { PathValue.positiveID($0) }
        routes.get(RouterPath(ReservationsPaths.mine.routerPath)) { request, context in
            try await pages.mine(request, context)
        }
        routes.get(RouterPath(ReservationsPaths.detail.routerPath), use: withID(uuid, pages.detail))
        routes.get(RouterPath(ReservationsPaths.calendar.routerPath), use: withID(uuid, pages.calendarFile))
        routes.get(RouterPath(ReservationsPaths.cancel.routerPath), use: withID(uuid, pages.confirmCancel))
        routes.post(RouterPath(ReservationsPaths.cancel.routerPath), use: withID(uuid, pages.cancel))
        routes.get(RouterPath(ReservationsPaths.availability.routerPath), use: withID(landmark, pages.availability))
        routes.get(
            RouterPath(ReservationsPaths.siteAvailability.routerPath), use: withID(landmark, pages.siteAvailability))
        routes.get(RouterPath(ReservationsPaths.book.routerPath), use: withID(landmark, pages.bookingForm))
        routes.post(RouterPath(ReservationsPaths.book.routerPath), use: withID(landmark, pages.book))
        routes.get(RouterPath(ReservationsPaths.hold.routerPath), use: withID(uuid, pages.hold))
        routes.post(RouterPath(ReservationsPaths.confirmHold.routerPath), use: withID(uuid, pages.confirmHold))
        routes.post(RouterPath(ReservationsPaths.releaseHold.routerPath), use: withID(uuid, pages.releaseHold))
        routes.get(RouterPath(ReservationsPaths.alerts.routerPath)) { request, context in
            try await pages.alerts(request, context)
        }
        routes.post(RouterPath(ReservationsPaths.alerts.routerPath)) { request, context in
            try await pages.watch(request, context)
        }
        routes.post(RouterPath(ReservationsPaths.endAlert.routerPath), use: withID(uuid, pages.endAlert))
        // A malformed token is a page that was never there; a well-formed
        // one that was never made ends nothing.
        let token: @Sendable (String) -> String? = { StayWatch.isWellFormedToken($0) ? $0 : nil }
        routes.get(RouterPath(ReservationsPaths.unsubscribe.routerPath)) { request, context in
            guard let found = context.parameters.get("token").flatMap(token) else {
                return pages.notFound(request, context)
            }
            return pages.confirmUnsubscribe(token: found, request, context)
        }
        routes.post(RouterPath(ReservationsPaths.unsubscribe.routerPath)) { request, context in
            guard let found = context.parameters.get("token").flatMap(token) else {
                return pages.notFound(request, context)
            }
            return try await pages.unsubscribe(token: found, request, context)
        }
        routes.on(ReservationsEndpoints.list) { input, _, context in try await api.list(input, context: context) }
        routes.on(ReservationsEndpoints.reservation) { input, _, context in
            try await api.reservation(input, context: context)
        }
        routes.on(ReservationsEndpoints.book) { input, _, context in try await api.book(input, context: context) }
        routes.on(ReservationsEndpoints.cancel) { input, _, context in try await api.cancel(input, context: context) }
        routes.on(ReservationsEndpoints.alerts) { input, _, context in try await api.alerts(input, context: context) }
        routes.on(ReservationsEndpoints.watch) { input, _, context in try await api.watch(input, context: context) }
        routes.on(ReservationsEndpoints.endAlert) { input, _, context in
            try await api.endAlert(input, context: context)
        }
        routes.on(ReservationsEndpoints.holds) { input, _, context in try await api.holds(input, context: context) }
        routes.on(ReservationsEndpoints.hold) { input, _, context in try await api.hold(input, context: context) }
        routes.on(ReservationsEndpoints.confirmHold) { input, _, context in
            try await api.confirmHold(input, context: context)
        }
        routes.on(ReservationsEndpoints.releaseHold) { input, _, context in
            try await api.releaseHold(input, context: context)
        }
        // An availability answer (a month, or the grid of sites) is encoded
        // once and kept for the rest of its one-second window, from counters
        // and site-nights at most a second old: never more than two seconds
        // behind a booking elsewhere (ADR 0106). A booking or cancellation
        // here starts a new generation at once.
        let generation = pages.availabilityGeneration
        let availabilityGeneration: @Sendable (Request, AppRequestContext) async throws -> Int? = { _, _ in
            generation.current()
        }
        routes.on(
            ReservationsEndpoints.availability, cache: ResponseCache(capacity: 1_024),
            generation: availabilityGeneration
        ) {
            input, _, _ in try await api.availability(input)
        }
        routes.on(
            ReservationsEndpoints.siteAvailability, cache: ResponseCache(capacity: 1_024),
            generation: availabilityGeneration
        ) {
            input, _, _ in try await api.siteAvailability(input)
        }
        return routes
    }
}
