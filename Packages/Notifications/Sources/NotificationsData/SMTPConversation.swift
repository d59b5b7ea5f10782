import NIOCore
import NotificationsDomain

/// One SMTP session's commands and the server's replies, in order, on one
/// connection. Each reply not the one expected ends the try with an
/// `SMTPRefusal` about the session (the server is unavailable) or about the
/// mail (a 5xx refuses it for good, a 4xx for now).
final class SMTPConversation {
    private var replies: NIOAsyncChannelInboundStream<SMTPReply>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>

    init(
        replies: NIOAsyncChannelInboundStream<SMTPReply>.AsyncIterator,
        outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    ) {
        self.replies = replies
        self.outbound = outbound
    }

    /// Waits for the server's next reply, which must have one of `codes`;
    /// its lines (an EHLO's are the extensions offered).
    @discardableResult
    func expect(_ codes: Set<Int>, to step: String, about scope: SMTPRefusal.Scope) async throws -> [String] {
        guard let reply = try await replies.next() else {
            throw SMTPRefusal(.session, "the mail server closed the connection after \(step)")
        }
        guard codes.contains(reply.code) else {
            let said = "the mail server answered \(step) with \(reply.code) \(reply.lines.joined(separator: " "))"
            throw SMTPRefusal(scope == .mail && (500..<600).contains(reply.code) ? .mailForGood : scope, said)
        }
        return reply.lines
    }

    /// Sends one command line and waits for its reply; `shown` is how the
    /// command is named in an error (never a password).
    @discardableResult
    func command(_ line: String, expect codes: Set<Int>, about scope: SMTPRefusal.Scope, shown: String? = nil)
        async throws -> [String]
    {
        try await outbound.write(ByteBuffer(string: line + "\r\n"))
        return try await expect(codes, to: shown ?? line, about: scope)
    }

    /// Hands over one message for one recipient.
    func send(_ message: MimeMessage, from sender: String, to recipient: String) async throws {
        try await command("MAIL FROM:<\(sender)>", expect: [250], about: .mail)
        try await command("RCPT TO:<\(recipient)>", expect: [250, 251], about: .mail)
        try await command("DATA", expect: [354], about: .mail)
        try await outbound.write(ByteBuffer(bytes: Self.dotStuffed(message.bytes)))
        try await expect([250], to: "the message", about: .mail)
    }

    /// The message as DATA carries it: a line that starts with "." gets a
    /// second one (RFC 5321, 4.5.2), and ".\r\n" on a line of its own ends it.
    static func dotStuffed(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var atLineStart = true
        for byte in bytes {
            if atLineStart && byte == UInt8(ascii: ".") { out.append(byte) }
            out.append(byte)
            atLineStart = byte == UInt8(ascii: "\n")
        }
        if !out.isEmpty && !atLineStart { out += [13, 10] }
        out += [UInt8(ascii: "."), 13, 10]
        return out
    }
}

/// One reply of an SMTP server: its code and the text of each of its lines.
struct SMTPReply: Sendable, Equatable {
    var code: Int
    var lines: [String]
}

/// Splits what the server sends into replies: lines ending in CRLF, a
/// reply's lines but the last written `250-…`, the last `250 …`.
struct SMTPReplyDecoder: ByteToMessageDecoder {
    typealias InboundOut = SMTPReply
    private var lines: [String] = []

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard let end = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) else {
            // RFC 5321 allows 512 bytes a reply line; a server sending far more is not one.
            if buffer.readableBytes > 4_096 {
                throw SMTPRefusal(.session, "the mail server sent a reply line over 4 KiB")
            }
            return .needMoreData
        }
        var line = buffer.readString(length: end - buffer.readerIndex + 1) ?? ""
        while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
        let code = Int(line.prefix(3))
        guard let code, line.utf8.count >= 3 else {
            throw SMTPRefusal(.session, "the mail server sent a line that is not SMTP: \(line.prefix(200))")
        }
        lines.append(String(line.dropFirst(4)))
        if line.dropFirst(3).first == "-" { return .continue }
        let reply = SMTPReply(code: code, lines: lines)
        lines = []
        context.fireChannelRead(wrapInboundOut(reply))
        return .continue
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws
        -> DecodingState
    {
        .needMoreData
    }
}

/// Closes a connection that has been silent for the read timeout, so that a
/// server that stops answering ends the try instead of holding it.
final class SilenceCloser: ChannelInboundHandler, Sendable {
    typealias InboundIn = SMTPReply

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent {
            context.close(promise: nil)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }
}
