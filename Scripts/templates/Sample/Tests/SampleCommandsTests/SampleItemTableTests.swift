import SampleClient
import SampleDomain
import Testing

@testable import SampleCommands

struct SampleItemTableTests {
    @Test func itemsShowOneRowEachUnderTheirHeader() throws {
        let list = SampleItemList(items: [
            try SampleItem(id: 1, title: "First"), try SampleItem(id: 2, title: "Second"),
        ])
        let lines = SampleItemTable(list).lines
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix("id") == true)
        #expect(lines.contains { $0.contains("First") })
        #expect(lines.last?.contains("Second") == true)
    }

    @Test func noItemsSaysSo() {
        #expect(SampleItemTable(SampleItemList(items: [])).lines == ["No items yet."])
    }

    @Test func theGroupOffersItsListCommand() {
        #expect(SampleCommandGroup.commands.map { $0.configuration.commandName } == ["sample-items"])
    }
}
