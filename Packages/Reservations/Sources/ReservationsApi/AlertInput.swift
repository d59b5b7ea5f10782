import API
import Foundation
internal import ReservationsDomain

/// `POST /api/v1/alerts`: `{"landmarkId": 1, "checkIn": "2026-12-01",
/// "checkOut": "2026-12-03", "guests": 2}`, a stay to be told about when a
/// campsite frees up for every night of it. Read field by field, as a
/// booking is, so every bad field is named at once.
public struct AlertInput: EndpointInput, Equatable {
    /// Nil when it was missing or not a whole number.
    public var landmarkId: Int?
    /// `YYYY-MM-DD`; nil when missing or not text.
    public var checkIn: String?
    /// The morning of leaving, `YYYY-MM-DD`.
    public var checkOut: String?
    /// Nil when it was missing or not a whole number.
    public var guests: Int?

    /// An input with these values.
    public init(landmarkId: Int?, checkIn: String?, checkOut: String?, guests: Int?) {
        self.landmarkId = landmarkId
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.guests = guests
    }

    /// Reads the JSON body; a malformed one is refused.
    public init(parts: RequestParts) throws {
        guard let body = parts.body, !body.isEmpty else { throw Problem.badRequest("This request needs a JSON body.") }
        guard let object = try? APIJSON.decoder().decode([String: JSONValue].self, from: body) else {
            throw Problem.badRequest("The body is not a JSON object.")
        }
        self.init(
            landmarkId: object["landmarkId"]?.wholeNumber, checkIn: object["checkIn"]?.string,
            checkOut: object["checkOut"]?.string, guests: object["guests"]?.wholeNumber)
    }

    /// The request's body, for a client to send.
    public func parts() throws -> RequestParts {
        var object: [String: JSONValue] = [:]
        if let landmarkId { object["landmarkId"] = .number(Double(landmarkId)) }
        if let checkIn { object["checkIn"] = .string(checkIn) }
        if let checkOut { object["checkOut"] = .string(checkOut) }
        if let guests { object["guests"] = .number(Double(guests)) }
        return RequestParts(body: try APIJSON.encoder().encode(object))
    }

    /// The stay's rules are a booking's; what a schema cannot say (the
    /// nights must be ahead, and one of them full) is a 422 or a 409.
    public static var documentation: InputDocumentation {
        let body = JSONSchema.object(
            [
                "landmarkId": .integer(minimum: 1, maximum: Int.max, "The landmark to stay at."),
                "checkIn": .day(
                    "The first night, `YYYY-MM-DD`, at the landmark: from today there up to "
                        + "\(BookingRules.monthsAhead) months ahead."),
                "checkOut": .day(
                    "The morning of leaving, `YYYY-MM-DD`: after `checkIn`, at most \(BookingRules.maxNights) nights"
                        + " later."),
                "guests": .integer(
                    minimum: BookingRules.guests.lowerBound, maximum: BookingRules.guests.upperBound,
                    "How many people would stay: the booking form the alert opens is filled with it."),
            ], required: ["landmarkId", "checkIn", "checkOut", "guests"])
        return InputDocumentation(
            body: { [body] registry in registry.component(named: "AlertRequest", body) },
            problems: InputDocumentation.bodyProblems)
    }
}
