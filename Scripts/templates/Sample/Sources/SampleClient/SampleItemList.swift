import APIClient
import SampleApi
import SampleDomain

/// The items that keep the domain's rules, and the records that did not
/// (left out, and said so).
public struct SampleItemList: Sendable, Equatable {
    public var items: [SampleItem]
    public var dropped: [DroppedRecord]

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
