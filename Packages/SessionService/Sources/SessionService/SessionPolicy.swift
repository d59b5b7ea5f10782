import Foundation

/// How long sessions last and how their cookies are set.
public struct SessionPolicy: Sendable {
    /// A browser session: signed-in for two weeks, then asked again.
    public var cookieLifetime: TimeInterval
    /// A native client's bearer token.
    public var bearerLifetime: TimeInterval
    /// Set when the site is served over TLS (the host's public URL is https):
    /// browsers then send the cookies only over TLS.
    public var secureCookies: Bool
    /// The origin pages are served from, e.g. "https://landmarks.example"; when
    /// nil, the request's own Host is trusted as the origin.
    public var publicOrigin: String?
    /// The most live sessions one account keeps: a log-in past it ends the
    /// oldest, so a flood of log-ins cannot fill the table with one account's
    /// sessions.
    public var sessionsPerAccount: Int = 20

    /// The browser session's cookie.
    public static let sessionCookie = "landmarks_session"
    /// The signed-out form token's cookie (double submit).
    public static let csrfCookie = "landmarks_csrf"
    /// The form field that carries the form token.
    public static let csrfField = "_csrf"
    /// The header a script may send the form token in instead.
    public static let csrfHeader = "X-CSRF-Token"

    /// The rules sessions follow.
    ///
    /// - Parameters:
    ///   - cookieLifetime: how long a browser session lives.
    ///   - bearerLifetime: how long an app's token lives.
    ///   - secureCookies: whether cookies carry `Secure` (behind https).
    ///   - publicOrigin: the app's origin as people reach it, which unsafe
    ///     requests must come from; nil to accept the request's own host.
    public init(
        cookieLifetime: TimeInterval = 14 * 24 * 3600, bearerLifetime: TimeInterval = 30 * 24 * 3600,
        secureCookies: Bool = false, publicOrigin: String? = nil
    ) {
        self.cookieLifetime = cookieLifetime
        self.bearerLifetime = bearerLifetime
        self.secureCookies = secureCookies
        self.publicOrigin = publicOrigin
    }

    /// "https://Landmarks.Example/" -> "https://landmarks.example": scheme,
    /// host and port only, as browsers send it in `Origin`; nil for anything
    /// that is not an http or https origin (a path, credentials, no host).
    public static func origin(of url: String) -> String? {
        var trimmed = url
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let separator = trimmed.range(of: "://") else { return nil }
        let scheme = trimmed[..<separator.lowerBound].lowercased()
        let authority = trimmed[separator.upperBound...]
        guard scheme == "http" || scheme == "https", !authority.isEmpty,
            !authority.contains(where: { "/?#@ ".contains($0) })
        else { return nil }
        return "\(scheme)://\(authority.lowercased())"
    }
}
