import API
internal import ReservationsDomain
import Route

/// A landmark's id in the path, and in the query the first night
/// (`from=YYYY-MM-DD`, today when absent), a kind of site (`kind=tent`) and a
/// party the sites must take (`guests`, `vehicles`); the handler reads them
/// with the domain's rules.
public struct SiteAvailabilityInput: EndpointInput, Hashable {
    /// The landmark's id, from the path.
    public var landmarkID: Int
    /// The first night shown, `YYYY-MM-DD`; nil for today at the landmark.
    public var from: String?
    /// Only sites of this kind; nil for every kind.
    public var kind: String?
    /// Only sites that take this many people (with `vehicles`); nil for every site.
    public var guests: String?
    /// The party's vehicles; nil for one.
    public var vehicles: String?

    /// An input for landmark `landmarkID`.
    public init(
        landmarkID: Int, from: String? = nil, kind: String? = nil, guests: Int? = nil, vehicles: Int? = nil
    ) {
        self.landmarkID = landmarkID
        self.from = from
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
        from = parts.queryValue("from")
        kind = parts.queryValue("kind")
        guests = parts.queryValue("guests")
        vehicles = parts.queryValue("vehicles")
    }

    /// The request's path and query, for a client to send.
    public func parts() throws -> RequestParts {
        let query = [("from", from), ("kind", kind), ("guests", guests), ("vehicles", vehicles)]
            .compactMap { name, value in value.map { RequestParts.QueryItem(name, $0) } }
        return RequestParts(pathParameters: ["id": String(landmarkID)], query: query)
    }

    public static var documentation: InputDocumentation {
        InputDocumentation(
            parameters: [
                .positiveID(of: "landmark"),
                ParameterDocumentation(
                    name: "from", in: .query, schema: .string(format: "date"),
                    description: "The first night shown, `YYYY-MM-DD`; today at the landmark when absent or past."),
            ] + SiteFilterParameters.documentation,
            problems: [DocumentedProblem(400, when: "the id is not a positive whole number")])
    }
}
