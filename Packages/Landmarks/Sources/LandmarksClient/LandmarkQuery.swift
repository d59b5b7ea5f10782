import LandmarksDomain

/// What a list shows: a category, a search text, nights to camp on, an
/// order, a page.
public struct LandmarkQuery: Sendable, Hashable {
    /// Only this category; nil for all.
    public var category: LandmarkCategory?
    /// Words to search for; nil for none.
    public var search: String?
    /// A search by dates: check-in and check-out as `YYYY-MM-DD`, and the
    /// party; the server applies the booking rules to them.
    public var checkIn: String?
    /// The morning of leaving, `YYYY-MM-DD`, with `checkIn`.
    public var checkOut: String?
    /// How many people stay; one when nil.
    public var guests: Int?
    /// The order of the answer.
    public var order: LandmarkOrder
    /// Which page, from 1.
    public var page: Int
    /// How many landmarks a page holds, 1 to 100.
    public var perPage: Int

    /// A query; every part is optional, and the first page of all landmarks by
    /// name is the default.
    public init(
        category: LandmarkCategory? = nil, search: String? = nil, checkIn: String? = nil, checkOut: String? = nil,
        guests: Int? = nil, order: LandmarkOrder = .name, page: Int = 1, perPage: Int = 20
    ) {
        self.category = category
        self.search = search.flatMap { $0.isEmpty ? nil : $0 }
        self.checkIn = checkIn.flatMap { $0.isEmpty ? nil : $0 }
        self.checkOut = checkOut.flatMap { $0.isEmpty ? nil : $0 }
        self.guests = guests
        self.order = order
        self.page = page
        self.perPage = perPage
    }

    /// The query as the API reads it, page included: also the cache's key.
    var queryItems: [(name: String, value: String)] {
        let (sort, near) = (order.sortValue, order.nearValue)
        let named: [(String, String?)] = [
            ("category", category?.rawValue), ("q", search), ("checkIn", checkIn), ("checkOut", checkOut),
            ("guests", guests.map(String.init)), ("sort", sort), ("near", near),
            ("page", String(page)), ("perPage", String(perPage)),
        ]
        return named.compactMap { name, value in value.map { (name, $0) } }
    }
}
