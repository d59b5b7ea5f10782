import API
import APIServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import LandmarksHost

/// Every rule the contract states on a parameter or a body field, tried on
/// the assembled host at its edge: a value just past it is refused with a
/// problem that names the field, and the value at it is not refused for that
/// field. So a handler that accepts what the document forbids, or refuses
/// what it allows, fails here (issue 32, ADR 0104).
@Suite struct APIConstraintTests {
    @Test func everyDocumentedRuleIsTheOneTheServerApplies() async throws {
        try await makeInMemoryHost().test(.router) { client in
            let document = try await client.execute(uri: APIContractRoutes.documentPath, method: .get) {
                try #require(try JSONSerialization.jsonObject(with: Data(buffer: $0.body)) as? [String: Any])
            }
            let contract = Contract(document)
            let token = try await Self.token(client, contract)
            var tried = 0
            for operation in contract.operations {
                // A host without accounts (Auth removed) cannot sign in: what
                // needs a token there answers 401 to anyone, whatever is sent.
                if operation.signedIn, token == nil { continue }
                let headers: HTTPFields = operation.signedIn ? [.authorization: "Bearer \(token ?? "")"] : [:]
                let body = try Self.validBody(for: operation, contract)
                for rule in operation.rules(in: contract) {
                    for probe in rule.probes() {
                        let answer = try await Self.send(client, operation, rule, probe.value, headers, body)
                        if probe.allowed {
                            #expect(
                                !answer.names(rule.name),
                                "\(operation.id): \(rule.name)=\(probe.shown) is allowed but was refused: \(answer)")
                        } else {
                            #expect(
                                (400..<500).contains(answer.status) && answer.names(rule.name),
                                "\(operation.id): \(rule.name)=\(probe.shown) breaks \(rule.kind), answered \(answer)")
                        }
                        tried += 1
                    }
                }
            }
            // The catalogue alone states rules on category, q, sort, near, page
            // and perPage: the loop above must have tried something.
            #expect(tried >= 12)
        }
    }

    /// A token of a fresh account, when the API has accounts.
    static func token(_ client: some TestClientProtocol, _ contract: Contract) async throws -> String? {
        guard contract.operations.contains(where: { $0.id == "signUp" }) else { return nil }
        let email = "constraints@example.com"
        let password = "a long enough password"
        let signUp = #"{"email":"\#(email)","name":"Con Straint","password":"\#(password)"}"#
        _ = try await client.execute(
            uri: "/api/v1/auth/signup", method: .post, headers: [.contentType: "application/json"],
            body: ByteBuffer(string: signUp))
        return try await client.execute(
            uri: "/api/v1/auth/login", method: .post, headers: [.contentType: "application/json"],
            body: ByteBuffer(string: #"{"email":"\#(email)","password":"\#(password)"}"#)
        ) { response in
            let json = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
            return try #require(json?["token"] as? String, "log-in answered \(response.status)")
        }
    }

    /// A body every rule of which holds: the schema's own example, or, for a
    /// new account, one made here.
    static func validBody(for operation: Contract.Operation, _ contract: Contract) throws -> [String: Any]? {
        guard let schema = operation.bodySchema.map(contract.resolved) else { return nil }
        if let example = (schema["examples"] as? [[String: Any]])?.first { return example }
        switch operation.id {
        case "signUp":
            return [
                "email": "rules-\(UUID().uuidString.prefix(8))@example.com", "name": "Rule Keeper",
                "password": "ten chars!",
            ]
        default: return Dictionary(uniqueKeysWithValues: (schema["required"] as? [String] ?? []).map { ($0, "x") })
        }
    }

    static func send(
        _ client: some TestClientProtocol, _ operation: Contract.Operation, _ rule: Contract.Rule, _ value: Any,
        _ headers: HTTPFields, _ body: [String: Any]?
    ) async throws -> Answer {
        var headers = headers
        var query = ""
        var body = body
        switch rule.location {
        case "query":
            query =
                "?" + rule.name + "="
                + (String(describing: value).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
            // The one rule between two parameters: `near` is read with `sort=nearest` only.
            if rule.name == "near" { query += "&sort=nearest" }
        case "header": headers[HTTPField.Name(rule.name)!] = String(describing: value)
        default: body?[rule.name] = value
        }
        if body != nil { headers[.contentType] = "application/json" }
        let path = operation.path
            .replacingOccurrences(
                of: "{id}", with: operation.path.hasPrefix("/api/v1/reservations/") ? UUID().uuidString : "1")
        let bytes = try body.map { ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: $0)) }
        return try await client.execute(uri: path + query, method: operation.method, headers: headers, body: bytes) {
            response in
            let problem = try? JSONDecoder().decode(Problem.self, from: Data(buffer: response.body))
            return Answer(status: Int(response.status.code), problem: problem)
        }
    }

    struct Answer: CustomStringConvertible {
        var status: Int
        var problem: Problem?

        /// Whether the answer refuses `field` by name: in `errors`, or in
        /// the detail of a 400 (a header's rules).
        func names(_ field: String) -> Bool {
            guard let problem, status >= 400 else { return false }
            return problem.errors?.contains { $0.field == field } == true
                || (status == 400 && problem.detail?.contains(field) == true)
        }

        var description: String { "\(status) \(problem.map(String.init(describing:)) ?? "")" }
    }
}

/// The parts of the OpenAPI document the test reads.
struct Contract {
    let json: [String: Any]

    init(_ json: [String: Any]) {
        self.json = json
    }

    var components: [String: Any] { json["components"] as? [String: Any] ?? [:] }

    /// A `$ref`'s target, or the object itself.
    func resolved(_ object: [String: Any]) -> [String: Any] {
        guard let reference = object["$ref"] as? String else { return object }
        let parts = reference.split(separator: "/").dropFirst(2) // "#", "components"
        guard parts.count == 2, let group = components[String(parts.first!)] as? [String: Any] else { return object }
        return group[String(parts.last!)] as? [String: Any] ?? object
    }

    struct Operation {
        var id: String
        var method: HTTPRequest.Method
        var path: String
        var signedIn: Bool
        var parameters: [[String: Any]]
        var bodySchema: [String: Any]?

        func rules(in contract: Contract) -> [Rule] {
            var rules: [Rule] = parameters.map(contract.resolved).compactMap { parameter in
                guard let name = parameter["name"] as? String, let location = parameter["in"] as? String,
                    location != "path",
                    let schema = parameter["schema"] as? [String: Any]
                else { return nil }
                return Rule(name: name, location: location, schema: schema)
            }
            if let body = bodySchema.map(contract.resolved),
                let properties = body["properties"] as? [String: [String: Any]]
            {
                rules += properties.map { Rule(name: $0.key, location: "body", schema: $0.value) }
            }
            return rules.filter { !$0.probes().isEmpty }.sorted { $0.name < $1.name }
        }
    }

    var operations: [Operation] {
        let paths = json["paths"] as? [String: [String: [String: Any]]] ?? [:]
        return paths.flatMap { path, methods in
            methods.compactMap { method, operation -> Operation? in
                guard let id = operation["operationId"] as? String, let verb = HTTPRequest.Method(method.uppercased())
                else { return nil }
                let security = operation["security"] as? [[String: Any]] ?? []
                let body = ((operation["requestBody"] as? [String: Any])?["content"] as? [String: Any])?[
                    "application/json"]
                return Operation(
                    id: id, method: verb, path: path, signedIn: !security.contains { $0.isEmpty },
                    parameters: operation["parameters"] as? [[String: Any]] ?? [],
                    bodySchema: (body as? [String: Any])?["schema"] as? [String: Any])
            }
        }.sorted { $0.id < $1.id }
    }

    /// One field's rules, and the values at and past each.
    struct Rule {
        var name: String
        var location: String
        var schema: [String: Any]

        var kind: String {
            schema.keys.filter { ["minimum", "maximum", "minLength", "maxLength", "pattern", "enum"].contains($0) }
                .sorted().joined(separator: ", ")
        }

        struct Probe {
            var value: Any
            var allowed: Bool
            var shown: String {
                let text = String(describing: value)
                return text.count > 24 ? "\(text.prefix(20))…(\(text.count))" : text
            }
        }

        func probes() -> [Probe] {
            var probes: [Probe] = []
            if let minimum = schema["minimum"] as? Int {
                probes.append(Probe(value: minimum, allowed: true))
                if minimum > Int.min { probes.append(Probe(value: minimum - 1, allowed: false)) }
            }
            if let maximum = schema["maximum"] as? Int {
                if maximum < Int.max {
                    probes.append(Probe(value: maximum, allowed: true))
                    probes.append(Probe(value: maximum + 1, allowed: false))
                } else if location != "body" {
                    // One past the largest id there is, as text.
                    probes.append(Probe(value: "9223372036854775808", allowed: false))
                }
            }
            let pattern = (schema["pattern"] as? String).flatMap { try? NSRegularExpression(pattern: $0) }
            func keeps(_ text: String) -> Bool {
                pattern.map { $0.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil } ?? true
            }
            if let minLength = schema["minLength"] as? Int, minLength > 0 {
                if keeps(String(repeating: "a", count: minLength)), schema["enum"] == nil, schema["format"] == nil {
                    probes.append(Probe(value: String(repeating: "a", count: minLength), allowed: true))
                }
                probes.append(Probe(value: String(repeating: "a", count: minLength - 1), allowed: false))
            }
            if let maxLength = schema["maxLength"] as? Int, schema["format"] as? String != "email" {
                if keeps(String(repeating: "a", count: maxLength)) {
                    probes.append(Probe(value: String(repeating: "a", count: maxLength), allowed: true))
                }
                probes.append(Probe(value: String(repeating: "a", count: maxLength + 1), allowed: false))
            }
            if let values = schema["enum"] as? [String] {
                probes += values.map { Probe(value: $0, allowed: true) }
                probes.append(Probe(value: "not-one-of-them", allowed: false))
            }
            if pattern != nil,
                let breaking = ["x", "0000-00", "\u{1}", "9999-99", "2000-13", " "].first(where: { !keeps($0) })
            {
                probes.append(Probe(value: breaking, allowed: false))
            }
            return probes
        }
    }
}
