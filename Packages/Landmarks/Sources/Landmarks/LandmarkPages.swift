import APIServer
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

    func list(_ request: Request, _ context: AppRequestContext) async throws -> Response {
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
        values["landmarks"] = landmarks.map(card)
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

    func categories(_ request: Request, _ context: AppRequestContext) async throws -> Response {
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
        return layout.response(
            PageContent(
                title: "Categories", bodyHTML: templates.categories.render(values), currentPath: request.uri.path,
                visitor: context.visitor))
    }

    func detail(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visitor = context.visitor
        let location = Location(path: request.uri.path)
        guard case let .detail(id) = LandmarksPage(location: location) else {
            return notFound(path: request.uri.path, visitor: visitor)
        }
        do {
            let landmark = try await browse.landmark(id: id)
            var values = card(landmark)
            values["description"] = landmark.description
            values["latitude"] = String(format: "%.4f", landmark.coordinate.latitude)
            values["longitude"] = String(format: "%.4f", landmark.coordinate.longitude)
            values["campsiteCount"] = landmark.campsiteCount
            values["listPath"] = LandmarksPage.list().href
            return layout.response(
                PageContent(
                    title: landmark.name, bodyHTML: templates.detail.render(values), currentPath: request.uri.path,
                    visitor: visitor))
        } catch LandmarksError.notFound {
            return notFound(path: request.uri.path, visitor: visitor)
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

    private func notFound(path: String, visitor: PageVisitor) -> Response {
        message(
            "Landmark not found", "There is no landmark at this address.", path: path, visitor: visitor, status: .notFound)
    }

    private func message(
        _ heading: String, _ text: String, path: String, visitor: PageVisitor, status: HTTPResponse.Status
    ) -> Response {
        let body = templates.message.render(["heading": heading, "message": text, "listPath": LandmarksPage.list().href])
        return layout.response(
            PageContent(title: heading, bodyHTML: body, currentPath: path, visitor: visitor), status: status)
    }

    private func render(
        _ title: String, _ values: [String: Any], path: String, visitor: PageVisitor, status: HTTPResponse.Status
    ) -> Response {
        layout.response(
            PageContent(title: title, bodyHTML: templates.list.render(values), currentPath: path, visitor: visitor),
            status: status)
    }
}

extension PageLayout {
    fileprivate func response(_ content: PageContent, status: HTTPResponse.Status = .ok) -> Response {
        .html(render(content), status: status)
    }
}
