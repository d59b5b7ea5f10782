import Foundation
import NotificationsDomain
import Testing

/// The headers of `message`, unfolded, by name.
private func headers(_ message: MimeMessage) -> [String: String] {
    let head = message.text.components(separatedBy: "\r\n\r\n")[0].replacingOccurrences(of: "\r\n ", with: " ")
    var found: [String: String] = [:]
    for line in head.components(separatedBy: "\r\n") {
        guard let colon = line.firstIndex(of: ":") else { continue }
        found[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
    }
    return found
}

/// Decodes RFC 2047 `=?utf-8?b?...?=` words, as a mail client shows them.
private func decodeWords(_ text: String) -> String {
    text.split(separator: " ").map { word in
        guard word.hasPrefix("=?utf-8?b?"), word.hasSuffix("?="),
            let data = Data(base64Encoded: String(word.dropFirst(10).dropLast(2)))
        else { return String(word) }
        return String(decoding: data, as: UTF8.self)
    }.joined()
}

private func mail(
    subject: String = "Booked: Yosemite", name: String = "Ada Lovelace", text: String = "Hello",
    html: String = "<p>Hello</p>"
) -> OutgoingMail {
    OutgoingMail(
        id: UUID(uuidString: "0bd9a9dc-2d58-485a-af6c-4b9d80ac774a")!, cause: "e/welcome", kind: .welcome,
        accountID: nil, to: Mailbox(address: "ada@example.com", name: name),
        content: MailContent(subject: subject, text: text, html: html), messageDomain: "landmarks.example",
        createdAt: Date(timeIntervalSince1970: 1_795_000_000))
}

private let sender = Mailbox(address: "no-reply@landmarks.example", name: "Landmarks")

@Suite struct MimeMessageTests {
    @Test func theHeadersNameSenderRecipientSubjectDateAndAStableMessageID() {
        let message = MimeMessage(mail(), from: sender, date: Date(timeIntervalSince1970: 1_795_000_000))
        let found = headers(message)
        #expect(found["From"] == #""Landmarks" <no-reply@landmarks.example>"#)
        #expect(found["To"] == #""Ada Lovelace" <ada@example.com>"#)
        #expect(found["Subject"] == "Booked: Yosemite")
        #expect(found["Date"] == "Wed, 18 Nov 2026 11:06:40 +0000")
        #expect(found["Message-ID"] == "<0bd9a9dc-2d58-485a-af6c-4b9d80ac774a@landmarks.example>")
        #expect(found["MIME-Version"] == "1.0")
        #expect(found["Content-Type"]?.hasPrefix("multipart/alternative; boundary=") == true)
        #expect(found["List-Unsubscribe"] == nil)
        // The same mail rendered again is the same message, byte for byte.
        #expect(message == MimeMessage(mail(), from: sender, date: Date(timeIntervalSince1970: 1_795_000_000)))
    }

    @Test(arguments: [
        0.0, 951_782_399, 951_782_400, 1_709_251_199, 1_795_000_000, 4_102_444_800, 4_107_542_399.5, -86_401,
    ])
    func theDateHeaderIsWhatAFormatterWritesInUTC(_ seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        #expect(headers(MimeMessage(mail(), from: sender, date: date))["Date"] == format.string(from: date))
    }

    @Test func aSubjectAndANameBeyondASCIIAreEncodedWordsThatReadBack() {
        let subject = "Booked: Yosemite Valley, Sun 10 Jan – Tue 12 Jan 2027, 2 nights, ☀️ über alles"
        let message = MimeMessage(mail(subject: subject, name: "Zoë Ngā"), from: sender, date: Date())
        let found = headers(message)
        #expect(found["Subject"].map(decodeWords) == subject)
        #expect(
            found["To"].map { decodeWords($0.replacingOccurrences(of: " <ada@example.com>", with: "")) } == "Zoë Ngā")
        #expect(message.bytes.allSatisfy { $0 < 128 })
    }

    @Test func everyLineEndsInCRLFAndNoneIsLongerThan78() {
        let long = String(repeating: "Campsites by the river, ", count: 20)
        let message = MimeMessage(mail(subject: long, text: long, html: "<p>\(long)</p>"), from: sender, date: Date())
        let text = message.text
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
        #expect(text.components(separatedBy: "\r\n").allSatisfy { $0.count <= 78 })
    }

    @Test func aLineBreakInANameOrSubjectCannotAddAHeader() {
        let message = MimeMessage(
            mail(subject: "Hi\r\nBcc: victim@example.com", name: "Eve\r\nBcc: victim@example.com"), from: sender,
            date: Date())
        #expect(headers(message)["Bcc"] == nil)
        #expect(!message.text.contains("\r\nBcc:"))
    }

    @Test func theTwoPartsCarryTheTextAndTheHTMLBackExactly() throws {
        let text = "Price: $35 × 2 nights = $70\nCode: 9WR9-8D4Q = yours \nLast line"
        let html = "<p>Price: <strong>$70</strong></p>"
        let message = MimeMessage(mail(text: text, html: html), from: sender, date: Date())
        let boundary = try #require(headers(message)["Content-Type"]?.split(separator: "\"").dropFirst().first)
        let parts = message.text.components(separatedBy: "--\(boundary)")
        #expect(parts.count == 4)
        #expect(parts[3].hasPrefix("--"))
        let bodies = parts[1...2].map {
            QuotedPrintable.decode(String($0.components(separatedBy: "\r\n\r\n")[1].dropLast()))
        }
        #expect(parts[1].contains("Content-Type: text/plain; charset=utf-8"))
        #expect(parts[2].contains("Content-Type: text/html; charset=utf-8"))
        #expect(bodies == [text, html])
    }

    @Test func anUnsubscribeAddressAddsTheOneClickHeaders() {
        let found = headers(MimeMessage(mail(), from: sender, date: Date(), unsubscribe: "https://l.example/u/x"))
        #expect(found["List-Unsubscribe"] == "<https://l.example/u/x>")
        #expect(found["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click")
    }
}

@Suite struct QuotedPrintableTests {
    @Test(arguments: [
        "plain words", "= sign and =3D", "trailing space ", "tab\tinside\t", "Zoë, ☀️, 日本語",
        String(repeating: "é", count: 100), String(repeating: "x", count: 200), "a\nb\n\nc", "",
    ])
    func whatIsEncodedDecodesToTheSameText(_ text: String) {
        let encoded = QuotedPrintable.encode(text)
        #expect(encoded.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(encoded.components(separatedBy: "\r\n").allSatisfy { $0.count <= 76 })
        #expect(QuotedPrintable.decode(encoded) == text)
    }

    @Test func aSpaceThatEndsALineIsEncodedSoNoServerStripsIt() {
        #expect(QuotedPrintable.encode("end ") == "end=20")
        #expect(QuotedPrintable.encode("a \r\nb\t\rc") == "a=20\r\nb=09\r\nc")
    }

    @Test func aLongLineBreaksSoftlyAt76AndNeverInsideAnEscape() {
        let encoded = QuotedPrintable.encode(String(repeating: "a", count: 74) + "é")
        #expect(encoded == String(repeating: "a", count: 74) + "=\r\n=C3=A9")
    }
}
