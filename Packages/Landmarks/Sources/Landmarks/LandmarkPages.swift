import APIServer
import Foundation
import Hummingbird
import LandmarksApi
import LandmarksDomain
import Logging
import PageLayout
import Route

/// The HTML pages: the list, the categories, a landmark's detail, my
/// favorites, and the heart that keeps a landmark.
struct LandmarkPages: Sendable {
    let browse: BrowseLandmarks
    let favorites: Favorites
    let templates: LandmarkTemplates
    let layout: PageLayout
    /// Links other features offer on a landmark's page, wired by the host.
    let actions: [LandmarksAppFactory.Dependencies.LandmarkAction]
    /// The pages anonymous visitors see, rendered once per catalogue revision.
    let sharedPages: ResponseCache<String>
    let perPage = 12

    /// Serves a catalogue page: to someone signed in, rendered for them; to
    /// anyone else, the page every anonymous visitor of this address sees,
    /// kept until the catalogue's revision moves. Only a 200 is kept.
    func shared(
        _ request: Request, _ context: AppRequestContext,
        render: (Request, AppRequestContext) async throws -> RenderedPage
    ) async throws -> Response {
        guard context.caller == nil else { return try await render(request, context).response }
        let revision = try await browse.catalogue().revision
        let key = request.uri.description
        if let entry = sharedPages.entry(for: key, generation: revision) {
            return .html(entry.body)
        }
        let page = try await render(request, context)
        guard page.status == .ok else { return page.response }
        return .html(sharedPages.store(ByteBuffer(string: page.html), for: key, generation: revision).body)
    }

    func list(_ request: Request, _ context: AppRequestContext) async throws -> RenderedPage {
        let visitor = context.visitor
        let location = Location(path: request.uri.path, query: request.uri.query.map { Location.parseQuery(Substring($0)) } ?? [])
        guard case let .list(rawCategory, rawSearch, page) = LandmarksPage(location: location) else {
            return message(
                "Page not found", "A page number is a whole number from 1 up.", path: request.uri.path, visitor: visitor,
                status: .badRequest)
        }
        var values: [String: Any] = [
            "listPath": LandmarksPage.list().href,
            "search": rawSearch ?? "",
            "categoryOptions": LandmarkCategory.allCases.map { category in
                ["id": category.rawValue, "title": category.title, "selected": category.rawValue == rawCategory] as [String: Any]
            },
        ]
        let filter: LandmarkFilter
        do {
            filter = try LandmarkFilter(category: try LandmarkFilter.category(named: rawCategory), search: rawSearch)
        } catch {
            values["error"] = error.message
            values["summary"] = "Change the filter to see landmarks."
            values["hasLandmarks"] = false
            return render("Landmarks", values, path: request.uri.path, visitor: visitor, status: .badRequest)
        }
        let (landmarks, total) = try await browse.list(filter, offset: (page - 1) * perPage, limit: perPage)
        let pages = max(1, (total + perPage - 1) / perPage)
        let kept = try await favorites.marked(landmarks, for: context.caller?.userID)
        values["landmarks"] = landmarks.map { card($0, kept: kept, returnTo: location, context) }
        if context.caller != nil { values["favoritesHref"] = LandmarksPage.favorites.href }
        values["hasLandmarks"] = !landmarks.isEmpty
        values["summary"] = total == 1 ? "1 landmark" : "\(total) landmarks"
        values["page"] = page
        values["pages"] = pages
        values["hasPages"] = pages > 1
        if page > 1 {
            values["previous"] = LandmarksPage.list(category: rawCategory, search: filter.search, page: page - 1).href
        }
        if page < pages {
            values["next"] = LandmarksPage.list(category: rawCategory, search: filter.search, page: page + 1).href
        }
        let title = filter.category?.title ?? "Landmarks"
        return render(title, values, path: request.uri.path, visitor: visitor, status: landmarks.isEmpty && page > 1 ? .notFound : .ok)
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
            },
        ]
        return layout.page(
            PageContent(
                title: "Categories", bodyHTML: templates.categories.render(values), currentPath: request.uri.path,
                visitor: context.visitor))
    }

    func detail(_ request: Request, _ context: AppRequestContext) async throws -> RenderedPage {
        let visitor = context.visitor
        let location = Location(path: request.uri.path)
        guard case let .detail(id) = LandmarksPage(location: location) else {
            return notFound(path: request.uri.path, visitor: visitor)
        }
        do {
            let landmark = try await browse.landmark(id: id)
            let kept = try await favorites.marked([landmark], for: context.caller?.userID)
            var values = card(landmark, kept: kept, returnTo: location, context)
            values["description"] = landmark.description
            values["latitude"] = String(format: "%.4f", landmark.coordinate.latitude)
            values["longitude"] = String(format: "%.4f", landmark.coordinate.longitude)
            values["campsiteCount"] = landmark.campsiteCount
            values["listPath"] = LandmarksPage.list().href
            values["actions"] = actions.map { ["title": $0.title, "href": $0.location(id).href] }
            values["hasActions"] = !actions.isEmpty
            return layout.page(
                PageContent(
                    title: landmark.name, bodyHTML: templates.detail.render(values), currentPath: request.uri.path,
                    visitor: visitor))
        } catch LandmarksError.notFound {
            return notFound(path: request.uri.path, visitor: visitor)
        }
    }

    // MARK: Favorites

    func favoritesPage(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else {
            return toLogIn(returningTo: LandmarksPage.favorites.location, visitor: context.visitor)
        }
        let landmarks = try await favorites.list(for: caller.userID)
        let kept = Set(landmarks.map(\.id))
        let here = LandmarksPage.favorites.location
        let values: [String: Any] = [
            "landmarks": landmarks.map { card($0, kept: kept, returnTo: here, context) },
            "hasLandmarks": !landmarks.isEmpty,
            "summary": landmarks.count == 1 ? "1 landmark kept" : "\(landmarks.count) landmarks kept",
            "listPath": LandmarksPage.list().href,
        ]
        return layout.page(
            PageContent(
                title: "My favorites", bodyHTML: templates.favorites.render(values), currentPath: request.uri.path,
                visitor: context.visitor)).response
    }

    /// The heart's form: keeps (or forgets) the landmark, then goes back to
    /// the page it was pressed on. Someone not signed in is sent to log in and
    /// comes back to the landmark.
    func toggleFavorite(_ request: Request, _ context: AppRequestContext, keep: Bool) async throws -> Response {
        var request = request
        let form = try await FormFields(request: &request)
        let route = LandmarksPage(location: Location(path: request.uri.path))
        guard let id = route?.landmarkID else { return notFound(path: request.uri.path, visitor: context.visitor).response }
        guard let caller = context.caller else {
            return toLogIn(returningTo: LandmarksPage.detail(id: id).location, visitor: context.visitor)
        }
        do {
            if keep {
                try await favorites.add(landmarkID: id, for: caller.userID)
            } else {
                try await favorites.remove(landmarkID: id, for: caller.userID)
            }
        } catch LandmarksError.notFound {
            return notFound(path: request.uri.path, visitor: context.visitor).response
        }
        // Back only to a page of ours; anything else goes to the landmark.
        let back = Location(href: form["returnTo"]) ?? LandmarksPage.detail(id: id).location
        return .seeOther(back.href)
    }

    private func toLogIn(returningTo location: Location, visitor: PageVisitor) -> Response {
        guard let links = layout.accountLinks else {
            return message(
                "Favorites are not available", "Nobody can sign in on this site, so nothing can be kept.",
                path: location.path, visitor: visitor, status: .notFound).response
        }
        return .seeOther(links.logIn(returningTo: location).href)
    }

    private func card(_ landmark: Landmark, kept: Set<Int>, returnTo: Location, _ context: AppRequestContext)
        -> [String: Any]
    {
        var values: [String: Any] = [
            "name": landmark.name, "park": landmark.park, "state": landmark.state,
            "href": LandmarksPage.detail(id: landmark.id).href,
            "categoryTitle": landmark.category.title,
            "categoryHref": LandmarksPage.list(category: landmark.category.rawValue).href,
        ]
        if let links = layout.accountLinks {
            let isKept = kept.contains(landmark.id)
            values["heart"] = [
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

    private func notFound(path: String, visitor: PageVisitor) -> RenderedPage {
        message(
            "Landmark not found", "There is no landmark at this address.", path: path, visitor: visitor, status: .notFound)
    }

    private func message(
        _ heading: String, _ text: String, path: String, visitor: PageVisitor, status: HTTPResponse.Status
    ) -> RenderedPage {
        let body = templates.message.render(["heading": heading, "message": text, "listPath": LandmarksPage.list().href])
        return layout.page(
            PageContent(title: heading, bodyHTML: body, currentPath: path, visitor: visitor), status: status)
    }

    private func render(
        _ title: String, _ values: [String: Any], path: String, visitor: PageVisitor, status: HTTPResponse.Status
    ) -> RenderedPage {
        layout.page(
            PageContent(title: title, bodyHTML: templates.list.render(values), currentPath: path, visitor: visitor),
            status: status)
    }
}

/// A page in its frame, before it becomes a response: what the anonymous
/// page cache keeps.
struct RenderedPage {
    var html: String
    var status: HTTPResponse.Status

    var response: Response { .html(html, status: status) }
}

extension PageLayout {
    fileprivate func page(_ content: PageContent, status: HTTPResponse.Status = .ok) -> RenderedPage {
        RenderedPage(html: render(content), status: status)
    }
}
