import APIClient
import SampleDomain

extension SampleService {
    /// Answers `items` from memory, as if from the network, sorted by title
    /// as the server sorts them.
    public static func mock(_ items: [SampleItem] = SampleItem.samples) -> SampleService {
        SampleService(items: { _ in .answer(SampleItemList(items: items.sorted { $0.title < $1.title })) })
    }

    /// A service answering a few fixed items, for previews and tests.
    public static var mock: SampleService { mock() }
}

extension SampleItem {
    /// Two items that keep every rule, for previews and tests.
    public static let samples: [SampleItem] = [
        try! SampleItem(id: 1, title: "First"),
        try! SampleItem(id: 2, title: "Second"),
    ]
}
