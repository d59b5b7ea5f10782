import Foundation
import HTTPTypes
import Hummingbird

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Behind a proxy every request comes from the proxy's address, so limits
/// counted per client would count everyone as one. When the socket's peer is
/// a proxy the operator trusts, the client is the last address in
/// `X-Forwarded-For` that is not itself a trusted proxy: the entries before
/// it are whatever the client chose to send, so they are never believed.
/// From anyone else the header is ignored.
public struct ClientAddressMiddleware: RouterMiddleware {
    /// The request context every route of the app shares.
    public typealias Context = AppRequestContext
    let trustedProxies: Set<String>

    /// A middleware that believes `X-Forwarded-For` only from `trustedProxies`.
    public init(trustedProxies: Set<String>) {
        self.trustedProxies = trustedProxies
    }

    /// Sets the context's client address, then calls `next`.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // Most hosts trust no proxy: then nothing is looked up at all.
        guard !trustedProxies.isEmpty, let peer = context.clientAddress, trustedProxies.contains(peer) else {
            return try await next(request, context)
        }
        let forwarded = request.headers[values: .xForwardedFor]
        guard !forwarded.isEmpty else { return try await next(request, context) }
        var context = context
        context.clientAddress = Self.client(forwardedFor: forwarded, trusted: trustedProxies) ?? peer
        return try await next(request, context)
    }

    /// The right-most address of every `X-Forwarded-For` line taken together
    /// that is not a trusted proxy; nil when there is none that looks like one.
    static func client(forwardedFor lines: [String], trusted: Set<String>) -> String? {
        let hops = lines.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        for hop in hops.reversed() where !trusted.contains(hop) {
            return Self.looksLikeAddress(hop) ? hop : nil
        }
        return nil
    }

    /// An IPv4 or IPv6 address as the socket reports a peer's, which is what
    /// a trusted proxy is compared with: for checking the list of them.
    public static func isIPAddress(_ text: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }

    /// Digits, dots, colons and hex: an IPv4 or IPv6 address, nothing a
    /// client could use to smuggle text into a key or a log line.
    static func looksLikeAddress(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 45
            && text.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || $0 == "." || $0 == ":" }
    }
}

extension HTTPField.Name {
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}
