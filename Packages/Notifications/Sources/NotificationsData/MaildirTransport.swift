import Foundation
import NotificationsDomain

/// Writes each mail as a file in a Maildir (`tmp/`, `new/`, `cur/`), where any
/// mail client opens it: what the host does when no mail server is set, so
/// that running it needs no set-up. The file is written in `tmp/` and then
/// renamed into `new/`, so a reader never sees half a mail; the name is the
/// mail's id, so a second delivery of one mail replaces the first.
package struct MaildirTransport: MailTransport {
    /// The Maildir's own folder.
    package let directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    /// Makes the three folders when they are missing.
    package func prepare() throws {
        for folder in ["tmp", "new", "cur"] {
            try FileManager.default.createDirectory(
                at: directory.appending(path: folder), withIntermediateDirectories: true)
        }
    }

    package func deliver(_ message: MimeMessage, from sender: Mailbox, to recipient: Mailbox) async -> DeliveryOutcome {
        do {
            do {
                try put(message)
            } catch {
                // The folders are made the first time (or again, if someone removed them).
                try prepare()
                try put(message)
            }
            return .sent
        } catch {
            // A full disk or a folder made read-only can be put right: try again later.
            return .transientFailure("could not write to the Maildir \(directory.path): \(error.localizedDescription)")
        }
    }

    /// One `open`, `write` and `rename`: Foundation's file writing cost a
    /// busy host more than encoding the mail.
    private func put(_ message: MimeMessage) throws {
        let name = Self.fileName(of: message)
        let temporary = directory.path + "/tmp/" + name
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.lastError() }
        defer { close(descriptor) }
        try message.bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw Self.lastError()
                }
                written += count
            }
        }
        guard rename(temporary, directory.path + "/new/" + name) == 0 else { throw Self.lastError() }
    }

    private static func lastError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }

    /// `<message-id local part>.landmarks`: unique per mail, the same for each delivery of it.
    static func fileName(of message: MimeMessage) -> String {
        let local = message.messageID.drop { $0 == "<" }.prefix { $0 != "@" && $0 != ">" }
        return "\(local.filter { $0.isLetter || $0.isNumber || $0 == "-" }).landmarks"
    }

    /// Every mail in the Maildir (new and read), oldest first, as files.
    package func files() throws -> [URL] {
        var found: [(URL, Date)] = []
        for folder in ["new", "cur"] {
            let url = directory.appending(path: folder)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            for file in try FileManager.default.contentsOfDirectory(
                at: url, includingPropertiesForKeys: [.contentModificationDateKey])
            {
                let date = try file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
                found.append((file, date ?? .distantPast))
            }
        }
        return found.sorted { ($0.1, $0.0.path) < ($1.1, $1.0.path) }.map(\.0)
    }
}
