import API
import APIServer
import CalendarDays
import Foundation
import Hummingbird
import LandmarksApi
import LandmarksDomain
import Logging
import PageLayout
import Route

/// The HTML pages: the list, the categories, a landmark's detail, my
/// favorites, and the heart that keeps a landmark. The router has matched
/// each path already: a landmark's handlers get its id, typed.
struct LandmarkPages: Sendable {
    let browse: BrowseLandmarks
    let favorites: Favorites
    let listCampsites: ListCampsites
    let templates: LandmarkTemplates
    let responses: PageResponses
    /// Links other features offer on a landmark's page, wired by the host.
    let actions: [LandmarkAction]
    /// The search by dates another feature offers; nil when none does.
    let stays: (any StaySearch)?
    /// The pages anonymous and signed-in visitors see, rendered once per
    /// catalogue revision (and, signed in, per set of favorites).
    let sharedPages: SharedPages<Marked<String>>
    let perPage = 12

    /// Serves a catalogue page: to anyone not signed in, the page every
    /// anonymous visitor of this address sees; to someone signed in, the
    /// page everyone with the same favorites sees, with their name and form
    /// token filled in. Both are kept until the catalogue's revision moves;
    /// only a 200 is kept.
    func shared(
        _ request: Request, _ context: AppRequestContext,
        render: (Request, AppRequestContext) async throws -> RenderedPage
    ) async throws -> Response {
        // A search by dates changes with every booking: rendered afresh.
        guard !ListRequest.asksForDates(request) else {
            return try await render(request, context).response
        }
        let key = request.uri.description
        return try await sharedPages.response(
            at: key, generation: try await browse.catalogue().revision, request, context,
            visitorKey: { caller in try await Marked(key, marks: favorites.keptIDs(by: caller.userID)) },
            render: render)
    }

    func list(_ request: Request, _ context: AppRequestContext) async throws -> RenderedPage {
        // Only the query is read here: the router has matched the path.
        let location = Location(
            path: request.uri.path, query: request.uri.query.map { Location.parseQuery(Substring($0)) } ?? [])
        guard
            case .list(
                let rawCategory, let rawSearch, let page, let checkIn, let checkOut, let guests, let sort, let near) =
                LandmarksPage(location: location)
        else {
            return message(
                PageMessage(
                    "Page not found", "A page number is a whole number from 1 up.", backHref: LandmarksPage.list().href,
                    backTitle: "Browse all landmarks"),
                request, context, status: .badRequest)
        }
        let input = ListLandmarksInput(
            category: rawCategory, search: rawSearch, checkIn: checkIn, checkOut: checkOut, guests: guests, sort: sort,
            near: near)
        var values: [String: Any] = [
            "listPath": LandmarksPage.list().href,
            "search": rawSearch ?? "",
            "categoryOptions": LandmarkCategory.allCases.map { category in
                ["id": category.rawValue, "title": category.title, "selected": category.rawValue == rawCategory]
                    as [String: Any]
            },
            "sortOptions": [("name", "Name"), ("price", "Price, lowest first")].map { value, title in
                ["value": value, "title": title, "selected": (sort ?? "name") == value] as [String: Any]
            },
        ]
        if stays != nil {
            values["dates"] = ["checkIn": checkIn ?? "", "checkOut": checkOut ?? "", "guests": guests ?? "1"]
        }
        let listRequest: ListRequest
        do {
            listRequest = try await ListRequest(input, stays: stays)
        } catch let problem as Problem {
            let issues = problem.errors ?? []
            values["errors"] = Dictionary(
                issues.map { ($0.field, $0.message) }, uniquingKeysWith: { first, _ in first })
            // The messages themselves are the summary's items (each once, beside no field).
            values["formError"] =
                issues.count == 1 ? "This search needs one change:" : "This search needs \(issues.count) changes:"
            values.merge(FormMarkup.fieldErrorLinks(issues.map { ($0.field, $0.message) })) { $1 }
            values["summary"] = "Change the search to see landmarks."
            values["hasLandmarks"] = false
            return listPage("Landmarks", values, request, context, status: .badRequest)
        }
        // A search that names a town, not a landmark, lists the landmarks nearest to it.
        let read = try await browse.readingPlaces(listRequest.filter)
        let filter = read.filter
        if case .nearest(let id) = filter.order {
            let origin = try? await browse.landmark(id: id)
            values["nearest"] = ["id": id, "name": origin?.name ?? ""]
        }
        // One read of the catalogue: the map pins every match, the page shows twelve.
        let everyMatch: [Landmark]
        do {
            everyMatch = try await browse.everyMatch(filter)
        } catch let error as LandmarksError {
            values["formError"] = error.message
            values["summary"] = "Change the search to see landmarks."
            values["hasLandmarks"] = false
            return listPage("Landmarks", values, request, context, status: .badRequest)
        }
        let total = everyMatch.count
        let landmarks = Array(everyMatch.dropFirst((page - 1) * perPage).prefix(perPage))
        let pages = max(1, (total + perPage - 1) / perPage)
        if total > 0 {
            let cluster = { (landmark: Landmark) in
                LandmarksPage.list(
                    category: rawCategory, search: filter.search, checkIn: listRequest.stay?.checkIn.iso,
                    checkOut: listRequest.stay?.checkOut.iso, guests: listRequest.stay == nil ? nil : guests,
                    sort: "nearest", near: String(landmark.id)
                ).href
            }
            values["map"] =
                [
                    "marks": MapMarks(everyMatch).marks.map { mark in
                        var values: [String: Any] = [
                            "x": USMap.pixels(mark.centre.x), "y": USMap.pixels(mark.centre.y),
                            "left": USMap.pixels(mark.centre.x - MapMarks.target / 2),
                            "top": USMap.pixels(mark.centre.y - MapMarks.target / 2),
                        ]
                        // Both keys are set on every mark: a key a mark lacks would be
                        // looked up on the page around it.
                        if let only = mark.landmarks.first, mark.landmarks.count == 1 {
                            values["pin"] = String(only.id)
                            values["cluster"] = false
                            values["href"] = LandmarksPage.detail(id: only.id).href
                            values["label"] = "\(only.name), \(only.state)"
                        } else {
                            values["pin"] = false
                            values["cluster"] = mark.landmarks.map { String($0.id) }.joined(separator: " ")
                            values["count"] = mark.landmarks.count
                            values["href"] = cluster(mark.nearestToCentre)
                            values["label"] =
                                "\(mark.landmarks.count) landmarks close together: "
                                + mark.landmarks.map { "\($0.name), \($0.state)" }.joined(separator: "; ")
                        }
                        return values
                    },
                    "caption": total == 1
                        ? "The landmark found, on a map of the United States; its card is below."
                        : "The \(total) landmarks found, on a map of the United States; each pin opens its landmark,"
                            + " each numbered circle the landmarks close together there, nearest first; the cards"
                            + " below reach the same pages.",
                ] as [String: Any]
        }
        let kept = try await favorites.marked(landmarks, for: context.caller?.userID)
        values["landmarks"] = landmarks.map { landmark in
            var card = card(landmark, kept: kept, returnTo: location, context)
            if let place = read.place {
                card["distance"] = Self.miles(from: place.coordinate, to: landmark.coordinate)
            }
            if let stay = listRequest.stay, let total = listRequest.total(at: landmark) {
                card["stayTotal"] =
                    "\(USDollars.text(cents: total)) for \(stay.nights == 1 ? "1 night" : "\(stay.nights) nights")"
                card["bookHref"] = stays?.bookingLocation(landmarkID: landmark.id, for: stay).href
            }
            return card
        }
        if context.caller != nil { values["favoritesHref"] = LandmarksPage.favorites.href }
        values["hasLandmarks"] = !landmarks.isEmpty
        let noun = total == 1 ? "1 landmark" : "\(total) landmarks"
        if let stay = listRequest.stay {
            values["summary"] =
                "\(noun) with a campsite free for \(DayText.range(from: stay.checkIn, to: stay.checkOut)) "
                + "(\(stay.nights == 1 ? "1 night" : "\(stay.nights) nights"))"
        } else {
            values["summary"] = noun
        }
        if let place = read.place, let summary = values["summary"] as? String {
            values["summary"] =
                summary
                + (filter.order == .price
                    ? ", cheapest first, each with its distance from \(place.title)"
                    : ", nearest to \(place.title) first")
            values["placeCredit"] = true
        }
        values["page"] = page
        values["pages"] = pages
        values["hasPages"] = pages > 1
        let (sortName, nearID) = (filter.order.sortValue, filter.order.nearValue)
        let at = { (page: Int) in
            LandmarksPage.list(
                category: rawCategory, search: listRequest.filter.search, page: page,
                checkIn: listRequest.stay?.checkIn.iso,
                checkOut: listRequest.stay?.checkOut.iso, guests: listRequest.stay == nil ? nil : guests,
                sort: sortName,
                near: nearID
            ).href
        }
        if page > 1 { values["previous"] = at(page - 1) }
        if page < pages { values["next"] = at(page + 1) }
        let title = filter.category?.title ?? "Landmarks"
        return listPage(title, values, request, context, status: landmarks.isEmpty && page > 1 ? .notFound : .ok)
    }

    func categories(_ request: Request, _ context: AppRequestContext) async throws -> RenderedPage {
        let summaries = try await browse.categories()
        let values: [String: Any] = [
            "categories": summaries.map { summary in
                [
                    "title": summary.category.title, "count": summary.count,
                    "noun": summary.count == 1 ? "landmark" : "landmarks",
                    "href": LandmarksPage.list(category: summary.category.rawValue).href,
                ] as [String: Any]
            }
        ]
        return RenderedPage(
            html: responses.html("Categories", body: templates.categories.render(values), request, context), status: .ok
        )
    }

    func detail(id: Int, _ request: Request, _ context: AppRequestContext) async throws -> RenderedPage {
        let location = LandmarksPage.detail(id: id).location
        do {
            let landmark = try await browse.landmark(id: id)
            let kept = try await favorites.marked([landmark], for: context.caller?.userID)
            var values = card(landmark, kept: kept, returnTo: location, context)
            values["description"] = landmark.description
            let point = USMap.place(latitude: landmark.coordinate.latitude, longitude: landmark.coordinate.longitude)
            values["map"] = [
                "x": USMap.pixels(point.x), "y": USMap.pixels(point.y),
                "caption": "Where \(landmark.name) is: \(landmark.park), \(landmark.state).",
            ]
            values["latitude"] = String(format: "%.4f", landmark.coordinate.latitude)
            values["longitude"] = String(format: "%.4f", landmark.coordinate.longitude)
            values["campsiteCount"] = landmark.campsiteCount
            values["camping"] = landmark.campsiteCount > 0
            values["siteFees"] = Self.feeText(try await listCampsites(landmarkID: id))
            values["listPath"] = LandmarksPage.list().href
            let shown = actions.filter { landmark.campsiteCount > 0 || !$0.forCampers }
            values["actions"] = shown.enumerated().map { index, action in
                ["title": action.title, "href": action.location(id).href, "primary": index == 0] as [String: Any]
            }
            values["hasActions"] = !shown.isEmpty
            let nearby = try await browse.campingNearby(landmark)
            values["campingNearby"] = nearby.map { place in
                [
                    "name": place.landmark.name, "href": LandmarksPage.detail(id: place.landmark.id).href,
                    "distance": Self.miles(from: landmark.coordinate, to: place.landmark.coordinate),
                    "state": place.landmark.state,
                ] as [String: Any]
            }
            values["hasCampingNearby"] = !nearby.isEmpty
            if let nights = try await stays?.nextNights(at: id), !nights.isEmpty {
                values["glance"] =
                    [
                        "nights": nights.map { night in
                            var cell: [String: Any] = [
                                "label": night.label, "class": night.free > 0 ? "open" : "full",
                                "freeText": night.free > 0 ? "\(night.free) free" : "Full",
                            ]
                            if let pick = night.pick { cell["pickHref"] = pick.href }
                            return cell
                        },
                        "free": nights.filter { $0.free > 0 }.count, "count": nights.count,
                    ] as [String: Any]
            }
            values["nearbyHref"] = LandmarksPage.list(sort: "nearest", near: String(id)).href
            return RenderedPage(
                html: responses.html(landmark.name, body: templates.detail.render(values), request, context),
                status: .ok)
        } catch LandmarksError.notFound {
            return notFound(request, context)
        }
    }

    // MARK: Favorites

    func favoritesPage(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return toLogIn(returningTo: .favorites, request, context) }
        let landmarks = try await favorites.list(for: caller.userID)
        let kept = Set(landmarks.map(\.id))
        let here = LandmarksPage.favorites.location
        let values: [String: Any] = [
            "landmarks": landmarks.map { card($0, kept: kept, returnTo: here, context) },
            "hasLandmarks": !landmarks.isEmpty,
            "summary": landmarks.count == 1 ? "1 landmark kept" : "\(landmarks.count) landmarks kept",
            "listPath": LandmarksPage.list().href,
        ]
        return responses.page("My favorites", body: templates.favorites.render(values), request, context)
    }

    /// The heart's form: keeps (or forgets) the landmark, then goes back to
    /// the page it was pressed on. Someone not signed in is sent to log in and
    /// comes back to the landmark.
    func toggleFavorite(id: Int, _ request: Request, _ context: AppRequestContext, keep: Bool) async throws -> Response
    {
        var request = request
        let form = try await FormFields(request: &request)
        guard let caller = context.caller else { return toLogIn(returningTo: .detail(id: id), request, context) }
        do {
            if keep {
                try await favorites.add(landmarkID: id, for: caller.userID)
            } else {
                try await favorites.remove(landmarkID: id, for: caller.userID)
            }
        } catch LandmarksError.notFound {
            return notFound(request, context).response
        }
        // Back only to a page of ours; anything else goes to the landmark.
        let back = Location(href: form["returnTo"]) ?? LandmarksPage.detail(id: id).location
        return .seeOther(back.href)
    }

    private func toLogIn(returningTo page: LandmarksPage, _ request: Request, _ context: AppRequestContext) -> Response
    {
        responses.toLogIn(
            returningTo: page.location, request, context,
            unavailable: PageMessage(
                "Favorites are not available", "Nobody can sign in on this site, so nothing can be kept.",
                backHref: LandmarksPage.list().href, backTitle: "Browse all landmarks"))
    }

    /// "$35 a tent site, $52 an RV site": what a night costs at each kind of
    /// site the landmark has, in the order kinds are listed.
    static func feeText(_ sites: [(site: Campsite, nightlyFee: Int)]) -> String {
        let fees = Dictionary(sites.map { ($0.site.kind, $0.nightlyFee) }, uniquingKeysWith: { first, _ in first })
        return CampsiteKind.allCases.compactMap { kind in
            fees[kind].map {
                "\(USDollars.text(cents: $0)) \(kind == .rv ? "an RV" : "a " + kind.title.lowercased()) site"
            }
        }.joined(separator: ", ")
    }

    /// "120 mi", as the crow flies: what a person plans a drive by.
    static func miles(from origin: Coordinate, to point: Coordinate) -> String {
        "\(Int((origin.distance(to: point) / 1.609_344).rounded())) mi"
    }

    private func card(_ landmark: Landmark, kept: Set<Int>, returnTo: Location, _ context: AppRequestContext)
        -> [String: Any]
    {
        var values: [String: Any] = [
            "name": landmark.name, "park": landmark.park, "state": landmark.state,
            "href": LandmarksPage.detail(id: landmark.id).href,
            "categoryTitle": landmark.category.title,
            "categoryHref": LandmarksPage.list(category: landmark.category.rawValue).href,
            "nightlyFee": USDollars.text(cents: landmark.nightlyFee),
        ]
        if let links = responses.layout.accountLinks {
            let isKept = kept.contains(landmark.id)
            values["heart"] =
                [
                    "id": landmark.id,
                    "signedIn": context.caller != nil,
                    "action": (isKept ? LandmarksPage.unfavorite(id: landmark.id) : .favorite(id: landmark.id)).href,
                    "pressed": isKept ? "true" : "false",
                    "label": isKept ? "♥ Saved" : "♡ Save",
                    "csrfToken": context.csrfToken ?? "",
                    "returnTo": returnTo.href,
                    "logInHref": links.logIn(returningTo: LandmarksPage.detail(id: landmark.id).location).href,
                ] as [String: Any]
        }
        return values
    }

    /// Also what the router answers for a malformed id.
    func notFound(_ request: Request, _ context: AppRequestContext) -> RenderedPage {
        message(
            PageMessage(
                "Landmark not found", "There is no landmark at this address.", backHref: LandmarksPage.list().href,
                backTitle: "Browse all landmarks"),
            request, context, status: .notFound)
    }

    private func message(
        _ message: PageMessage, _ request: Request, _ context: AppRequestContext, status: HTTPResponse.Status
    ) -> RenderedPage {
        RenderedPage(
            html: responses.html(message.heading, body: responses.layout.bodyHTML(of: message), request, context),
            status: status)
    }

    private func listPage(
        _ title: String, _ values: [String: Any], _ request: Request, _ context: AppRequestContext,
        status: HTTPResponse.Status
    ) -> RenderedPage {
        RenderedPage(html: responses.html(title, body: templates.list.render(values), request, context), status: status)
    }
}
