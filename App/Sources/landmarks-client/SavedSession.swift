import Foundation

/// The session `login` opened, kept in the cache directory for the next
/// command: a file only its owner can read, written whole or not at all.
struct SavedSession: Codable {
    var server: String
    var token: String
    var expiresAt: Date
    var email: String
    var name: String

    static func file(in directory: URL) -> URL { directory.appendingPathComponent("session.json") }

    /// The session for `server`, unless it has expired or was opened on another server.
    static func load(from directory: URL, server: URL) -> SavedSession? {
        guard let data = FileManager.default.contents(atPath: file(in: directory).path),
            let session = try? JSONDecoder.iso.decode(SavedSession.self, from: data),
            session.server == server.absoluteString, session.expiresAt > Date()
        else { return nil }
        return session
    }

    func save(in directory: URL) throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = directory.appendingPathComponent(".session-\(UUID().uuidString).tmp")
        // Created owner-only before a byte of the token is in it.
        guard FileManager.default.createFile(
            atPath: temporary.path, contents: try JSONEncoder.iso.encode(self), attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown) }
        guard rename(temporary.path, Self.file(in: directory).path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }

    static func remove(from directory: URL) {
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
