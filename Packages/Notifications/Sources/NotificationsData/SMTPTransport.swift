import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import NotificationsDomain

/// Hands each mail to a mail server over SMTP (RFC 5321), one connection per
/// mail: EHLO, STARTTLS when the server offers it (required unless the URL
/// says `?tls=none`, for a server on loopback), AUTH PLAIN when the URL has a
/// user, then MAIL FROM, RCPT TO and DATA with dot-stuffing. What the server
/// answers decides the outcome: a 5xx to the mail itself (sender, recipient,
/// content) fails it for good, a 4xx defers it; a refused or broken
/// connection, a timeout, or any refusal of the session (greeting, TLS,
/// log-in) makes the server unavailable, since the server or its settings
/// can be put right and every mail tried again.
package struct SMTPTransport: MailTransport {
    /// Where and how to connect, read from the `smtp://` or `smtps://` URL.
    package struct Server: Sendable, Equatable {
        package enum Security: Sendable, Equatable {
            /// TLS from the first byte (`smtps://`, port 465 by default).
            case implicit
            /// STARTTLS, required (`smtp://`, port 587 by default).
            case startTLS
            /// No TLS at all (`smtp://…?tls=none`): for a server on loopback.
            case none
        }

        package var host: String
        package var port: Int
        package var security: Security
        package var user: String?
        package var password: String?

        /// The name TLS checks the certificate against; nil for an address
        /// (checked against the address then), which SNI cannot carry.
        var nameForTLS: String? {
            host.allSatisfy { $0.isNumber || $0 == "." || $0 == ":" } ? nil : host
        }

        /// The server a URL names; nil when it is not an `smtp` or `smtps` URL
        /// with a host, or asks for no TLS to a host beyond loopback.
        package init?(url text: String) {
            guard let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(),
                let host = url.host, !host.isEmpty
            else { return nil }
            let tls = url.queryItems?.first { $0.name == "tls" }?.value
            switch (scheme, tls) {
            case ("smtps", nil): security = .implicit
            case ("smtp", nil): security = .startTLS
            // In the clear only to a server on this machine: anything past it
            // would see the mail, and the password.
            case ("smtp", "none") where ["127.0.0.1", "::1", "localhost"].contains(host.lowercased()):
                security = .none
            default: return nil
            }
            self.host = host
            port = url.port ?? (security == .implicit ? 465 : 587)
            user = url.user?.removingPercentEncoding
            password = url.password?.removingPercentEncoding
        }
    }

    let server: Server
    /// The TLS context every session shares: the system's certificates, and
    /// a PEM file's besides (a server with a certificate of its own making),
    /// read once rather than per mail. A file that cannot be read makes
    /// every try fail as the server's unavailability, saying why.
    let tls: Result<NIOSSLContext, any Error>
    /// The name this host gives in EHLO.
    let clientName: String
    /// How long any one step may take before the try is given up.
    let timeout: TimeAmount
    let group: any EventLoopGroup

    package init(
        server: Server, certificateFile: String? = nil, clientName: String = "landmarks.localhost",
        timeout: TimeAmount = .seconds(30), group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) {
        self.server = server
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.additionalTrustRoots = certificateFile.map { [.file($0)] } ?? []
        tls = Result { try NIOSSLContext(configuration: configuration) }
        self.clientName = clientName
        self.timeout = timeout
        self.group = group
    }

    package func deliver(_ message: MimeMessage, from sender: Mailbox, to recipient: Mailbox) async -> DeliveryOutcome {
        do {
            try await session { conversation in
                try await conversation.send(message, from: sender.address, to: recipient.address)
            }
            return .sent
        } catch let refusal as SMTPRefusal {
            switch refusal.scope {
            case .session: return .serverUnavailable(refusal.description)
            case .mail: return .transientFailure(refusal.description)
            case .mailForGood: return .permanentFailure(refusal.description)
            }
        } catch {
            return .serverUnavailable("the mail server at \(server.host):\(server.port) could not be reached: \(error)")
        }
    }

    /// Connects, greets, secures and logs in, runs `work`, and says goodbye.
    private func session(_ work: (SMTPConversation) async throws -> Void) async throws {
        let tls = try tls.get()
        let server = server
        let timeout = timeout
        let channel = try await ClientBootstrap(group: group)
            .connectTimeout(timeout)
            .connect(host: server.host, port: server.port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    if server.security == .implicit {
                        try channel.pipeline.syncOperations.addHandler(
                            try NIOSSLClientHandler(context: tls, serverHostname: server.nameForTLS))
                    }
                    try channel.pipeline.syncOperations.addHandler(IdleStateHandler(readTimeout: timeout))
                    try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(SMTPReplyDecoder()))
                    try channel.pipeline.syncOperations.addHandler(SilenceCloser())
                    return try NIOAsyncChannel<SMTPReply, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        try await channel.executeThenClose { inbound, outbound in
            let conversation = SMTPConversation(replies: inbound.makeAsyncIterator(), outbound: outbound)
            try await conversation.expect([220], to: "the greeting", about: .session)
            let offers = try await conversation.command("EHLO \(clientName)", expect: [250], about: .session)
            if server.security == .startTLS {
                guard offers.contains(where: { $0.uppercased().hasPrefix("STARTTLS") }) else {
                    throw SMTPRefusal(
                        .session, "the mail server does not offer STARTTLS (use ?tls=none only on loopback)")
                }
                try await conversation.command("STARTTLS", expect: [220], about: .session)
                // The handler is made and added on the connection's own loop:
                // it is not to be handed between threads.
                let connection = channel.channel
                try await connection.eventLoop.submit {
                    try connection.pipeline.syncOperations.addHandler(
                        try NIOSSLClientHandler(context: tls, serverHostname: server.nameForTLS), position: .first)
                }.get()
                try await conversation.command("EHLO \(clientName)", expect: [250], about: .session)
            }
            if let user = server.user {
                let credentials = Data("\0\(user)\0\(server.password ?? "")".utf8).base64EncodedString()
                try await conversation.command(
                    "AUTH PLAIN \(credentials)", expect: [235], about: .session, shown: "AUTH PLAIN (credentials)")
            }
            try await work(conversation)
            _ = try? await conversation.command("QUIT", expect: [221], about: .session)
        }
    }
}

/// What a server answered that ends a try, in words for the log.
struct SMTPRefusal: Error, CustomStringConvertible {
    enum Scope: Equatable {
        /// The session failed: no mail can go now.
        case session
        /// This mail, for now (a 4xx).
        case mail
        /// This mail, for good (a 5xx).
        case mailForGood
    }

    var scope: Scope
    var description: String

    init(_ scope: Scope, _ description: String) {
        self.scope = scope
        self.description = description
    }
}
