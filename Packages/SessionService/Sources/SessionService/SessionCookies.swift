import Hummingbird

/// The two cookies SessionService sets, written the same way everywhere.
public struct SessionCookies: Sendable {
    /// The lifetimes and the `Secure` rule the cookies follow.
    public let policy: SessionPolicy

    /// Cookies made and read by `policy`'s rules.
    public init(policy: SessionPolicy) {
        self.policy = policy
    }

    /// The session cookie after sign-in: HttpOnly so scripts cannot read it,
    /// SameSite=Lax so other sites' forms do not carry it.
    public func session(_ issued: IssuedSession) -> Cookie {
        Cookie(
            name: SessionPolicy.sessionCookie, value: issued.token.value, maxAge: Int(policy.cookieLifetime),
            path: "/", secure: policy.secureCookies, httpOnly: true, sameSite: .lax)
    }

    /// Tells the browser to forget its session cookie.
    public func clearedSession() -> Cookie {
        Cookie(
            name: SessionPolicy.sessionCookie, value: "", maxAge: 0, path: "/", secure: policy.secureCookies,
            httpOnly: true, sameSite: .lax)
    }

    func csrf(_ token: String) -> Cookie {
        Cookie(
            name: SessionPolicy.csrfCookie, value: token, path: "/", secure: policy.secureCookies, httpOnly: true,
            sameSite: .strict)
    }
}
