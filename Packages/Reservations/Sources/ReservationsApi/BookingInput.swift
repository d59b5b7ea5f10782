import API
import Foundation

/// `POST /api/v1/reservations`: `{"landmarkId": 1, "checkIn": "2026-12-01",
/// "checkOut": "2026-12-03", "guests": 2, "notes": "…"}`.
///
/// The body is read field by field rather than decoded in one go, so a body
/// with several bad fields is answered with every one of them named (by the
/// domain's rules), not only the first the decoder tripped on.
public struct BookingInput: EndpointInput, Equatable {
    /// Nil when it was missing or not a whole number.
    public var landmarkId: Int?
    /// `YYYY-MM-DD`; nil when missing or not text.
    public var checkIn: String?
    public var checkOut: String?
    /// Nil when it was missing or not a whole number.
    public var guests: Int?
    /// Empty when none were given; nil when something other than text was sent.
    public var notes: String?
    /// The `Idempotency-Key` header: a client that repeats a booking with the
    /// same key (after a timeout, say) gets the first booking back, not a second.
    public var requestKey: String?

    public static let requestKeyHeader = "Idempotency-Key"

    public init(
        landmarkId: Int?, checkIn: String?, checkOut: String?, guests: Int?, notes: String? = "", requestKey: String? = nil
    ) {
        self.landmarkId = landmarkId
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.guests = guests
        self.notes = notes
        self.requestKey = requestKey
    }

    public init(parts: RequestParts) throws {
        guard let body = parts.body, !body.isEmpty else { throw Problem.badRequest("This request needs a JSON body.") }
        guard let object = try? APIJSON.decoder().decode([String: JSONValue].self, from: body) else {
            throw Problem.badRequest("The body is not a JSON object.")
        }
        // Missing or null notes are no notes; notes of another kind are a
        // mistake the rules name alongside any others.
        let notes = object["notes"] ?? .null
        let key = parts.header(Self.requestKeyHeader)
        if let key, !(1...255).contains(key.utf8.count) || !key.utf8.allSatisfy({ (33...126).contains($0) }) {
            throw Problem.badRequest("\(Self.requestKeyHeader) is 1 to 255 visible ASCII characters, such as a UUID.")
        }
        self.init(
            landmarkId: object["landmarkId"]?.wholeNumber, checkIn: object["checkIn"]?.string,
            checkOut: object["checkOut"]?.string, guests: object["guests"]?.wholeNumber, notes: notes == .null ? "" : notes.string,
            requestKey: key)
    }

    public func parts() throws -> RequestParts {
        var object: [String: JSONValue] = [:]
        if let notes { object["notes"] = .string(notes) }
        if let landmarkId { object["landmarkId"] = .number(Double(landmarkId)) }
        if let checkIn { object["checkIn"] = .string(checkIn) }
        if let checkOut { object["checkOut"] = .string(checkOut) }
        if let guests { object["guests"] = .number(Double(guests)) }
        return RequestParts(
            headers: requestKey.map { [Self.requestKeyHeader.lowercased(): $0] } ?? [:], body: try APIJSON.encoder().encode(object))
    }

    /// Described by hand, since the body is read field by field; the
    /// domain's limits (nights, guests, notes) are answered with a 422 that
    /// names each field.
    public static var documentation: InputDocumentation {
        let body = JSONSchema.object(
            [
                "landmarkId": .integer(minimum: 1, "The landmark to stay at."),
                "checkIn": .day("The first night, `YYYY-MM-DD`, at the landmark."),
                "checkOut": .day("The morning of leaving, `YYYY-MM-DD`: after `checkIn`."),
                "guests": .integer(minimum: 1, "How many people stay."),
                "notes": .string("Anything the rangers should know."),
            ], required: ["landmarkId", "checkIn", "checkOut", "guests"])
        return InputDocumentation(
            parameters: [
                ParameterDocumentation(
                    name: requestKeyHeader, in: .header, schema: .string(minLength: 1, maxLength: 255, pattern: "^[!-~]+$"),
                    description: "Any new key (a UUID) per booking: a repeat with the same key and body is answered "
                        + "with the first booking instead of making a second; the same key with another body is a 422.")
            ],
            body: { _ in body },
            problems: InputDocumentation.bodyProblems + [
                DocumentedProblem(400, when: "`Idempotency-Key` is not 1 to 255 visible ASCII characters")
            ])
    }
}

/// One JSON value of any kind, so a field of the wrong kind can be told apart
/// from a body that is not JSON at all.
enum JSONValue: Codable, Equatable, Sendable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .number(value):
            if value.rounded() == value, abs(value) < 1e15 { try container.encode(Int(value)) } else { try container.encode(value) }
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }

    var string: String? {
        if case let .string(value) = self { value } else { nil }
    }

    /// A number that is whole and fits comfortably in an Int; `2.5` and `true` are not.
    var wholeNumber: Int? {
        guard case let .number(value) = self, value.rounded() == value, abs(value) < 1e15 else { return nil }
        return Int(value)
    }
}
