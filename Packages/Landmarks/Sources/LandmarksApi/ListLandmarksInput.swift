import API
import LandmarksDomain

/// The list endpoint's query: a category, a search text, a page.
public struct ListLandmarksInput: EndpointInput, Hashable {
    public var filter: LandmarkFilter
    public var page: PageRequest

    public init(filter: LandmarkFilter = try! LandmarkFilter(), page: PageRequest = PageRequest()) {
        self.filter = filter
        self.page = page
    }

    public init(parts: RequestParts) throws {
        var issues: [FieldIssue] = []
        var category: LandmarkCategory?
        do {
            category = try LandmarkFilter.category(named: parts.queryValue("category"))
        } catch {
            issues.append(FieldIssue(field: "category", message: error.message))
        }
        var filter: LandmarkFilter?
        do {
            filter = try LandmarkFilter(category: category, search: parts.queryValue("q"))
        } catch {
            issues.append(FieldIssue(field: "q", message: error.message))
        }
        do {
            page = try PageRequest(query: parts)
        } catch let problem as Problem {
            issues += problem.errors ?? []
            page = PageRequest()
        }
        guard issues.isEmpty, let filter else { throw Problem.unprocessable(issues) }
        self.filter = filter
    }

    public func parts() throws -> RequestParts {
        var query: [RequestParts.QueryItem] = []
        if let category = filter.category { query.append(.init("category", category.rawValue)) }
        if let search = filter.search { query.append(.init("q", search)) }
        return RequestParts(query: query + page.queryItems)
    }
}
