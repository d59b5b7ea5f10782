import Auth
import Foundation
import HummingbirdTesting
import Synchronization
import Testing

@Suite struct AccountPagesTests {
    private func signUp(
        _ browser: Browser, email: String = "ada@example.com", name: String = "Ada Lovelace",
        password: String = "correct horse"
    ) async throws -> TestResponse {
        try await browser.get("/signup")
        return try await browser.post("/signup", [("name", name), ("email", email), ("password", password)])
    }

    @Test func signingUpSignsYouInAndTheHeaderShowsYourName() async throws {
        try await TestSite().test { client in
            let browser = Browser(client)
            let form = try await browser.get("/signup")
            #expect(form.text.contains("At least 10 characters"))
            #expect(form.text.contains(#"href="/login""#))
            let created = try await signUp(browser)
            #expect(created.status == .seeOther)
            #expect(created.location == "/account")
            #expect(browser.cookies["landmarks_session"] != nil)
            let cookie = try #require(created.headers[values: .setCookie].first { $0.hasPrefix("landmarks_session=") })
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Lax"))
            let account = try await browser.get("/account")
            #expect(account.status == .ok)
            #expect(account.text.contains(#"<dd id="account-email">ada@example.com</dd>"#))
            #expect(account.text.contains(#"class="account-name">Ada Lovelace</a>"#))
            #expect(account.text.contains("Log out"))
        }
    }

    @Test func aBadSignUpShowsEachMessageBesideItsFieldKeepsWhatWasTypedAndCreatesNothing() async throws {
        try await TestSite().test { client in
            let browser = Browser(client)
            try await browser.get("/signup")
            let response = try await browser.post(
                "/signup", [("name", "<script>alert(1)</script>"), ("email", "not-an-email"), ("password", "short")])
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains(#"id="email-error">Enter an email address like name@example.com."#))
            #expect(response.text.contains(#"id="password-error">Use at least 10 characters"#))
            #expect(response.text.contains(#"value="not-an-email""#))
            #expect(response.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!response.text.contains("<script>alert(1)"))
            #expect(!response.text.contains(#"value="short""#))
            #expect(browser.cookies["landmarks_session"] == nil)
            let login = try await browser.post("/login", [("email", "not-an-email"), ("password", "short")])
            #expect(login.status == .unauthorized)
        }
    }

    @Test func aScriptInANameIsShownEscapedOnEveryAccountPage() async throws {
        try await TestSite().test { client in
            let browser = Browser(client)
            _ = try await signUp(browser, name: "<img src=x onerror=alert(1)>")
            // The account page, and the two forms under it, whose header
            // names the person too.
            for path in ["/account", "/account/password", "/account/delete"] {
                let page = try await browser.get(path)
                #expect(page.status == .ok, "\(path)")
                #expect(!page.text.contains("<img src=x"), "\(path)")
                #expect(page.text.contains("&lt;img src=x onerror=alert(1)&gt;"), "\(path)")
            }
        }
    }

    @Test func aDuplicateSignUpIsRefusedWithAMessage() async throws {
        try await TestSite().test { client in
            _ = try await signUp(Browser(client))
            let second = Browser(client)
            let response = try await signUp(second, email: "ADA@example.com")
            #expect(response.status == .conflict)
            #expect(response.text.contains("already exists"))
        }
    }

    @Test func theHeadersSignUpOnTheLogInPageKeepsWhereThePersonWasGoingAndSigningUpGoesThere() async throws {
        try await TestSite().test { client in
            let browser = Browser(client)
            let stay = "/landmarks/2/book?checkIn=2027-01-07&checkOut=2027-01-09&guests=3"
            let encoded = "%2Flandmarks%2F2%2Fbook%3FcheckIn%3D2027-01-07%26checkOut%3D2027-01-09%26guests%3D3"
            let logIn = try await browser.get("/login?returnTo=\(Browser.encode(stay))")
            #expect(logIn.text.contains(#"<a href="/signup?returnTo=\#(encoded)" class="button">Sign up</a>"#))
            let signUpForm = try await browser.get("/signup?returnTo=\(Browser.encode(stay))")
            #expect(
                signUpForm.text.contains(
                    #"name="returnTo" value="\#(stay.replacingOccurrences(of: "&", with: "&amp;"))""#))
            let made = try await browser.post(
                "/signup",
                [("email", "grace@example.com"), ("name", "Grace"), ("password", "correct horse"), ("returnTo", stay)])
            #expect(made.status == .seeOther)
            #expect(made.location == stay)
        }
    }

    @Test func logInGoesBackToAPathOfOursButNeverToAnotherSite() async throws {
        try await TestSite().test { client in
            _ = try await signUp(Browser(client))
            for (returnTo, expected) in [
                ("/landmarks/7", "/landmarks/7"), ("https://evil.example/", "/account"), ("//evil.example", "/account"),
                ("/\\evil.example", "/account"), ("javascript:alert(1)", "/account"),
                // Typed or mangled paths come back percent-encoded, a valid header.
                ("/landmarks/a b\"<x>", "/landmarks/a%20b%22%3Cx%3E"), ("/café?q=a b", "/caf%C3%A9?q=a%20b"),
            ] {
                let browser = Browser(client)
                let form = try await browser.get("/login?returnTo=\(Browser.encode(returnTo))")
                #expect(form.status == .ok)
                let response = try await browser.post(
                    "/login", [("email", "ada@example.com"), ("password", "correct horse"), ("returnTo", returnTo)])
                #expect(response.status == .seeOther)
                #expect(response.location == expected, "returnTo \(returnTo)")
            }
        }
    }

    @Test func wrongPasswordAndUnknownEmailGetTheSameMessage() async throws {
        try await TestSite().test { client in
            _ = try await signUp(Browser(client))
            let browser = Browser(client)
            try await browser.get("/login")
            let wrong = try await browser.post("/login", [("email", "ada@example.com"), ("password", "wrong horse!")])
            let unknown = try await browser.post(
                "/login", [("email", "eve@example.com"), ("password", "wrong horse!")])
            #expect(wrong.status == .unauthorized)
            #expect(unknown.status == .unauthorized)
            #expect(wrong.text.contains("That email and password do not match an account."))
            #expect(unknown.text.contains("That email and password do not match an account."))
            #expect(wrong.text.contains(#"value="ada@example.com""#))
            #expect(browser.cookies["landmarks_session"] == nil)
        }
    }

    @Test func signUpLogInAndRefusalsAreLoggedWithAccountIDsAndNoEmailOrPassword() async throws {
        let site = try await TestSite()
        try await site.test { client in
            _ = try await signUp(Browser(client))
            let browser = Browser(client)
            try await browser.get("/login")
            try await browser.post("/login", [("email", "ada@example.com"), ("password", "wrong horse!")])
            try await browser.post("/login", [("email", "ada@example.com"), ("password", "correct horse")])
        }
        let created = try #require(site.log.events("account.created").first)
        #expect(created.metadata["user.id"]?.count == 36)
        #expect(site.log.events("login.refused").map { $0.metadata["reason"] } == ["wrong-credentials"])
        #expect(site.log.events("login.succeeded").first?.metadata["user.id"] == created.metadata["user.id"])
        let leaks = site.log.entries.filter {
            $0.level >= .info && ($0.text.contains("ada@example.com") || $0.text.contains("horse"))
        }
        #expect(leaks.isEmpty, "\(leaks)")
    }

    @Test func logInGivesANewSessionIdAndLogOutEndsIt() async throws {
        try await TestSite().test { client in
            let browser = Browser(client)
            _ = try await signUp(browser)
            let first = try #require(browser.cookies["landmarks_session"])
            // Logging in again while signed in, with the token of a page shown to this session.
            try await browser.get("/account")
            try await browser.post("/login", [("email", "ada@example.com"), ("password", "correct horse")])
            let second = try #require(browser.cookies["landmarks_session"])
            #expect(first != second)
            // The first session's page token is no good to the new session.
            #expect(try await browser.post("/logout", []).status == .forbidden)
            try await browser.get("/account")
            let out = try await browser.post("/logout", [])
            #expect(out.status == .seeOther)
            #expect(out.location == "/login?signedOut=1")
            #expect(browser.cookies["landmarks_session"] == nil)
            let said = try await browser.get("/login?signedOut=1")
            #expect(said.text.contains(#"<p class="notice" id="notice" role="status">You are signed out.</p>"#))
            // The old cookie, replayed, no longer signs anyone in.
            browser.setCookie("landmarks_session", second)
            let account = try await browser.get("/account")
            #expect(account.status == .seeOther)
            #expect(account.location == "/login?returnTo=%2Faccount")
        }
    }

    @Test func aFormPostWithoutTheRightCSRFTokenIsRefusedAndChangesNothing() async throws {
        try await TestSite().test { client in
            let browser = Browser(client)
            _ = try await signUp(browser)
            for token in ["", "wrong-token"] {
                let response = try await browser.post(
                    "/account/delete", [("password", "correct horse")], csrf: token)
                #expect(response.status == .forbidden)
            }
            #expect(try await browser.get("/account").status == .ok)
        }
    }

    @Test func changingThePasswordEndsOtherSessionsAndTheOldPasswordStopsWorking() async throws {
        try await TestSite().test { client in
            let browser = Browser(client)
            _ = try await signUp(browser)
            let other = Browser(client)
            try await other.get("/login")
            try await other.post("/login", [("email", "ada@example.com"), ("password", "correct horse")])
            #expect(try await other.get("/account").status == .ok)

            try await browser.get("/account/password")
            let wrong = try await browser.post(
                "/account/password", [("currentPassword", "not it at all"), ("newPassword", "battery staple")])
            #expect(wrong.status == .unprocessableContent)
            #expect(wrong.text.contains(#"id="currentPassword-error">That is not your current password."#))

            let changed = try await browser.post(
                "/account/password", [("currentPassword", "correct horse"), ("newPassword", "battery staple")])
            #expect(changed.location == "/account?changed=password")
            #expect(try await browser.get("/account?changed=password").text.contains("Your password was changed."))
            #expect(try await other.get("/account").status == .seeOther)

            let third = Browser(client)
            try await third.get("/login")
            #expect(
                try await third.post("/login", [("email", "ada@example.com"), ("password", "correct horse")]).status
                    == .unauthorized)
            #expect(
                try await third.post("/login", [("email", "ada@example.com"), ("password", "battery staple")]).status
                    == .seeOther)
        }
    }

    @Test func deletingTheAccountAsksForThePasswordThenEndsEverything() async throws {
        let site = try await TestSite()
        try await site.test { client in
            let browser = Browser(client)
            _ = try await signUp(browser)
            let form = try await browser.get("/account/delete")
            #expect(form.text.contains("cannot be undone"))
            let wrong = try await browser.post("/account/delete", [("password", "not it at all")])
            #expect(wrong.status == .unprocessableContent)
            #expect(try await browser.get("/account").status == .ok)
            let deleted = try await browser.post("/account/delete", [("password", "correct horse")])
            #expect(deleted.status == .seeOther)
            #expect(browser.cookies["landmarks_session"] == nil)
            let again = Browser(client)
            try await again.get("/login")
            #expect(
                try await again.post("/login", [("email", "ada@example.com"), ("password", "correct horse")]).status
                    == .unauthorized)
        }
    }

    @Test func aSubscriberThatFailsRollsTheDeletionBackAndLeavesThePersonSignedIn() async throws {
        let site = try await TestSite()
        let heard = Mutex<[String]>([])
        site.factory.accountDeleted.subscribe("Notes") { _, _ in heard.withLock { $0.append("Notes") } }
        site.factory.accountDeleted.subscribe("Broken") { _, _ in
            heard.withLock { $0.append("Broken") }
            throw CancellationError()
        }
        site.factory.accountDeleted.subscribe("Never") { _, _ in heard.withLock { $0.append("Never") } }
        try await site.test { client in
            let browser = Browser(client)
            _ = try await signUp(browser)
            try await browser.get("/account/delete")
            let deleted = try await browser.post("/account/delete", [("password", "correct horse")])
            #expect(deleted.status.code >= 500)
            // The sessions were ended in the same transaction: rolled back too.
            #expect(try await browser.get("/account").status == .ok)
            let again = Browser(client)
            try await again.get("/login")
            #expect(
                try await again.post("/login", [("email", "ada@example.com"), ("password", "correct horse")]).status
                    == .seeOther)
        }
        #expect(heard.withLock { $0 } == ["Notes", "Broken"])
    }

    @Test func accountPagesSendAnonymousVisitorsToLogInAndBack() async throws {
        try await TestSite().test { client in
            let browser = Browser(client)
            for path in ["/account", "/account/password", "/account/delete"] {
                let response = try await browser.get(path)
                #expect(response.status == .seeOther)
                #expect(response.location == "/login?returnTo=\(Browser.encode(path))")
            }
        }
    }

    @Test func twentyFailedLoginsInARowAreStoppedWith429AndRetryAfter() async throws {
        try await TestSite().test { client in
            _ = try await signUp(Browser(client))
            let browser = Browser(client)
            try await browser.get("/login")
            var statuses: [Int] = []
            for _ in 0..<20 {
                let response = try await browser.post(
                    "/login", [("email", "ada@example.com"), ("password", "guess guess")])
                statuses.append(response.status.code)
                if response.status == .tooManyRequests {
                    #expect(Int(response.headers[.retryAfter] ?? "") ?? 0 > 0)
                    #expect(response.text.contains("Too many failed attempts"))
                }
            }
            #expect(statuses.prefix(10).allSatisfy { $0 == 401 })
            #expect(statuses.suffix(10).allSatisfy { $0 == 429 })
            // Even the right password waits now.
            let right = try await browser.post("/login", [("email", "ada@example.com"), ("password", "correct horse")])
            #expect(right.status == .tooManyRequests)
        }
    }

    @Test func guessingTheCurrentPasswordIsThrottledLikeLogInsWith429AndRetryAfter() async throws {
        try await TestSite().test { client in
            let browser = Browser(client)
            _ = try await signUp(browser)
            var statuses: [Int] = []
            for path in ["/account/password", "/account/delete"] {
                try await browser.get(path)
                for _ in 0..<6 {
                    let fields =
                        path.hasSuffix("password")
                        ? [("currentPassword", "guess guess"), ("newPassword", "battery staple")]
                        : [("password", "guess guess")]
                    let response = try await browser.post(path, fields)
                    statuses.append(response.status.code)
                    if response.status == .tooManyRequests {
                        #expect(Int(response.headers[.retryAfter] ?? "") ?? 0 > 0)
                        #expect(response.text.contains("Too many failed attempts"))
                    }
                }
            }
            // Ten wrong answers, whichever form they came through, lock the account.
            #expect(statuses.prefix(10).allSatisfy { $0 == 422 })
            #expect(statuses.suffix(2).allSatisfy { $0 == 429 })
            let right = try await browser.post(
                "/account/password", [("currentPassword", "correct horse"), ("newPassword", "battery staple")])
            #expect(right.status == .tooManyRequests)
            #expect(try await browser.get("/account").status == .ok, "still signed in, only the guessing stopped")
        }
    }
}
