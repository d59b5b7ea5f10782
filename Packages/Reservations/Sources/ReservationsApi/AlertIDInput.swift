import API
import Foundation

/// An alert's id in the path: a UUID, or a 400.
public struct AlertIDInput: EndpointInput, Equatable {
    /// The alert's id, from the path.
    public var id: UUID

    /// The input naming alert `id`.
    public init(id: UUID) {
        self.id = id
    }

    /// Reads the id from the path; a malformed one is refused.
    public init(parts: RequestParts) throws {
        let raw = try parts.pathParameter("id")
        guard let id = UUID(uuidString: raw) else {
            throw Problem.badRequest("An alert id is a UUID; \"\(raw.prefix(40))\" is not.")
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
                    name: "id", in: .path, schema: .string(format: "uuid"), description: "The alert's id.")
            ],
            problems: [DocumentedProblem(400, when: "the id is not a UUID")])
    }
}
