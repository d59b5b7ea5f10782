import Foundation

/// The session `login` opened, kept in the cache directory for the next
/// command: a file only its owner can read, written whole or not at all.
public struct SavedSession: Codable, Sendable {
    /// The server it was opened on.
    public var server: String
    /// The bearer token.
    public var token: String
    /// When the token stops working.
    public var expiresAt: Date
    /// The account's email.
    public var email: String
    /// The account's name.
    public var name: String

    /// A session with these values.
    public init(server: String, token: String, expiresAt: Date, email: String, name: String) {
        self.server = server
        self.token = token
        self.expiresAt = expiresAt
        self.email = email
        self.name = name
    }

    static func file(in directory: URL) -> URL { directory.appendingPathComponent("session.json") }

    /// The session for `server`, unless it has expired or was opened on another server.
    public static func load(from directory: URL, server: URL) -> SavedSession? {
        guard let data = FileManager.default.contents(atPath: file(in: directory).path),
            let session = try? JSONDecoder.iso.decode(SavedSession.self, from: data),
            session.server == server.absoluteString, session.expiresAt > Date()
        else { return nil }
        return session
    }

    /// Writes the session into `directory`, readable by its owner only.
    public func save(in directory: URL) throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = directory.appendingPathComponent(".session-\(UUID().uuidString).tmp")
        // Created owner-only before a byte of the token is in it.
        guard
            FileManager.default.createFile(
                atPath: temporary.path, contents: try JSONEncoder.iso.encode(self),
                attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown) }
        guard rename(temporary.path, Self.file(in: directory).path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// Forgets the session saved in `directory`.
    public static func remove(from directory: URL) {
        try? FileManager.default.removeItem(at: file(in: directory))
    }
}

extension JSONDecoder {
    static var iso: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

extension JSONEncoder {
    static var iso: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}
