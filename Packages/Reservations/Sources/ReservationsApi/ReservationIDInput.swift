import API
import Foundation

/// A reservation's id in the path: a UUID, or a 400.
public struct ReservationIDInput: EndpointInput, Equatable {
    /// The reservation's id, from the path.
    public var id: UUID

    /// The input naming reservation `id`.
    public init(id: UUID) {
        self.id = id
    }

    /// Reads the id from the path; a malformed one is refused.
    public init(parts: RequestParts) throws {
        let raw = try parts.pathParameter("id")
        guard let id = UUID(uuidString: raw) else {
            throw Problem.badRequest("A reservation id is a UUID; \"\(raw.prefix(40))\" is not.")
        }
        self.id = id
    }

    /// The request's path, for a client to send.
    public func parts() throws -> RequestParts {
        RequestParts(pathParameters: ["id": id.uuidString])
    }

    public static var documentation: InputDocumentation {
        InputDocumentation(
            parameters: [
                ParameterDocumentation(
                    name: "id", in: .path, schema: .string(format: "uuid"), description: "The reservation's id.")
            ],
            problems: [DocumentedProblem(400, when: "the id is not a UUID")])
    }
}
