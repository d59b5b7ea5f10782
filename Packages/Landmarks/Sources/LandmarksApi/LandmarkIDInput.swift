import API
import Route

/// A landmark's id in the path. A malformed id is a 400; an id that names no
/// landmark is a 404, which the handler decides.
public struct LandmarkIDInput: EndpointInput, Hashable {
    /// The landmark's id.
    public var id: Int

    /// The input naming landmark `id`.
    public init(id: Int) {
        self.id = id
    }

    /// Reads the id from the path; a malformed one is refused.
    public init(parts: RequestParts) throws {
        let raw = try parts.pathParameter("id")
        guard let id = PathValue.positiveID(raw) else {
            throw Problem.badRequest("A landmark id is a positive whole number; \"\(raw.prefix(40))\" is not.")
        }
        self.id = id
    }

    /// The request's path, for a client to send.
    public func parts() throws -> RequestParts {
        RequestParts(pathParameters: ["id": String(id)])
    }

    public static var documentation: InputDocumentation {
        InputDocumentation(
            parameters: [.positiveID(of: "landmark")],
            problems: [DocumentedProblem(400, when: "the id is not a positive whole number")])
    }
}
