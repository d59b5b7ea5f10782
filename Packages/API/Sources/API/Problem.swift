/// An error body in the shape of RFC 9457 (`application/problem+json`).
///
/// Every failing API call answers with one. It says what went wrong in words a
/// client developer can act on, and never carries internals (no stack, no SQL).
public struct Problem: Error, Codable, Equatable, Sendable, CustomStringConvertible {
    /// The media type of a problem body.
    public static let contentType = "application/problem+json"

    /// A URI naming the kind of problem (`about:blank` for a plain status).
    public var type: String
    /// The status's words (`Not Found`).
    public var title: String
    /// The HTTP status.
    public var status: Int
    /// What went wrong this time, for a person.
    public var detail: String?
    /// For 422: one entry per bad field.
    public var errors: [FieldIssue]?
    /// For 429: seconds until trying again makes sense; also sent as the
    /// `Retry-After` header.
    public var retryAfter: Int?
    /// For a 409 of something that opens later (nights not yet open for
    /// booking): the instant it opens, RFC 3339 in UTC.
    public var opensAt: String?

    /// A problem with these values.
    public init(
        type: String = "about:blank", title: String, status: Int, detail: String? = nil, errors: [FieldIssue]? = nil,
        retryAfter: Int? = nil
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.errors = errors
        self.retryAfter = retryAfter
    }

    public var description: String {
        "\(status) \(title)" + (detail.map { ": \($0)" } ?? "")
            + (errors.map { " [" + $0.map { "\($0.field): \($0.message)" }.joined(separator: "; ") + "]" } ?? "")
    }
}

/// One field that failed validation, and why.
public struct FieldIssue: Codable, Equatable, Sendable {
    /// The field's name, as the request named it.
    public var field: String
    /// What is wrong with it, and how to put it right.
    public var message: String

    /// An issue with `field`, told by `message`.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}

extension Problem {
    /// A 400: the request could not be read.
    public static func badRequest(_ detail: String) -> Problem {
        Problem(title: "Bad Request", status: 400, detail: detail)
    }

    /// A 401: no credentials, or dead ones.
    public static func unauthorized(_ detail: String) -> Problem {
        Problem(title: "Unauthorized", status: 401, detail: detail)
    }

    /// A 403: the request is not allowed.
    public static func forbidden(_ detail: String) -> Problem {
        Problem(title: "Forbidden", status: 403, detail: detail)
    }

    /// A 404: nothing there.
    public static func notFound(_ detail: String) -> Problem {
        Problem(title: "Not Found", status: 404, detail: detail)
    }

    /// A 409: the request clashes with what is stored.
    public static func conflict(_ detail: String) -> Problem {
        Problem(title: "Conflict", status: 409, detail: detail)
    }

    /// A 413: the body is too large.
    public static func payloadTooLarge(_ detail: String) -> Problem {
        Problem(title: "Content Too Large", status: 413, detail: detail)
    }

    /// A 422, with one issue per field.
    public static func unprocessable(_ issues: [FieldIssue]) -> Problem {
        Problem(
            title: "Unprocessable Content", status: 422,
            detail: issues.count == 1 ? issues[0].message : "\(issues.count) fields are invalid", errors: issues)
    }

    /// A 429, with the seconds to wait.
    public static func tooManyRequests(_ detail: String, retryAfter seconds: Int) -> Problem {
        Problem(title: "Too Many Requests", status: 429, detail: detail, retryAfter: seconds)
    }

    /// A 500 that says nothing of the cause (the log says it).
    public static func internalError() -> Problem {
        Problem(
            title: "Internal Server Error", status: 500, detail: "Something went wrong on our side. Please try again.")
    }
}

extension Problem: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "type": .note("A URI naming the kind of problem; `about:blank` when the status says it all."),
        "title": .note("The status's reason phrase, `Unprocessable Content`."),
        "status": .note("The HTTP status, repeated for a client that kept only the body.", minimum: 100, maximum: 599),
        "detail": .note("What went wrong in this case, in words a client developer can act on."),
        "errors": .note("For a 422: one entry per field that broke a rule."),
        "retryAfter": .note("For a 429: seconds until trying again makes sense, as the `Retry-After` header says."),
        "opensAt": .note(
            "For a 409 of nights not yet open for booking: the instant they open (RFC 3339, UTC).",
            format: "date-time"),
    ]
}

extension FieldIssue: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "field": .note("The field, or the query parameter, by its name on the wire: `guests`, `page`, `items.2.name`."),
        "message": .note("What is wrong with it, in a sentence."),
    ]
}
