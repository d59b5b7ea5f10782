import API
internal import ReservationsDomain
import Route

/// A landmark's id in the path and `?month=YYYY-MM` (this month when absent;
/// the handler checks the month, with the domain's rule).
public struct AvailabilityInput: EndpointInput, Hashable {
    /// The landmark's id, from the path.
    public var landmarkID: Int
    /// The month, `YYYY-MM`; nil for this month at the landmark.
    public var month: String?
    /// Count only sites of this kind; nil for every kind.
    public var kind: String?
    /// Count only the sites that take this many people (with `vehicles`);
    /// nil for every site.
    public var guests: String?
    /// The party's vehicles; nil for one.
    public var vehicles: String?

    /// An input for `month` at landmark `landmarkID`, counting the sites of
    /// `kind` that take a party of `guests` with `vehicles` when given.
    public init(
        landmarkID: Int, month: String? = nil, kind: String? = nil, guests: Int? = nil, vehicles: Int? = nil
    ) {
        self.landmarkID = landmarkID
        self.month = month
        self.kind = kind
        self.guests = guests.map(String.init)
        self.vehicles = vehicles.map(String.init)
    }

    /// Reads the path and the query; a malformed id is refused.
    public init(parts: RequestParts) throws {
        let raw = try parts.pathParameter("id")
        guard let id = PathValue.positiveID(raw) else {
            throw Problem.badRequest("A landmark id is a positive whole number; \"\(raw.prefix(40))\" is not.")
        }
        landmarkID = id
        month = parts.queryValue("month")
        kind = parts.queryValue("kind")
        guests = parts.queryValue("guests")
        vehicles = parts.queryValue("vehicles")
    }

    /// The request's path and query, for a client to send.
    public func parts() throws -> RequestParts {
        let query = [("month", month), ("kind", kind), ("guests", guests), ("vehicles", vehicles)]
            .compactMap { name, value in value.map { RequestParts.QueryItem(name, $0) } }
        return RequestParts(pathParameters: ["id": String(landmarkID)], query: query)
    }

    public static var documentation: InputDocumentation {
        InputDocumentation(
            parameters: [
                .positiveID(of: "landmark"),
                ParameterDocumentation(
                    name: "month", in: .query, schema: .string(pattern: Month.shownPattern),
                    description: "`YYYY-MM`, a year from \(Month.shownYears.lowerBound) to "
                        + "\(Month.shownYears.upperBound); this month at the landmark when absent."),
            ] + SiteFilterParameters.documentation,
            problems: [DocumentedProblem(400, when: "the id is not a positive whole number")])
    }
}
