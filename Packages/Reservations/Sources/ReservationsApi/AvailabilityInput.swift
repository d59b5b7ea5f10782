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

    /// An input for `month` at landmark `landmarkID`.
    public init(landmarkID: Int, month: String? = nil) {
        self.landmarkID = landmarkID
        self.month = month
    }

    /// Reads the path and the query; a malformed id or month is refused.
    public init(parts: RequestParts) throws {
        let raw = try parts.pathParameter("id")
        guard let id = PathValue.positiveID(raw) else {
            throw Problem.badRequest("A landmark id is a positive whole number; \"\(raw.prefix(40))\" is not.")
        }
        landmarkID = id
        month = parts.queryValue("month")
    }

    /// The request's path and query, for a client to send.
    public func parts() throws -> RequestParts {
        RequestParts(pathParameters: ["id": String(landmarkID)], query: month.map { [.init("month", $0)] } ?? [])
    }

    public static var documentation: InputDocumentation {
        InputDocumentation(
            parameters: [
                .positiveID(of: "landmark"),
                ParameterDocumentation(
                    name: "month", in: .query, schema: .string(pattern: Month.shownPattern),
                    description: "`YYYY-MM`, a year from \(Month.shownYears.lowerBound) to "
                        + "\(Month.shownYears.upperBound); this month at the landmark when absent."),
            ],
            problems: [DocumentedProblem(400, when: "the id is not a positive whole number")])
    }
}
