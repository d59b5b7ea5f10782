import Foundation
import Hummingbird
import LandmarksApi
import LandmarksDomain
import Logging
import PageLayout
import Route

/// The HTML pages: the list, the categories, a landmark's detail.
struct LandmarkPages: Sendable {
    let browse: BrowseLandmarks
    let templates: LandmarkTemplates
    let layout: PageLayout
    let perPage = 12

    func list(_ request: Request) async throws -> Response {
        let location = Location(path: request.uri.path, query: request.uri.query.map { Location.parseQuery(Substring($0)) } ?? [])
        guard case let .list(rawCategory, rawSearch, page) = LandmarksPage(location: location) else {
            return message(
                "Page not found", "A page number is a whole number from 1 up.", path: request.uri.path, status: .badRequest)
        }
        var context: [String: Any] = [
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
            context["error"] = error.message
            context["summary"] = "Change the filter to see landmarks."
            context["hasLandmarks"] = false
            return render("Landmarks", context, path: request.uri.path, status: .badRequest)
        }
        let (landmarks, total) = try await browse.list(filter, offset: (page - 1) * perPage, limit: perPage)
        let pages = max(1, (total + perPage - 1) / perPage)
        context["landmarks"] = landmarks.map(card)
        context["hasLandmarks"] = !landmarks.isEmpty
        context["summary"] = total == 1 ? "1 landmark" : "\(total) landmarks"
        context["page"] = page
        context["pages"] = pages
        context["hasPages"] = pages > 1
        if page > 1 {
            context["previous"] = LandmarksPage.list(category: rawCategory, search: filter.search, page: page - 1).href
        }
        if page < pages {
            context["next"] = LandmarksPage.list(category: rawCategory, search: filter.search, page: page + 1).href
        }
        let title = filter.category?.title ?? "Landmarks"
        return render(title, context, path: request.uri.path, status: landmarks.isEmpty && page > 1 ? .notFound : .ok)
    }

    func categories(_ request: Request) async throws -> Response {
        let summaries = try await browse.categories()
        let context: [String: Any] = [
            "categories": summaries.map { summary in
                [
                    "title": summary.category.title, "count": summary.count,
                    "noun": summary.count == 1 ? "landmark" : "landmarks",
                    "href": LandmarksPage.list(category: summary.category.rawValue).href,
                ] as [String: Any]
            },
        ]
        return layout.response(
            PageContent(title: "Categories", bodyHTML: templates.categories.render(context), currentPath: request.uri.path))
    }

    func detail(_ request: Request) async throws -> Response {
        let location = Location(path: request.uri.path)
        guard case let .detail(id) = LandmarksPage(location: location) else {
            return notFound(path: request.uri.path)
        }
        do {
            let landmark = try await browse.landmark(id: id)
            var context = card(landmark)
            context["description"] = landmark.description
            context["latitude"] = String(format: "%.4f", landmark.coordinate.latitude)
            context["longitude"] = String(format: "%.4f", landmark.coordinate.longitude)
            context["campsiteCount"] = landmark.campsiteCount
            context["listPath"] = LandmarksPage.list().href
            return layout.response(
                PageContent(title: landmark.name, bodyHTML: templates.detail.render(context), currentPath: request.uri.path))
        } catch LandmarksError.notFound {
            return notFound(path: request.uri.path)
        }
    }

    private func card(_ landmark: Landmark) -> [String: Any] {
        [
            "name": landmark.name, "park": landmark.park, "state": landmark.state,
            "href": LandmarksPage.detail(id: landmark.id).href,
            "categoryTitle": landmark.category.title,
            "categoryHref": LandmarksPage.list(category: landmark.category.rawValue).href,
        ]
    }

    private func notFound(path: String) -> Response {
        message("Landmark not found", "There is no landmark at this address.", path: path, status: .notFound)
    }

    private func message(_ heading: String, _ text: String, path: String, status: HTTPResponse.Status) -> Response {
        let body = templates.message.render(["heading": heading, "message": text, "listPath": LandmarksPage.list().href])
        return layout.response(PageContent(title: heading, bodyHTML: body, currentPath: path), status: status)
    }

    private func render(_ title: String, _ context: [String: Any], path: String, status: HTTPResponse.Status) -> Response {
        layout.response(PageContent(title: title, bodyHTML: templates.list.render(context), currentPath: path), status: status)
    }
}

extension PageLayout {
    fileprivate func response(_ content: PageContent, status: HTTPResponse.Status = .ok) -> Response {
        .html(render(content), status: status)
    }
}
