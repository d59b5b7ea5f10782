import SampleApi
import SampleDomain

/// The JSON API of this feature.
struct SampleAPIHandlers: Sendable {
    let listItems: ListSampleItems

    func items() async throws -> [SampleItemDTO] {
        try await listItems().map(SampleItemDTO.init)
    }
}
