import Foundation
import Hummingbird
import Testing

@testable import SessionService

@Suite struct SessionCookiesTests {
    private let issued = IssuedSession(token: SessionToken.random(), expiresAt: Date())

    @Test func overPlainHTTPTheSessionCookieIsHttpOnlyLaxAndNotSecure() {
        let cookie = SessionCookies(policy: SessionPolicy()).session(issued).description
        #expect(cookie.hasPrefix("landmarks_session=\(issued.token.value)"))
        #expect(cookie.contains("HttpOnly"))
        #expect(cookie.contains("SameSite=Lax"))
        #expect(cookie.contains("Path=/"))
        #expect(cookie.contains("Max-Age=1209600"))
        #expect(!cookie.contains("Secure"))
    }

    @Test func servedOverTLSEveryCookieIsSecure() {
        let cookies = SessionCookies(
            policy: SessionPolicy(secureCookies: true, publicOrigin: "https://landmarks.example"))
        #expect(cookies.session(issued).description.contains("Secure"))
        #expect(cookies.clearedSession().description.contains("Secure"))
    }

    @Test func clearingTellsTheBrowserToForgetAtOnce() {
        let cookie = SessionCookies(policy: SessionPolicy()).clearedSession().description
        #expect(cookie.hasPrefix("landmarks_session=;"))
        #expect(cookie.contains("Max-Age=0"))
    }
}
