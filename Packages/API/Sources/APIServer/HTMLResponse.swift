import Hummingbird

/// Answers that are HTML pages.
extension Response {
    /// An HTML page. Pages are never cached by shared caches: they can show
    /// who is signed in.
    public static func html(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        .html(ByteBuffer(string: html), status: status)
    }

    /// An HTML page already encoded (kept by a cache, say).
    public static func html(_ body: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: body))
    }

    /// A redirect after a form post (303), so a reload does not post again.
    public static func seeOther(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }
}
