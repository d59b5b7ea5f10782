import API
import Route

/// `?landmarkId=` narrows the list to one landmark.
public struct ListReservationsInput: EndpointInput, Equatable {
    /// Only the reservations at this landmark; nil for all of the caller's.
    public var landmarkID: Int?

    /// An input for the caller's reservations, at `landmarkID` when given.
    public init(landmarkID: Int? = nil) {
        self.landmarkID = landmarkID
    }

    /// Reads the query; a malformed landmark id is refused.
    public init(parts: RequestParts) throws {
        guard let raw = parts.queryValue("landmarkId"), !raw.isEmpty else {
            landmarkID = nil
            return
        }
        guard let id = PathValue.positiveID(raw) else {
            throw Problem.unprocessable([
                FieldIssue(field: "landmarkId", message: "A landmark id is a positive whole number.")
            ])
        }
        landmarkID = id
    }

    /// The request's query, for a client to send.
    public func parts() throws -> RequestParts {
        RequestParts(query: landmarkID.map { [.init("landmarkId", String($0))] } ?? [])
    }

    public static var documentation: InputDocumentation {
        InputDocumentation(
            parameters: [
                ParameterDocumentation(
                    name: "landmarkId", in: .query, schema: .integer(minimum: 1, maximum: Int.max),
                    description: "Only reservations at this landmark.")
            ],
            problems: [.unprocessable("`landmarkId` is not a positive whole number")])
    }
}
