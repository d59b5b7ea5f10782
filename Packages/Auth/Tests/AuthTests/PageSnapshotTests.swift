import APIServerTesting
import Foundation
import Testing

/// Every Auth page in its main states, checked against its recorded HTML
/// (ADR 0118): `__Snapshots__/PageSnapshotTests/` holds one text file per
/// state, so a template change shows as a line diff in review.
@Suite struct PageSnapshotTests {
    /// Sunday 22 November 2026, noon UTC: the day the account was made.
    private static let day = Date(timeIntervalSince1970: 1_795_348_800)

    @Test func theFormsEmptyAndSentBackWithTheirMessages() async throws {
        try await TestSite(now: { Self.day }).test { client in
            let browser = Browser(client)
            PageSnapshot.check(try await browser.get("/signup").text, named: "signup")
            let refused = try await browser.post(
                "/signup", [("name", ""), ("email", "not an email"), ("password", "short")])
            PageSnapshot.check(refused.text, named: "signup-with-messages")
            PageSnapshot.check(
                try await browser.get("/login?returnTo=%2Freservations").text, named: "login-to-continue")
            let wrong = try await browser.post("/login", [("email", "nobody@example.com"), ("password", "wrong one!")])
            PageSnapshot.check(wrong.text, named: "login-refused")
            PageSnapshot.check(try await browser.get("/login?signedOut=1").text, named: "login-signed-out")
        }
    }

    @Test func theForgottenPasswordPages() async throws {
        try await TestSite(now: { Self.day }).test { client in
            let browser = Browser(client)
            PageSnapshot.check(try await browser.get("/password-reset").text, named: "forgot-password")
            let refused = try await browser.post("/password-reset", [("email", "not an email")])
            PageSnapshot.check(refused.text, named: "forgot-password-with-messages")
            let sent = try await browser.post("/password-reset", [("email", "nobody@example.com")])
            PageSnapshot.check(sent.text, named: "reset-link-sent")
            PageSnapshot.check(
                try await browser.get("/password-reset/new?token=\(String(repeating: "A", count: 43))").text,
                named: "reset-link-unusable")
            PageSnapshot.check(try await browser.get("/login?reset=1").text, named: "login-after-reset")
        }
    }

    @Test func theAccountPagesSignedIn() async throws {
        try await TestSite(now: { Self.day }).test { client in
            let browser = Browser(client)
            try await browser.get("/signup")
            try await browser.post(
                "/signup", [("name", "Ada <Lovelace>"), ("email", "ada@example.com"), ("password", "correct horse")])
            PageSnapshot.check(try await browser.get("/account").text, named: "account")
            PageSnapshot.check(try await browser.get("/account/password").text, named: "change-password")
            PageSnapshot.check(try await browser.get("/account/delete").text, named: "delete-account")
        }
    }
}
