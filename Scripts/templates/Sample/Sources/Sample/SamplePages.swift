import APIServer
import Hummingbird
import PageLayout
import SampleDomain

/// The HTML pages of this feature.
struct SamplePages: Sendable {
    let listItems: ListSampleItems
    let templates: SampleTemplates
    let layout: PageLayout

    func list(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let items = try await listItems()
        let body = templates.list.render([
            "items": items.map { ["title": $0.title] },
            "hasItems": !items.isEmpty,
        ] as [String: Any])
        return .html(
            layout.render(
                PageContent(title: "Sample", bodyHTML: body, currentPath: request.uri.path, visitor: context.visitor)))
    }
}
