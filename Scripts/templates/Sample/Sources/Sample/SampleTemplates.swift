import Mustache
import PageLayout

/// This feature's templates, parsed once by `PageTemplate` (values escaped
/// code point by code point, ADR 0141); a broken one fails the container's
/// start-up check.
struct SampleTemplates: Sendable {
    let list: MustacheTemplate

    init() throws {
        list = try PageTemplate.parse(Self.listHTML)
    }

    static let listHTML = """
        <h1>Sample</h1>
        {{#hasItems}}
        <ul class="cards" id="items">
        {{#items}}<li class="card"><h2>{{title}}</h2></li>
        {{/items}}
        </ul>
        {{/hasItems}}
        {{^hasItems}}<p class="empty">Nothing here yet.</p>{{/hasItems}}
        """
}
