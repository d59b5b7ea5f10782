import API
import APIClient
import LandmarksApi

/// One page of landmarks that keep the domain's rules, and the records that
/// did not (left out, and said so).
public struct LandmarkList: Sendable, Equatable {
    /// The landmarks that kept the rules, in the server's order.
    public var items: [LandmarkListing]
    /// Which page this is, from 1.
    public var page: Int
    /// How many pages there are.
    public var totalPages: Int
    /// How many landmarks match, on every page.
    public var total: Int
    /// The records left out, and why.
    public var dropped: [DroppedRecord]

    /// A page of `items`; `total` defaults to the items' count.
    public init(
        items: [LandmarkListing], page: Int = 1, totalPages: Int = 1, total: Int? = nil, dropped: [DroppedRecord] = []
    ) {
        self.items = items
        self.page = page
        self.totalPages = totalPages
        self.total = total ?? items.count
        self.dropped = dropped
    }

    /// Keeps every record that passes the domain's checks.
    init(records: [LandmarkDTO], page: Int = 1, totalPages: Int = 1, total: Int? = nil) {
        var items: [LandmarkListing] = []
        var dropped: [DroppedRecord] = []
        for record in records {
            do {
                items.append(try LandmarkListing(record))
            } catch {
                dropped.append(DroppedRecord(id: "landmark \(record.id)", reason: error.message))
            }
        }
        self.init(items: items, page: page, totalPages: totalPages, total: total ?? records.count, dropped: dropped)
    }

    init(_ page: Page<LandmarkDTO>) {
        self.init(records: page.items, page: page.page, totalPages: page.totalPages, total: page.total)
    }
}
