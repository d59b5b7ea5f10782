import API
internal import LandmarksDomain
import Route

/// The list endpoint's query: a category, a search text, nights to camp on,
/// an order, a page.
///
/// This is the wire's shape only. The page is checked here (its rules are the
/// API's); whether a category exists, how long a search may be, which orders
/// there are and what a stay may be are the domain's rules, which the server
/// applies when it answers and the contract states from the same constants.
/// Built in Swift, an empty value is the same as an absent one (a form's
/// blank field); sent to the API, an empty value is refused (a 422 naming it).
public struct ListLandmarksInput: EndpointInput, Hashable {
    /// A category's `id`, as `GET /api/v1/categories` lists them.
    public var category: String?
    /// Words to search the name, park and state for.
    public var search: String?
    /// A search by dates: check-in and check-out as `YYYY-MM-DD`, and the
    /// party's size (one when absent).
    public var checkIn: String?
    /// The morning of leaving, `YYYY-MM-DD`.
    public var checkOut: String?
    /// How many people stay: only sites that take them count.
    public var guests: String?
    /// `name` (the default), `price`, or `nearest` with `near`, a landmark's id.
    public var sort: String?
    /// The id of the landmark `sort=nearest` measures from.
    public var near: String?
    /// Which page, and how many a page holds.
    public var page: PageRequest

    /// An input with these values; nil leaves a parameter out.
    public init(
        category: String? = nil, search: String? = nil, checkIn: String? = nil, checkOut: String? = nil,
        guests: String? = nil, sort: String? = nil, near: String? = nil, page: PageRequest = PageRequest()
    ) {
        let present = { (value: String?) in value.flatMap { $0.isEmpty ? nil : $0 } }
        self.category = present(category)
        self.search = present(search)
        self.checkIn = present(checkIn)
        self.checkOut = present(checkOut)
        self.guests = present(guests)
        self.sort = present(sort)
        self.near = present(near)
        self.page = page
    }

    /// Reads the query; a malformed page is refused, an empty value is a 422.
    public init(parts: RequestParts) throws {
        self.init(
            category: parts.queryValue("category"), search: parts.queryValue("q"), checkIn: parts.queryValue("checkIn"),
            checkOut: parts.queryValue("checkOut"), guests: parts.queryValue("guests"), sort: parts.queryValue("sort"),
            near: parts.queryValue("near"), page: try PageRequest(query: parts))
        // Read with dates only, but a party is a positive whole number
        // whenever one is sent, as the contract says.
        if let guests, PathValue.positiveID(guests) == nil {
            throw Problem.unprocessable([FieldIssue(field: "guests", message: "must be a whole number from 1")])
        }
    }

    /// Whether the query asks for landmarks free on some nights: guests
    /// alone (a form's default) ask nothing.
    public var searchesByDates: Bool { checkIn != nil || checkOut != nil }

    /// The query as a client sends it.
    public func parts() throws -> RequestParts {
        let named: [(String, String?)] = [
            ("category", category), ("q", search), ("checkIn", checkIn), ("checkOut", checkOut), ("guests", guests),
            ("sort", sort), ("near", near),
        ]
        return RequestParts(query: named.compactMap { name, value in value.map { .init(name, $0) } } + page.queryItems)
    }

    public static var documentation: InputDocumentation {
        InputDocumentation(
            parameters: [
                ParameterDocumentation(
                    name: "category", in: .query,
                    schema: JSONSchema(type: "string", allowedValues: LandmarkCategory.allCases.map(\.rawValue)),
                    description: "Only landmarks of this category, by its `id` in `GET /api/v1/categories`."),
                ParameterDocumentation(
                    name: "q", in: .query, schema: .string(maxLength: LandmarkFilter.maxSearchLength),
                    description: "Only landmarks whose name, park or state contains this text, in any case and "
                        + "with or without accents; when none does, those where each word is one typo away "
                        + "(two for words of eight letters or more) from a word there."),
                ParameterDocumentation(
                    name: "checkIn", in: .query, schema: .day(),
                    description: "With `checkOut`: only landmarks with one site free on every night from "
                        + "`checkIn` to the morning of `checkOut` that takes the party (`guests`, and the one "
                        + "vehicle a booking brings when it does not say), each with `stayTotalCents`. The "
                        + "booking rules apply: from today (in Hawaii) up to 12 months ahead, at most 14 nights."),
                ParameterDocumentation(
                    name: "checkOut", in: .query, schema: .day(),
                    description: "The morning the stay ends; see `checkIn`."),
                ParameterDocumentation(
                    name: "guests", in: .query, schema: .integer(minimum: 1, maximum: Int.max),
                    description: "The party in a search by dates, at most as many as one campsite holds (the "
                        + "booking rules'; more is a 422); 1 when absent; not read without `checkIn` or `checkOut`."),
                ParameterDocumentation(
                    name: "sort", in: .query,
                    schema: JSONSchema(type: "string", allowedValues: LandmarkOrder.names),
                    description: "`name` (the default), `price` (cheapest night first), or `nearest` to the "
                        + "landmark `near` names (itself first)."),
                ParameterDocumentation(
                    name: "near", in: .query, schema: .integer(minimum: 1, maximum: Int.max),
                    description: "The landmark `sort=nearest` measures from, by id; only with `sort=nearest`."),
            ] + PageRequest.parameters,
            problems: PageRequest.problems)
    }
}
