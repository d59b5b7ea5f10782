import API
import APIServer
import Testing

private struct Note: Codable, Sendable {
    var text: String
    var pinned: Bool?
}

@Suite struct APIReferencePageTests {
    @Test func showsEachOperationWithItsParametersAndAnswersEscaped() throws {
        let endpoint = Endpoint<JSONBody<Note>, Note>(
            .post, "/api/v1/notes", success: .created,
            EndpointDocumentation(
                "addNote", summary: "Keeps a note <b>for later</b>; `text` is required.", access: .signedIn,
                problems: [.conflict("the same `text` was kept already")]))
        let document = try OpenAPIDocument(
            title: "Notes", version: "v1", description: "Notes & more.",
            groups: [EndpointGroup(name: "Notes", summary: "Notes.", endpoints: [endpoint.documented])])
        let html = try APIReferencePage().bodyHTML(of: document, documentPath: "/api/v1/openapi.json")

        #expect(html.contains("<code>POST /api/v1/notes</code>"))
        #expect(
            html.contains(
                "Keeps a note &lt;b&gt;for later&lt;/b&gt;; <code>text</code> is required. Needs a bearer token."))
        #expect(!html.contains("<b>for later</b>"))
        #expect(html.contains("Notes &amp; more."))
        #expect(html.contains("<tr><td>201</td><td>Created</td><td>Note</td></tr>"))
        #expect(
            html.contains("<tr><td>409</td><td>The same <code>text</code> was kept already.</td><td>Problem</td></tr>"))
        #expect(html.contains("<tr><td>401</td><td>No token was sent.</td><td>Problem</td></tr>"))
        #expect(html.contains("<tr><td>default</td><td>Any other answer, as a problem body"))
        // The schema's fields, with which are required.
        #expect(html.contains("<td><code>text</code></td><td>string</td><td>yes</td>"))
        #expect(html.contains("<td><code>pinned</code></td><td>boolean</td><td>no</td>"))
    }
}
