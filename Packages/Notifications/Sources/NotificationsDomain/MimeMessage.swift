import Foundation

/// A mail as the bytes a mail server or a mail client reads (RFC 5322 with
/// MIME): headers, then a `multipart/alternative` body with the plain text
/// first and the HTML second, both UTF-8 in quoted-printable, every line
/// ending in CRLF and none longer than 78 characters.
public struct MimeMessage: Sendable, Equatable {
    /// Its `Message-ID`, `<id@domain>`.
    public var messageID: String
    /// The whole message.
    public var bytes: [UInt8]

    /// `mail` from `from`, dated `date`; with `unsubscribe`, the
    /// `List-Unsubscribe` headers for a one-click unsubscribe (RFC 8058).
    public init(_ mail: OutgoingMail, from: Mailbox, date: Date, unsubscribe: String? = nil) {
        messageID = mail.messageID
        let boundary = "=_landmarks_" + mail.id.uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        var headers = [
            ("From", Self.mailbox(from)),
            ("To", Self.mailbox(mail.to)),
            ("Subject", Self.headerText(mail.subject)),
            ("Date", Self.date(date)),
            ("Message-ID", mail.messageID),
            ("MIME-Version", "1.0"),
            ("Content-Type", "multipart/alternative; boundary=\"\(boundary)\""),
            ("Auto-Submitted", "auto-generated"),
        ]
        if let unsubscribe {
            headers.append(("List-Unsubscribe", "<\(unsubscribe)>"))
            headers.append(("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"))
        }
        var out: [UInt8] = []
        out.reserveCapacity(mail.text.utf8.count + mail.html.utf8.count * 11 / 10 + 2_048)
        func line(_ text: String) {
            out += text.utf8
            out += [13, 10]
        }
        for (name, value) in headers { line(Self.fold("\(name): \(value)")) }
        line("")
        for (type, body) in [("text/plain", mail.text), ("text/html", mail.html)] {
            line("--\(boundary)")
            line("Content-Type: \(type); charset=utf-8")
            line("Content-Transfer-Encoding: quoted-printable")
            line("")
            out += QuotedPrintable.encodedBytes(body)
            out += [13, 10]
        }
        line("--\(boundary)--")
        bytes = out
    }

    /// The message as text (it is ASCII throughout).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `"Ada Lovelace" <ada@example.com>`, the name encoded when it is not
    /// plain ASCII.
    static func mailbox(_ mailbox: Mailbox) -> String {
        guard !mailbox.name.isEmpty else { return "<\(mailbox.address)>" }
        let name: String
        if mailbox.name.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 32 }) {
            let escaped = mailbox.name.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"")
            name = "\"\(escaped)\""
        } else {
            name = encodedWords(mailbox.name)
        }
        return "\(name) <\(mailbox.address)>"
    }

    /// Text as a header value: as it is when it is printable ASCII, else as
    /// RFC 2047 encoded words.
    static func headerText(_ text: String) -> String {
        text.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 32 && $0.value < 127 } ? text : encodedWords(text)
    }

    /// `=?utf-8?b?...?=` words of at most 75 characters, split between
    /// characters, never inside one.
    static func encodedWords(_ text: String) -> String {
        var words: [String] = []
        var chunk: [UInt8] = []
        for character in text {
            let bytes = Array(String(character).utf8)
            // 45 bytes make 60 base64 characters, 72 with the wrapping.
            if chunk.count + bytes.count > 45 {
                words.append("=?utf-8?b?\(Data(chunk).base64EncodedString())?=")
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty { words.append("=?utf-8?b?\(Data(chunk).base64EncodedString())?=") }
        return words.joined(separator: " ")
    }

    /// A header line folded at spaces so that no line passes 78 characters.
    static func fold(_ line: String) -> String {
        guard line.count > 78 else { return line }
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + 1 + word.count > 78 {
                lines.append(current)
                current = " " + word
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(current)
        return lines.joined(separator: "\r\n")
    }

    /// `Fri, 27 Nov 2026 01:33:12 +0000`: in UTC, worked out from the
    /// seconds (a date formatter per mail cost more than the rest of the
    /// headers together).
    static func date(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let time = seconds - days * 86_400
        // Days since 1970 to a civil date (Howard Hinnant's algorithm).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let weekday = weekdays[((days % 7) + 7) % 7]
        return "\(weekday), \(two(day)) \(months[month - 1]) \(year) \(two(time / 3_600)):\(two(time / 60 % 60)):"
            + "\(two(time % 60)) +0000"
    }
}
