import API

/// The list endpoint's query: a category, a search text, a page.
///
/// This is the wire's shape only. The page is checked here (its rules are the
/// API's); whether a category exists and how long a search may be are the
/// domain's rules, which the server applies when it answers.
public struct ListLandmarksInput: EndpointInput, Hashable {
    /// A category's `id`, as `GET /api/v1/categories` lists them.
    public var category: String?
    public var search: String?
    public var page: PageRequest

    public init(category: String? = nil, search: String? = nil, page: PageRequest = PageRequest()) {
        self.category = category
        self.search = search
        self.page = page
    }

    public init(parts: RequestParts) throws {
        category = parts.queryValue("category").flatMap { $0.isEmpty ? nil : $0 }
        search = parts.queryValue("q").flatMap { $0.isEmpty ? nil : $0 }
        page = try PageRequest(query: parts)
    }

    public func parts() throws -> RequestParts {
        var query: [RequestParts.QueryItem] = []
        if let category { query.append(.init("category", category)) }
        if let search { query.append(.init("q", search)) }
        return RequestParts(query: query + page.queryItems)
    }

    public static var documentation: InputDocumentation {
        InputDocumentation(
            parameters: [
                ParameterDocumentation(
                    name: "category", in: .query, schema: .string(),
                    description: "Only landmarks of this category, by its `id` in `GET /api/v1/categories`."),
                ParameterDocumentation(
                    name: "q", in: .query, schema: .string(),
                    description: "Only landmarks whose name, park or state contains this text, in any case and "
                        + "with or without accents; when none does, those where each word is one typo away "
                        + "(two for words of eight letters or more) from a word there."),
            ] + PageRequest.parameters,
            problems: PageRequest.problems)
    }
}
