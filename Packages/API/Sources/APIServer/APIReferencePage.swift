import API
import Foundation
import Mustache
import PageLayout

/// The contract for people: every operation with its parameters, body and
/// answers, and every schema with its fields, made from the same
/// `OpenAPIDocument` that `/api/v1/openapi.json` serves (ADR 0104).
public struct APIReferencePage: Sendable {
    /// Where the contract's page for people is served.
    public static let path = "/api"
    /// The page's title.
    public static let title = "The Landmarks API"

    private let template: MustacheTemplate

    /// Parses the page's template; throws when it does not parse, which stops the launch.
    public init() throws {
        template = try PageTemplate.parse(Self.html)
    }

    /// The page's main part, every value escaped, to frame with the layout.
    public func bodyHTML(of document: OpenAPIDocument, documentPath: String) -> String {
        let sections: [[String: Any]] = document.tags.map { tag in
            let operations = document.paths.keys.sorted().flatMap { path in
                Self.methodOrder.compactMap { method -> [String: Any]? in
                    guard let operation = document.paths[path]?[method], operation.tags.contains(tag.name) else {
                        return nil
                    }
                    return Self.operation(operation, method: method, path: path, in: document)
                }
            }
            return [
                "name": tag.name, "anchor": Self.anchor(tag.name), "summary": Self.rich(tag.description),
                "operations": operations,
            ]
        }
        let schemas: [[String: Any]] = document.components.schemas.keys.sorted().map { name in
            [
                "name": name, "anchor": "schema-" + Self.anchor(name),
                "fields": Self.fields(of: document.components.schemas[name]!),
            ]
        }
        return template.render([
            "title": Self.title, "version": document.info.version, "description": Self.rich(document.info.description),
            "documentPath": documentPath, "sections": sections, "schemas": schemas,
        ])
    }

    static let methodOrder = ["get", "put", "post", "delete", "patch"]

    private static func operation(
        _ operation: OpenAPIDocument.Operation, method: String, path: String, in document: OpenAPIDocument
    ) -> [String: Any] {
        let access =
            operation.security.contains(where: \.isEmpty)
            ? "No credentials needed; a bearer token, when sent, must be a known one."
            : "Needs a bearer token."
        let parameters: [[String: Any]] = (operation.parameters ?? []).compactMap(document.resolved).map { parameter in
            [
                "name": parameter.name, "in": parameter.in, "type": typeText(parameter.schema),
                "required": parameter.required ? "yes" : "no", "description": rich(parameter.description),
            ]
        }
        let responses: [[String: Any]] = operation.responses.keys.sorted().map { status in
            guard let response = document.resolved(operation.responses[status]!) else { return [:] }
            let body = response.content?.values.first.map { typeText($0.schema) }
            // Every key set: a missing one would be looked up in the operation.
            return ["status": status, "description": rich(response.description), "body": body ?? ""]
        }
        var values: [String: Any] = [
            "id": operation.operationId, "method": method.uppercased(), "path": path,
            "summary": rich(operation.summary),
            "access": access, "responses": responses,
        ]
        // A section over a dictionary renders once: the table only when it has rows.
        if !parameters.isEmpty { values["parameterTable"] = ["rows": parameters] }
        if let body = operation.requestBody?.content["application/json"]?.schema {
            values["body"] =
                body.reference == nil
                ? ["type": "a JSON object", "fieldTable": ["rows": fields(of: body)]]
                : ["type": typeText(body)]
        }
        return values
    }

    private static func fields(of schema: JSONSchema) -> [[String: Any]] {
        let required = Set(schema.required ?? [])
        return (schema.properties ?? [:]).keys.sorted().map { name in
            let field = schema.properties![name]!
            return [
                "name": name, "type": typeText(field), "required": required.contains(name) ? "yes" : "no",
                "description": rich(field.description ?? ""),
            ]
        }
    }

    /// `integer ≥ 1`, `string (date)`, `array of LandmarkDTO`.
    static func typeText(_ schema: JSONSchema) -> String {
        if let reference = schema.reference { return reference }
        var text = schema.type ?? "any"
        if text == "array", let items = schema.items { text = "array of \(typeText(items))" }
        if let format = schema.format { text += " (\(format))" }
        if let minimum = schema.minimum, minimum != 0 || schema.maximum != nil { text += " ≥ \(minimum)" }
        if let maximum = schema.maximum, maximum != Int.max { text += " ≤ \(maximum)" }
        if let minLength = schema.minLength, minLength > 0 { text += ", at least \(minLength) characters" }
        if let maxLength = schema.maxLength { text += ", at most \(maxLength) characters" }
        if let pattern = schema.pattern { text += " matching \(pattern)" }
        if let values = schema.allowedValues { text += ": one of " + values.joined(separator: ", ") }
        return text
    }

    /// Escaped text in which `code` spans become `<code>`: the contract's
    /// prose is written for both Markdown readers and this page.
    static func rich(_ text: String) -> String {
        let escaped = HTMLEscaping.escaped(text)
        return escaped.replacingOccurrences(of: "`([^`]+)`", with: "<code>$1</code>", options: .regularExpression)
    }

    static func anchor(_ name: String) -> String {
        String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    static let html = """
        <section class="api-reference">
        <h1>{{title}}</h1>
        <p>{{{description}}}</p>
        <p>Version {{version}}. The contract as OpenAPI 3.1: <a\
         href="{{documentPath}}"><code>{{documentPath}}</code></a>.</p>
        <nav aria-label="API sections"><ul>
        {{#sections}}<li><a href="#{{anchor}}">{{name}}</a></li>{{/sections}}
        <li><a href="#schemas">Schemas</a></li>
        </ul></nav>
        {{#sections}}
        <h2 id="{{anchor}}">{{name}}</h2>
        <p>{{{summary}}}</p>
        {{#operations}}
        <article class="operation" id="{{id}}">
        <h3><code>{{method}} {{path}}</code></h3>
        <p>{{{summary}}} {{access}}</p>
        {{#parameterTable}}
        <table class="fields"><caption>Parameters</caption>
        <thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th\
         scope="col">Required</th><th scope="col">Meaning</th></tr></thead>
        <tbody>{{#rows}}<tr><td><code>{{name}}</code></td><td>{{in}}</td><td>{{type}}</td><td>{{required}}</td>\
        <td>{{{description}}}</td></tr>{{/rows}}</tbody>
        </table>
        {{/parameterTable}}
        {{#body}}
        <p>Body: {{type}}.</p>
        {{#fieldTable}}
        <table class="fields"><caption>Body fields</caption>
        <thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th\
         scope="col">Meaning</th></tr></thead>
        <tbody>{{#rows}}<tr><td><code>{{name}}</code></td><td>{{type}}</td><td>{{required}}</td><td>{{{description}}}\
        </td></tr>{{/rows}}</tbody>
        </table>
        {{/fieldTable}}
        {{/body}}
        <table class="fields responses"><caption>Answers</caption>
        <thead><tr><th scope="col">Status</th><th scope="col">When</th><th scope="col">Body</th></tr></thead>
        <tbody>{{#responses}}<tr><td>{{status}}</td><td>{{{description}}}</td><td>{{body}}</td></tr>{{/responses}}\
        </tbody>
        </table>
        </article>
        {{/operations}}
        {{/sections}}
        <h2 id="schemas">Schemas</h2>
        {{#schemas}}
        <table class="fields" id="{{anchor}}"><caption><code>{{name}}</code></caption>
        <thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th\
         scope="col">Meaning</th></tr></thead>
        <tbody>{{#fields}}<tr><td><code>{{name}}</code></td><td>{{type}}</td><td>{{required}}</td><td>{{{description}}}\
        </td></tr>{{/fields}}</tbody>
        </table>
        {{/schemas}}
        </section>
        """
}
