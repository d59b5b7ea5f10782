import API
import SampleApi
import SampleDomain
import Testing

@Suite struct SampleItemDTOTests {
    @Test func mapsBothWays() throws {
        let item = try SampleItem(id: 3, title: "Three")
        #expect(try SampleItem(SampleItemDTO(item)) == item)
    }

    @Test func refusesABadRecord() throws {
        var dto = SampleItemDTO(try SampleItem(id: 3, title: "Three"))
        dto.id = 0
        #expect(throws: SampleError.self) { try SampleItem(dto) }
        dto = SampleItemDTO(try SampleItem(id: 3, title: "Three"))
        dto.title = " "
        #expect(throws: SampleError.invalidTitle("A title is required.")) { try SampleItem(dto) }
    }

    @Test func theEndpointIsVersioned() throws {
        #expect(try SampleEndpoints.items.request(for: NoInput()).location.href.hasPrefix("/api/v1/"))
    }
}
