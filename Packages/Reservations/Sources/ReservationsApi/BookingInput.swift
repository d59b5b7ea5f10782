import API
import Foundation
internal import ReservationsDomain

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
    /// The morning of leaving, `YYYY-MM-DD`.
    public var checkOut: String?
    /// Nil when it was missing or not a whole number.
    public var guests: Int?
    /// Empty when none were given; nil when something other than text was sent.
    public var notes: String?
    /// The site asked for (`A12`); nil or empty for the smallest free site
    /// that fits the party.
    public var siteNumber: String?
    /// How many vehicles come; nil for one.
    public var vehicles: Int?
    /// Whether the party needs an accessible site.
    public var needsAccessibleSite: Bool
    /// The most a night may cost, in US cents (the price the person was
    /// shown); nil for whatever the site given costs.
    public var maxNightlyFeeCents: Int?
    /// The `Idempotency-Key` header: a client that repeats a booking with the
    /// same key (after a timeout, say) gets the first booking back, not a second.
    public var requestKey: String?

    /// The header that carries a booking's request key.
    public static let requestKeyHeader = "Idempotency-Key"

    /// An input with these values.
    public init(
        landmarkId: Int?, checkIn: String?, checkOut: String?, guests: Int?, notes: String? = "",
        siteNumber: String? = nil, vehicles: Int? = nil, needsAccessibleSite: Bool = false,
        maxNightlyFeeCents: Int? = nil, requestKey: String? = nil
    ) {
        self.maxNightlyFeeCents = maxNightlyFeeCents
        self.siteNumber = siteNumber
        self.vehicles = vehicles
        self.needsAccessibleSite = needsAccessibleSite
        self.landmarkId = landmarkId
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.guests = guests
        self.notes = notes
        self.requestKey = requestKey
    }

    /// Reads the JSON body and the request key; a malformed body or key is refused.
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
        // Sent with the wrong kind, these are refused here: the rules below
        // cannot tell a wrong kind from a field left out.
        var refused: [FieldIssue] = []
        let site = object["siteNumber"] ?? .null
        if site != .null, site.string == nil {
            refused.append(FieldIssue(field: "siteNumber", message: "A site number is text, such as \"A12\"."))
        }
        let vehicles = object["vehicles"] ?? .null
        if vehicles != .null, vehicles.wholeNumber == nil {
            refused.append(FieldIssue(field: "vehicles", message: "Vehicles must be a whole number."))
        }
        let most = object["maxNightlyFeeCents"] ?? .null
        if most != .null, (most.wholeNumber ?? -1) < 0 {
            refused.append(
                FieldIssue(
                    field: "maxNightlyFeeCents",
                    message: "The most a night may cost is a whole number of US"
                        + " cents, 0 or more."))
        }
        var needsAccessible = false
        switch object["needsAccessibleSite"] ?? .null {
        case .null: break
        case .bool(let value): needsAccessible = value
        default:
            refused.append(FieldIssue(field: "needsAccessibleSite", message: "This is true or false."))
        }
        if !refused.isEmpty { throw Problem.unprocessable(refused) }
        self.init(
            landmarkId: object["landmarkId"]?.wholeNumber, checkIn: object["checkIn"]?.string,
            checkOut: object["checkOut"]?.string, guests: object["guests"]?.wholeNumber,
            notes: notes == .null ? "" : notes.string, siteNumber: site.string, vehicles: vehicles.wholeNumber,
            needsAccessibleSite: needsAccessible, maxNightlyFeeCents: most.wholeNumber, requestKey: key)
    }

    /// The request's body and headers, for a client to send.
    public func parts() throws -> RequestParts {
        var object: [String: JSONValue] = [:]
        if let notes { object["notes"] = .string(notes) }
        if let landmarkId { object["landmarkId"] = .number(Double(landmarkId)) }
        if let checkIn { object["checkIn"] = .string(checkIn) }
        if let checkOut { object["checkOut"] = .string(checkOut) }
        if let guests { object["guests"] = .number(Double(guests)) }
        if let siteNumber { object["siteNumber"] = .string(siteNumber) }
        if let vehicles { object["vehicles"] = .number(Double(vehicles)) }
        if needsAccessibleSite { object["needsAccessibleSite"] = .bool(true) }
        if let maxNightlyFeeCents { object["maxNightlyFeeCents"] = .number(Double(maxNightlyFeeCents)) }
        return RequestParts(
            headers: requestKey.map { [Self.requestKeyHeader.lowercased(): $0] } ?? [:],
            body: try APIJSON.encoder().encode(object))
    }

    /// Described by hand, since the body is read field by field, with the
    /// domain's own limits (guests, notes); what a schema cannot say (the
    /// nights must be ahead and few enough) is answered with a 422 that names
    /// each field.
    public static var documentation: InputDocumentation {
        var body = JSONSchema.object(
            [
                "landmarkId": .integer(minimum: 1, maximum: Int.max, "The landmark to stay at."),
                "checkIn": .day(
                    "The first night, `YYYY-MM-DD`, at the landmark: from today there up to "
                        + "\(BookingRules.monthsAhead) months ahead. Every night of the stay must be open by the"
                        + " landmark's booking window, else 409 with `opensAt`."),
                "checkOut": .day(
                    "The morning of leaving, `YYYY-MM-DD`: after `checkIn`, at most \(BookingRules.maxNights) nights"
                        + " later."
                ),
                "guests": .integer(
                    minimum: BookingRules.guests.lowerBound, maximum: BookingRules.guests.upperBound,
                    "How many people stay; one campsite holds them all."),
                "siteNumber": .string(
                    minLength: 1, maxLength: 5, pattern: BookingRules.siteNumberPattern,
                    "The campsite to book, as `GET /api/v1/landmarks/{id}/sites` lists it (`A12`); left out, the"
                        + " smallest free site that takes the party, accessible sites last."),
                "vehicles": .integer(
                    minimum: BookingRules.vehicles.lowerBound, maximum: BookingRules.vehicles.upperBound,
                    "How many vehicles come (one when left out); the site must take them."),
                "needsAccessibleSite": JSONSchema.boolean.described(
                    "True when the party needs an accessible site: accessible sites are held for such parties"
                        + " while any other site that fits is free."),
                "maxNightlyFeeCents": .integer(
                    minimum: 0, maximum: Int.max,
                    "The most a night may cost, in US cents: the price the person was shown. A site that costs"
                        + " more is never given; when only such sites are free, a 409. Left out, whatever the site"
                        + " given costs (each site's `nightlyFeeCents`)."),
                "notes": .string(
                    maxLength: BookingRules.maxNotesLength, pattern: BookingRules.notesPattern,
                    "Anything the rangers should know: line breaks and tabs but no other control character."),
            ], required: ["landmarkId", "checkIn", "checkOut", "guests"])
        // A stay that can be booked when the document is made: a month
        // ahead, two nights, so a reader (or a fuzzer following the links to
        // read and cancel it) starts from one that works.
        let checkIn = Day(Date(), in: TimeZone(identifier: "UTC")!).adding(days: 30)
        body.examples = [
            .object([
                "landmarkId": .number(1), "checkIn": .string(checkIn.iso),
                "checkOut": .string(checkIn.adding(days: 2).iso),
                "guests": .number(2), "notes": .string("Arriving after dark."),
            ])
        ]
        return InputDocumentation(
            parameters: [
                ParameterDocumentation(
                    name: requestKeyHeader, in: .header,
                    schema: .string(minLength: 1, maxLength: 255, pattern: "^[!-~]+$"),
                    description: "Any new key (a UUID) per booking: a repeat with the same key and body is answered "
                        + "with the first booking instead of making a second; the same key with another body is a 422.")
            ],
            body: { [body] registry in registry.component(named: "BookingRequest", body) },
            problems: InputDocumentation.bodyProblems + [
                DocumentedProblem(400, when: "`Idempotency-Key` is not 1 to 255 visible ASCII characters")
            ])
    }
}
