import API
import Foundation

/// A hold's id in the path: a UUID, or a 400.
public struct HoldIDInput: EndpointInput, Equatable {
    /// The hold's id, from the path.
    public var id: UUID

    /// The input naming hold `id`.
    public init(id: UUID) {
        self.id = id
    }

    /// Reads the id from the path; a malformed one is refused.
    public init(parts: RequestParts) throws {
        id = try UUIDPathID.read(from: parts, naming: "a hold")
    }

    /// The request's path, for a client to send.
    public func parts() throws -> RequestParts {
        UUIDPathID.parts(id)
    }

    public static var documentation: InputDocumentation { UUIDPathID.documentation(owner: "hold's") }
}
