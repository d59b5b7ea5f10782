/// The problem answers every operation shares, one per status, so a client
/// handles each in one place (and a generated client has one type for each,
/// not one per operation). An operation refers to them, saying in its own
/// words when it answers each.
enum ProblemResponses {
    /// `UnprocessableContent` for 422: HTTP's own reason phrase, spelt as a name.
    static func name(of status: Int) -> String {
        switch status {
        case 400: "BadRequest"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "NotFound"
        case 409: "Conflict"
        case 413: "ContentTooLarge"
        case 415: "UnsupportedMediaType"
        case 422: "UnprocessableContent"
        case 429: "TooManyRequests"
        case 500: "InternalServerError"
        case 503: "ServiceUnavailable"
        case 507: "InsufficientStorage"
        default: "Status\(status)"
        }
    }

    static func response(_ status: Int, _ problem: JSONSchema) -> OpenAPIDocument.Response {
        let headers: [String: OpenAPIDocument.Referable<OpenAPIDocument.Header>]? =
            switch status {
            case 401: ["WWW-Authenticate": .reference(CommonHeaders.wwwAuthenticate)]
            case 429, 503: ["Retry-After": .reference(CommonHeaders.retryAfter)]
            default: nil
            }
        return OpenAPIDocument.Response(
            description: name(of: status).splitBeforeCapitals + ": a problem body says what went wrong.",
            content: [Problem.contentType: OpenAPIDocument.MediaType(schema: problem)], headers: headers)
    }

    /// What any operation may answer besides its own statuses: the server's
    /// failures, a method the path does not take, and whatever a proxy in
    /// between may answer. Every answer, this one included, carries its
    /// request id.
    static func any(_ problem: JSONSchema) -> OpenAPIDocument.Response {
        OpenAPIDocument.Response(
            description: "Any other answer, as a problem body: 500 when something failed on the server's side; 503 "
                + "when the database cannot be reached (try again after `Retry-After` seconds); 507 when storage is "
                + "full and nothing was changed; 405 when the path does not take the method (`Allow` lists those it "
                + "does). Every answer, of every status, carries `X-Request-Id`.",
            content: [Problem.contentType: OpenAPIDocument.MediaType(schema: problem)],
            headers: [
                "Retry-After": .reference(CommonHeaders.retryAfter),
                CommonHeaders.requestIDName: .reference(CommonHeaders.requestID),
            ])
    }
}

/// The response headers the document names, each described once.
enum CommonHeaders {
    static let requestID = "RequestID"
    static let requestIDName = "X-Request-Id"
    static let etag = "ETag"
    static let wwwAuthenticate = "WWWAuthenticate"
    static let retryAfter = "RetryAfter"

    static let all: [String: OpenAPIDocument.Header] = [
        requestID: OpenAPIDocument.Header(
            description: "This request's id, as the server's log names it: quote it when reporting a problem.",
            schema: .string(minLength: 1)),
        etag: OpenAPIDocument.Header(
            description: "Names this answer: send it back as `If-None-Match` to be told (304) it has not changed.",
            schema: .string(minLength: 1)),
        wwwAuthenticate: OpenAPIDocument.Header(
            description:
                "`Bearer realm=\"landmarks\"`, with `error=\"invalid_token\"` when the token sent is not known.",
            schema: .string()),
        retryAfter: OpenAPIDocument.Header(
            description: "Seconds to wait before trying again.", schema: .integer(minimum: 0)),
    ]
}

extension String {
    /// `UnprocessableContent` as `Unprocessable Content`.
    var splitBeforeCapitals: String {
        var words = ""
        for character in self {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(character)
        }
        return words
    }
}
