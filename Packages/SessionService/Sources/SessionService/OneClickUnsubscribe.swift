import APIServer
import Foundation
import Hummingbird

/// A mail client's one-click unsubscribe (RFC 8058): a POST whose whole form
/// is `List-Unsubscribe=One-Click`, sent by the mail provider's server with
/// no cookie and no form token. The link's own secret is the authority, so
/// CSRF protection lets it through, signed out (ADR 0142): a request that
/// carries nothing but that one field can do nothing else.
enum OneClickUnsubscribe {
    static let field = "List-Unsubscribe"
    static let value = "One-Click"

    /// Whether the request's body is exactly the one-click form, URL-encoded
    /// or multipart (RFC 8058's example). Reading collects the body, which
    /// stays readable.
    static func matches(_ request: inout Request) async throws -> Bool {
        guard request.method == .post, let type = request.headers[.contentType]?.lowercased() else { return false }
        if type.hasPrefix("application/x-www-form-urlencoded") {
            let body = try await request.collectBody(upTo: 1_024)
            return String(buffer: body).trimmingCharacters(in: .whitespacesAndNewlines) == "\(field)=\(value)"
        }
        guard type.hasPrefix("multipart/form-data"),
            let boundary = type.split(separator: ";").lazy
                .map({ $0.trimmingCharacters(in: .whitespaces) })
                .first(where: { $0.hasPrefix("boundary=") })?.dropFirst("boundary=".count)
        else { return false }
        // The boundary as sent (its case matters), from the original header.
        let original = request.headers[.contentType] ?? ""
        guard let range = original.range(of: String(boundary), options: .caseInsensitive) else { return false }
        let delimiter = "--" + original[range].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        let body = String(buffer: try await request.collectBody(upTo: 1_024))
        let parts = body.components(separatedBy: delimiter).dropFirst()
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty && $0 != "--" }
        guard parts.count == 1, let part = parts.first else { return false }
        let sections = part.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n")
        guard sections.count == 2 else { return false }
        let named = sections[0].lowercased().contains("name=\"\(field.lowercased())\"")
        return named && sections[1].trimmingCharacters(in: .whitespacesAndNewlines) == value
    }
}
