import Hummingbird
import Route

/// The fields of an `application/x-www-form-urlencoded` body, as a page's form
/// posts them. Reading collects the body (within the app's size limit) and
/// leaves it readable for whoever reads it next.
public struct FormFields: Sendable {
    private let items: [Location.QueryItem]

    /// The fields of a posted form, in order.
    public init(_ items: [Location.QueryItem]) {
        self.items = items
    }

    /// The request's form fields; none when the body is not a form.
    public init(request: inout Request) async throws {
        guard let type = request.headers[.contentType]?.lowercased(),
            type.hasPrefix("application/x-www-form-urlencoded")
        else {
            self.init([])
            return
        }
        let body = try await request.collectBody(upTo: AppRequestContext.maxBodySize)
        self.init(Location.parseQuery(Substring(String(buffer: body))))
    }

    /// The first value of a field, or "" when the form did not send it.
    public subscript(_ name: String) -> String {
        items.first { $0.name == name }?.value ?? ""
    }

    /// Whether the form sent a field called `name`.
    public func contains(_ name: String) -> Bool {
        items.contains { $0.name == name }
    }
}
