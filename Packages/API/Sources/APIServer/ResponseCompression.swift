import CompressNIO
import HTTPTypes
import Hummingbird

/// Gzips a text answer (a page, the stylesheet, JSON, a problem, SVG) of at
/// least `minimumSize` bytes for a client that says it accepts gzip (ADR 0103).
///
/// Only a body of known length is compressed (every answer of ours but a
/// stream); a smaller one costs more in work than it saves on the wire. To a
/// client that sends `Accept-Encoding`, a compressible answer says `Vary:
/// Accept-Encoding` whether compressed or not, so a shared cache keeps the
/// two forms apart, and a compressed one's ETag turns weak:
/// the bytes differ from the identity form's, the content does not, and
/// If-None-Match (which compares weakly) still finds it.
public struct ResponseCompression: RouterMiddleware {
    /// The request context every route of the app shares.
    public typealias Context = AppRequestContext
    let minimumSize: Int

    /// Compression for text answers of at least `minimumSize` bytes.
    public init(minimumSize: Int = 1024) {
        self.minimumSize = minimumSize
    }

    /// Calls `next`; gzips its answer when the client asks and the answer is
    /// text of at least the minimum size.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        // A client that asks for no encoding (a benchmark, a script) gets the
        // answer untouched: one header lookup is all it costs. A cache that
        // keeps such an identity answer may hand it to anyone.
        guard let accepted = request.headers[.acceptEncoding] else { return response }
        guard Self.isCompressible(response) else { return response }
        response.headers.append(varyOn: "Accept-Encoding")
        guard Self.acceptsGzip([accepted] + request.headers[values: .acceptEncoding].dropFirst()),
            let length = response.body.contentLength, length >= minimumSize
        else { return response }
        let collected = CollectedBody()
        try await response.body.write(CollectingWriter(into: collected))
        var plain = collected.buffer
        let compressed = try plain.compress(with: .gzip)
        response.headers[.contentEncoding] = "gzip"
        response.headers[.contentLength] = nil
        if let etag = response.headers[.eTag], !etag.hasPrefix("W/") { response.headers[.eTag] = "W/" + etag }
        response.body = .init(byteBuffer: compressed)
        return response
    }

    static var compressibleTypes: [String] {
        [
            "text/html", "text/css", "text/plain", "application/json", "application/problem+json", "image/svg+xml",
        ]
    }

    static func isCompressible(_ response: Response) -> Bool {
        guard response.headers[.contentEncoding] == nil, response.status != .notModified,
            let type = response.headers[.contentType]
        else { return false }
        return compressibleTypes.contains { type.hasPrefix($0) }
    }

    /// Whether `Accept-Encoding` lists gzip (or `*`) with a weight above zero.
    static func acceptsGzip(_ values: [String]) -> Bool {
        var gzip: Bool?
        var any: Bool?
        for item in values.flatMap({ $0.split(separator: ",") }) {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first else { continue }
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            if coding == "gzip" || coding == "x-gzip" { gzip = weight > 0 } else if coding == "*" { any = weight > 0 }
        }
        return gzip ?? any ?? false
    }
}

extension HTTPFields {
    /// Adds `name` to Vary unless it is there already.
    mutating func append(varyOn name: String) {
        let present = self[values: .vary].flatMap { $0.split(separator: ",") }
            .contains { $0.trimmingCharacters(in: .whitespaces).caseInsensitiveCompare(name) == .orderedSame }
        if !present { self.append(HTTPField(name: .vary, value: name)) }
    }
}

/// Where `CollectingWriter` puts the body: a reference, because `write(_:)`
/// consumes the writer it is given.
private final class CollectedBody {
    var buffer = ByteBuffer()
}

private struct CollectingWriter: ResponseBodyWriter {
    let body: CollectedBody

    init(into body: CollectedBody) {
        self.body = body
    }

    mutating func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        body.buffer.writeBuffer(&buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
