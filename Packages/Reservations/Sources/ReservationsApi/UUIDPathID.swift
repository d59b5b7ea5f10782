import API
import Foundation

/// An `{id}` path part that is a UUID, read and documented the same way for
/// every input that names one (a reservation, an alert).
enum UUIDPathID {
    /// The id, or a 400 that names what the id was for.
    static func read(from parts: RequestParts, naming thing: String) throws -> UUID {
        let raw = try parts.pathParameter("id")
        guard let id = UUID(uuidString: raw) else {
            let named = thing.prefix(1).uppercased() + thing.dropFirst()
            throw Problem.badRequest("\(named) id is a UUID; \"\(raw.prefix(40))\" is not.")
        }
        return id
    }

    static func parts(_ id: UUID) -> RequestParts {
        RequestParts(pathParameters: ["id": id.uuidString])
    }

    /// The `{id}` parameter, described as `owner`'s id.
    static func documentation(owner: String) -> InputDocumentation {
        InputDocumentation(
            parameters: [
                ParameterDocumentation(
                    name: "id", in: .path, schema: .string(format: "uuid"), description: "The \(owner) id.")
            ],
            problems: [DocumentedProblem(400, when: "the id is not a UUID")])
    }
}
