import SampleDomain
import Testing

private struct FixedItems: SampleItemRepository {
    let items: [SampleItem]
    func all() async throws -> [SampleItem] { items }
}

@Suite struct SampleDomainTests {
    @Test func listsWhatTheRepositoryHolds() async throws {
        let items = [try SampleItem(id: 1, title: "One")]
        #expect(try await ListSampleItems(repository: FixedItems(items: items))() == items)
    }

    @Test func trimsTheTitle() throws {
        #expect(try SampleItem(id: 1, title: "  Tidy  ").title == "Tidy")
    }

    @Test(arguments: ["", "   ", String(repeating: "x", count: 121)])
    func refusesABadTitle(_ title: String) {
        #expect(throws: SampleError.self) { try SampleItem(id: 1, title: title) }
    }
}
