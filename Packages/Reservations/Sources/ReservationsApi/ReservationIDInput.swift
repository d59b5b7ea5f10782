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
        id = try UUIDPathID.read(from: parts, naming: "a reservation")
    }

    /// The request's path, for a client to send.
    public func parts() throws -> RequestParts {
        UUIDPathID.parts(id)
    }

    public static var documentation: InputDocumentation { UUIDPathID.documentation(owner: "reservation's") }
}
