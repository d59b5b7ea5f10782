import API
import Foundation
import SampleApi
import Testing

// This target depends on SampleApi alone, as a client would: it compiles only
// while the wire types and endpoints need nothing of the domain.

@Suite struct SampleItemDTOTests {
    @Test func theWireNamesArePublishedContract() throws {
        let json = String(decoding: try APIJSON.encoder().encode(SampleItemDTO(id: 3, title: "Three")), as: UTF8.self)
        #expect(json == #"{"id":3,"title":"Three"}"#)
        #expect(
            try APIJSON.decoder().decode(SampleItemDTO.self, from: Data(json.utf8))
                == SampleItemDTO(id: 3, title: "Three"))
    }

    @Test func theEndpointIsVersioned() throws {
        #expect(try SampleEndpoints.items.request(for: NoInput()).location.href.hasPrefix("/api/v1/"))
    }
}
