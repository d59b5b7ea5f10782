import APIServer
import Hummingbird
import SampleDomain

/// The HTML pages of this feature.
struct SamplePages: Sendable {
    let listItems: ListSampleItems
    let templates: SampleTemplates
    let responses: PageResponses

    func list(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let items = try await listItems()
        let body = templates.list.render(
            [
                "items": items.map { ["title": $0.title] },
                "hasItems": !items.isEmpty,
            ] as [String: Any])
        return responses.page("Sample", body: body, request, context)
    }
}
