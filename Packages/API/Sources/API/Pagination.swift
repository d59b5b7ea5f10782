import Route

/// Which page of a list a caller asks for. Pages count from 1.
public struct PageRequest: Sendable, Hashable {
    /// Items per page when a request names none.
    public static let defaultPerPage = 20
    /// The most items a page may hold.
    public static let maxPerPage = 100

    /// The page's number, from 1.
    public var page: Int
    /// How many items a page holds.
    public var perPage: Int

    /// A request for page `page` of `perPage` items.
    public init(page: Int = 1, perPage: Int = PageRequest.defaultPerPage) {
        self.page = page
        self.perPage = perPage
    }

    /// Reads `page` and `perPage` from a query, refusing what makes no sense
    /// rather than quietly clamping it, so a client learns about its bug.
    public init(query parts: RequestParts) throws {
        var issues: [FieldIssue] = []
        page = Self.read("page", from: parts, default: 1, range: 1...1_000_000, issues: &issues)
        perPage = Self.read(
            "perPage", from: parts, default: Self.defaultPerPage, range: 1...Self.maxPerPage, issues: &issues)
        if !issues.isEmpty { throw Problem.unprocessable(issues) }
    }

    /// How many items come before this page.
    public var offset: Int { (page - 1) * perPage }

    /// The request as its two query items, `page` and `perPage`.
    public var queryItems: [Location.QueryItem] {
        [.init("page", String(page)), .init("perPage", String(perPage))]
    }

    private static func read(
        _ name: String, from parts: RequestParts, default value: Int, range: ClosedRange<Int>,
        issues: inout [FieldIssue]
    ) -> Int {
        guard let raw = parts.queryValue(name), !raw.isEmpty else { return value }
        guard let number = Int(raw), range.contains(number) else {
            issues.append(
                FieldIssue(
                    field: name, message: "must be a whole number from \(range.lowerBound) to \(range.upperBound)"))
            return value
        }
        return number
    }
}

/// One page of a list, with what a client needs to fetch the next.
public struct Page<Item: Codable & Sendable>: Codable, Sendable {
    /// This page's items.
    public var items: [Item]
    /// This page's number, from 1.
    public var page: Int
    /// How many items a page holds.
    public var perPage: Int
    /// How many items there are on all pages.
    public var total: Int

    /// A page of `items`, page `page` of `total` items at `perPage` a page.
    public init(items: [Item], page: Int, perPage: Int, total: Int) {
        self.items = items
        self.page = page
        self.perPage = perPage
        self.total = total
    }

    /// How many pages there are; none for no items.
    public var totalPages: Int { total == 0 ? 0 : (total + perPage - 1) / perPage }

    enum CodingKeys: String, CodingKey { case items, page, perPage, total, totalPages }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        items = try container.decode([Item].self, forKey: .items)
        page = try container.decode(Int.self, forKey: .page)
        perPage = try container.decode(Int.self, forKey: .perPage)
        total = try container.decode(Int.self, forKey: .total)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(page, forKey: .page)
        try container.encode(perPage, forKey: .perPage)
        try container.encode(total, forKey: .total)
        try container.encode(totalPages, forKey: .totalPages)
    }
}

extension Page: Equatable where Item: Equatable {}

extension Page: SchemaDescribed {
    /// The page's schema, which sends `totalPages` besides what it reads.
    public static func schema(in registry: inout SchemaRegistry) throws -> JSONSchema {
        .object(
            [
                "items": .array(of: try registry.schema(for: Item.self), "This page's items, in the list's order."),
                "page": .integer(minimum: 1, "This page's number, from 1."),
                "perPage": .integer(minimum: 1, maximum: PageRequest.maxPerPage, "How many items a full page holds."),
                "total": .integer(minimum: 0, "How many items there are on all pages."),
                "totalPages": .integer(minimum: 0, "How many pages there are; 0 when there are no items."),
            ], required: ["items", "page", "perPage", "total", "totalPages"])
    }
}

extension PageRequest {
    /// `page` and `perPage`, as `init(query:)` reads them.
    public static let parameters: [ParameterDocumentation] = [
        ParameterDocumentation(
            name: "page", in: .query, schema: .integer(minimum: 1, maximum: 1_000_000),
            description: "Which page, from 1 (the first when absent)."),
        ParameterDocumentation(
            name: "perPage", in: .query, schema: .integer(minimum: 1, maximum: maxPerPage),
            description: "Items per page, \(defaultPerPage) when absent."),
    ]

    /// The problems of reading a page request.
    public static let problems: [DocumentedProblem] = [
        .unprocessable("`page` or `perPage` is not a whole number in its range")
    ]
}
