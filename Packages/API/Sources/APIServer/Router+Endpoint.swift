import API
import Foundation
import HTTPTypes
import Hummingbird
import Route

/// Mounting endpoints.
extension RouterMethods {
    /// Mounts an endpoint: parses its input from the request (a bad one is answered
    /// with the input's 400 or 422 problem before the handler runs), calls the
    /// handler, and encodes its output with the API's JSON dialect.
    @discardableResult
    public func on<Input, Output>(
        _ endpoint: Endpoint<Input, Output>,
        use handler: @Sendable @escaping (Input, Request, Context) async throws -> Output
    ) -> Self {
        let headerNames = Self.headerNames(of: Input.self)
        let queryNames = Self.queryNames(of: Input.self)
        return on(RouterPath(endpoint.path.routerPath), method: endpoint.method) { request, context -> Response in
            var request = request
            let parts = try await RequestParts(
                request: &request, context: context, parameterNames: endpoint.path.parameterNames,
                headerNames: headerNames)
            try parts.refuseEmptyValues(of: queryNames)
            let input = try Input(parts: parts)
            let output = try await handler(input, request, context)
            if endpoint.successStatus == .noContent {
                return Response(status: .noContent)
            }
            let body = try APIJSON.encoder().encode(output)
            return Response(
                status: endpoint.successStatus,
                headers: [.contentType: Self.jsonType],
                body: .init(byteBuffer: ByteBuffer(bytes: body)))
        }
    }
}

/// Mounting endpoints whose answers are kept.
extension RouterMethods {
    /// Mounts an endpoint whose answer many callers share: the encoded output
    /// is kept in `cache` under the parsed input, for as long as `generation`
    /// answers the same number, and served with its ETag (a 304 when the
    /// client has it). `generation` answers nil for a request whose output is
    /// its own (a signed-in caller's), which is then computed and not kept.
    @discardableResult
    public func on<Input: Hashable, Output>(
        _ endpoint: Endpoint<Input, Output>,
        cache: ResponseCache<Input>,
        generation: @Sendable @escaping (Request, Context) async throws -> Int?,
        use handler: @Sendable @escaping (Input, Request, Context) async throws -> Output
    ) -> Self {
        on(
            endpoint, cache: cache, generation: generation, personal: PrivateAnswers<Input, Never, Context>?.none,
            use: handler)
    }

    /// As above, and an answer that is not shared may still be kept:
    /// `personal.key` names what it depends on besides the input (a signed-in
    /// caller's favorites, say), and answers nil when it must be computed.
    /// Such an answer is private: no shared cache may keep it (ADR 0106).
    @discardableResult
    public func on<Input: Hashable, Output, Key>(
        _ endpoint: Endpoint<Input, Output>,
        cache: ResponseCache<Input>,
        generation: @Sendable @escaping (Request, Context) async throws -> Int?,
        personal: PrivateAnswers<Input, Key, Context>?,
        use handler: @Sendable @escaping (Input, Request, Context) async throws -> Output
    ) -> Self {
        // An ETag and a 304 are answers the contract must list: serving them
        // from an endpoint it does not call conditional is a programming
        // error, found when the routes are made. (The other way round is
        // allowed: a conditional endpoint served without a cache, as test
        // servers do, never answers 304, which the contract permits.)
        precondition(
            endpoint.documentation.conditional,
            "\(endpoint.documentation.operationID) is served with an ETag: document it as conditional")
        let headerNames = Self.headerNames(of: Input.self)
        let queryNames = Self.queryNames(of: Input.self)
        return on(RouterPath(endpoint.path.routerPath), method: endpoint.method) { request, context -> Response in
            var request = request
            let parts = try await RequestParts(
                request: &request, context: context, parameterNames: endpoint.path.parameterNames,
                headerNames: headerNames)
            try parts.refuseEmptyValues(of: queryNames)
            let input = try Input(parts: parts)
            guard let generation = try await generation(request, context) else {
                if let personal, let (key, generation) = try await personal.key(input, request, context) {
                    if let kept = personal.cache.entry(for: key, generation: generation) {
                        return .cached(
                            kept, contentType: Self.jsonType, status: endpoint.successStatus, for: request,
                            private: true)
                    }
                    let body = ByteBuffer(
                        bytes: try APIJSON.encoder().encode(try await handler(input, request, context)))
                    // Kept only if what it depends on did not move while it
                    // was computed: the key must name these very bytes.
                    guard let (again, _) = try await personal.key(input, request, context), again == key else {
                        return Response(
                            status: endpoint.successStatus, headers: [.contentType: Self.jsonType],
                            body: .init(byteBuffer: body))
                    }
                    let entry = personal.cache.store(body, for: key, generation: generation)
                    return .cached(
                        entry, contentType: Self.jsonType, status: endpoint.successStatus, for: request, private: true)
                }
                let body = try APIJSON.encoder().encode(try await handler(input, request, context))
                return Response(
                    status: endpoint.successStatus, headers: [.contentType: Self.jsonType],
                    body: .init(byteBuffer: ByteBuffer(bytes: body)))
            }
            let entry = try await cache.entry(for: input, generation: generation) {
                try APIJSON.encoder().encode(try await handler(input, request, context))
            }
            return .cached(entry, contentType: Self.jsonType, status: endpoint.successStatus, for: request)
        }
    }

    static var jsonType: String { "application/json; charset=utf-8" }

    /// The query parameters an input reads, looked up once when it is mounted.
    static func queryNames<Input: EndpointInput>(of input: Input.Type) -> Set<String> {
        Set(Input.documentation.parameters.filter { $0.location == .query }.map(\.name))
    }

    /// The headers an input reads, looked up once when it is mounted.
    static func headerNames<Input: EndpointInput>(of input: Input.Type) -> [HTTPField.Name] {
        Input.documentation.parameters.filter { $0.location == .header }.compactMap { HTTPField.Name($0.name) }
    }
}

extension RequestParts {
    /// A documented query parameter sent empty (`?month=`) is refused, each
    /// named, as the contract says (a string parameter has at least one
    /// character): leaving it out is how a caller means "none".
    func refuseEmptyValues(of names: Set<String>) throws {
        let empty = Set(query.filter { $0.value.isEmpty && names.contains($0.name) }.map(\.name)).sorted()
        guard empty.isEmpty else {
            throw Problem.unprocessable(empty.map { FieldIssue(field: $0, message: "is empty: leave it out instead") })
        }
    }

    init(
        request: inout Request, context: some RequestContext, parameterNames: [String], headerNames: [HTTPField.Name]
    ) async throws {
        var pathParameters: [String: String] = [:]
        for name in parameterNames {
            pathParameters[name] = context.parameters.get(name)?.removingPercentEncoding
        }
        let query = request.uri.query.map { Location.parseQuery(Substring($0)) } ?? []
        var body: Data?
        if request.method == .post || request.method == .put || request.method == .patch {
            let buffer = try await request.collectBody(upTo: context.maxUploadSize)
            body = buffer.readableBytes > 0 ? Data(buffer.readableBytesView) : nil
        }
        var headers: [String: String] = [:]
        for name in headerNames {
            if let value = request.headers[name] { headers[name.canonicalName] = value }
        }
        self.init(pathParameters: pathParameters, query: query, headers: headers, body: body)
    }
}
