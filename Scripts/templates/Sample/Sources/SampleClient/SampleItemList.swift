import APIClient
import SampleApi
import SampleDomain

/// The items that keep the domain's rules, and the records that did not
/// (left out, and said so).
public struct SampleItemList: Sendable, Equatable {
    /// The items that kept the rules.
    public var items: [SampleItem]
    /// The records left out, and why.
    public var dropped: [DroppedRecord]

    /// A list of `items`, and what was dropped.
    public init(items: [SampleItem], dropped: [DroppedRecord] = []) {
        self.items = items
        self.dropped = dropped
    }

    /// Keeps every record that passes the domain's checks.
    init(records: [SampleItemDTO]) {
        var items: [SampleItem] = []
        var dropped: [DroppedRecord] = []
        for record in records {
            do {
                items.append(try SampleItem(id: record.id, title: record.title))
            } catch {
                dropped.append(DroppedRecord(id: "item \(record.id)", reason: error.message))
            }
        }
        self.init(items: items, dropped: dropped)
    }
}
