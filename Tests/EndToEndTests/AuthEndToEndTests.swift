// remove-feature: Auth (the whole file)
import API
import APIClient
import AuthApi
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Accounts and sessions through a running host on a real database, with real
/// bcrypt (cost 12), through the pages as a browser uses them and through the
/// API as a native client does.
@Suite(.serialized) struct AuthEndToEndTests {
    static let password = "correct horse battery"

    private func signUp(_ browser: WebBrowser, email: String, name: String = "Ada Lovelace") async throws {
        try await browser.get("/signup")
        let created = try await browser.post(
            "/signup", [("name", name), ("email", email), ("password", Self.password)])
        #expect(created.status == 303, "sign-up: \(created.status) \(created.body.prefix(300))")
    }

    private func token(_ host: HostProcess, email: String, password: String = password) async throws -> String {
        try await NetworkClient(baseURL: host.baseURL).send(
            AuthEndpoints.logIn, JSONBody(LogInRequest(email: email, password: password))
        ).token
    }

    private func me(_ host: HostProcess, token: String) async throws -> Int {
        let (_, status) = try await NetworkClient(baseURL: host.baseURL, bearerToken: token).raw(
            AuthEndpoints.me, NoInput())
        return status
    }

    @Test func signUpLogInAccountAndLogOutThroughThePages() async throws {
        let host = try await HostProcess.start()
        let browser = WebBrowser(host.baseURL)
        let landing = try await browser.get("/landmarks")
        #expect(landing.body.contains(">Log in</a>"))
        #expect(landing.body.contains(">Sign up</a>"))
        try await signUp(browser, email: "ada.pages@example.com")
        let session = try #require(browser.cookies["landmarks_session"])

        let account = try await browser.get("/account")
        #expect(account.status == 200)
        #expect(account.body.contains("ada.pages@example.com"))
        let list = try await browser.get("/landmarks")
        #expect(list.body.contains(#"class="account-name">Ada Lovelace</a>"#))
        #expect(list.body.contains("Log out"))

        let out = try await browser.post("/logout", [])
        #expect(out.status == 303)
        #expect(browser.cookies["landmarks_session"] == nil)
        // The old cookie, replayed, is nobody now.
        browser.setCookie("landmarks_session", session)
        let after = try await browser.get("/account")
        #expect(after.status == 303)
        #expect(after.location == "/login?returnTo=%2Faccount")

        try await browser.get("/login")
        let back = try await browser.post(
            "/login", [("email", "ADA.PAGES@example.com"), ("password", Self.password), ("returnTo", "/landmarks/3")])
        #expect(back.status == 303)
        #expect(back.location == "/landmarks/3")
        #expect(browser.cookies["landmarks_session"] != session)
        #expect(try await host.stop() == 0)
    }

    @Test func aNativeClientSignsUpLogsInAndOutWithABearerToken() async throws {
        let host = try await HostProcess.start()
        let api = NetworkClient(baseURL: host.baseURL)
        let user = try await api.send(
            AuthEndpoints.signUp,
            JSONBody(SignUpRequest(email: "grace@example.com", name: "Grace", password: Self.password)))
        #expect(user.email == "grace@example.com")
        let token = try await token(host, email: "grace@example.com")
        let me = try await NetworkClient(baseURL: host.baseURL, bearerToken: token).send(AuthEndpoints.me)
        #expect(me == user)
        _ = try await NetworkClient(baseURL: host.baseURL, bearerToken: token).send(AuthEndpoints.logOut)
        #expect(try await self.me(host, token: token) == 401)
        #expect(try await host.stop() == 0)
    }

    @Test func changingThePasswordStopsTheOldOneAndOtherSessions() async throws {
        let host = try await HostProcess.start()
        let browser = WebBrowser(host.baseURL)
        try await signUp(browser, email: "change@example.com")
        let otherToken = try await token(host, email: "change@example.com")
        try await browser.get("/account")
        let changed = try await browser.post(
            "/account/password", [("currentPassword", Self.password), ("newPassword", "a brand new passphrase")])
        #expect(changed.status == 303)
        #expect(try await browser.get("/account").status == 200)
        #expect(try await me(host, token: otherToken) == 401)
        await #expect(throws: APIClientError.self) { try await token(host, email: "change@example.com") }
        let fresh = try await token(host, email: "change@example.com", password: "a brand new passphrase")
        #expect(try await me(host, token: fresh) == 200)
        #expect(try await host.stop() == 0)
    }

    @Test func deletingTheAccountTakesItsSessionsWithIt() async throws {
        let host = try await HostProcess.start()
        let browser = WebBrowser(host.baseURL)
        try await signUp(browser, email: "leaving@example.com")
        let token = try await token(host, email: "leaving@example.com")
        try await browser.get("/account")
        let refused = try await browser.post("/account/delete", [("password", "not my password")])
        #expect(refused.status == 422)
        #expect(try await me(host, token: token) == 200)
        let deleted = try await browser.post("/account/delete", [("password", Self.password)])
        #expect(deleted.status == 303)
        #expect(try await me(host, token: token) == 401)
        #expect(try await browser.get("/account").status == 303)
        await #expect(throws: APIClientError.self) { try await self.token(host, email: "leaving@example.com") }
        #expect(try await host.stop() == 0)
    }

    @Test func badAndHostileInputIsRefusedAndChangesNothing() async throws {
        let host = try await HostProcess.start()
        let browser = WebBrowser(host.baseURL)
        try await signUp(browser, email: "target@example.com", name: "<script>alert('x')</script>")
        let account = try await browser.get("/account")
        #expect(
            account.body.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;")
                || account.body.contains("&lt;script&gt;"))
        #expect(!account.body.contains("<script>alert"))

        // A missing or wrong CSRF token: 403, and the account is still there.
        for token in ["", "forged-token-value"] {
            let forged = try await browser.post("/account/delete", [("password", Self.password)], csrf: token)
            #expect(forged.status == 403)
        }
        let crossSite = try await browser.send(
            "/account/delete", method: "POST", body: Data("password=x&_csrf=\(browser.csrfToken)".utf8),
            contentType: "application/x-www-form-urlencoded", headers: ["Origin": "https://evil.example"])
        #expect(crossSite.status == 403)
        #expect(try await browser.get("/account").status == 200)

        // A forged session cookie is nobody.
        let stranger = WebBrowser(host.baseURL)
        stranger.setCookie("landmarks_session", "forged")
        #expect(try await stranger.get("/account").status == 303)
        #expect(try await me(host, token: "not-a-real-token") == 401)

        let api = NetworkClient(baseURL: host.baseURL)
        let attempts: [(SignUpRequest, Int)] = [
            (SignUpRequest(email: "TARGET@example.com", name: "Dup", password: Self.password), 409),
            (SignUpRequest(email: "short@example.com", name: "Short", password: "short"), 422),
            (SignUpRequest(email: "not-an-email", name: "Bad", password: Self.password), 422),
        ]
        for (request, status) in attempts {
            let (_, answered) = try await api.raw(AuthEndpoints.signUp, JSONBody(request))
            #expect(answered == status, "\(request.email)")
        }
        let (wrong, wrongStatus) = try await api.raw(
            AuthEndpoints.logIn, JSONBody(LogInRequest(email: "target@example.com", password: "wrong password!")))
        let (unknown, unknownStatus) = try await api.raw(
            AuthEndpoints.logIn, JSONBody(LogInRequest(email: "nobody@example.com", password: "wrong password!")))
        #expect(wrongStatus == 401 && unknownStatus == 401)
        #expect(
            try APIJSON.decoder().decode(Problem.self, from: wrong).detail
                == (try APIJSON.decoder().decode(Problem.self, from: unknown).detail))

        let huge = try await WebBrowser(host.baseURL).send(
            "/api/v1/auth/signup", method: "POST", body: Data(repeating: UInt8(ascii: "a"), count: 100_000),
            contentType: "application/json")
        #expect(huge.status == 413)
        // A form that big, with a valid token, is refused the same way.
        let hugeForm = try await browser.post("/login", [("email", String(repeating: "a", count: 100_000))])
        #expect(hugeForm.status == 413)
        #expect(try await host.stop() == 0)
    }

    @Test func twentyFailedLoginsInARowAreAnsweredWith429() async throws {
        let host = try await HostProcess.start()
        let api = NetworkClient(baseURL: host.baseURL)
        _ = try await api.send(
            AuthEndpoints.signUp,
            JSONBody(SignUpRequest(email: "locked@example.com", name: "Locked", password: Self.password)))
        var statuses: [Int] = []
        for attempt in 1...20 {
            let (_, status) = try await api.raw(
                AuthEndpoints.logIn,
                JSONBody(LogInRequest(email: "locked@example.com", password: "guess number \(attempt)")))
            statuses.append(status)
        }
        #expect(statuses.first == 401)
        #expect(statuses.last == 429)
        let browser = WebBrowser(host.baseURL)
        try await browser.get("/login")
        let page = try await browser.post("/login", [("email", "locked@example.com"), ("password", Self.password)])
        #expect(page.status == 429)
        #expect(Int(page.headers["retry-after"] ?? "") ?? 0 > 0)
        #expect(try await host.stop() == 0)
    }

    @Test func aSessionFromOneHostProcessIsAcceptedByAnotherOnTheSameDatabase() async throws {
        let first = try await HostProcess.start()
        let second = try await HostProcess.start(
            databaseURL: first.databaseURL, arguments: ["serve", "--skip-migrations"])
        let browser = WebBrowser(first.baseURL)
        try await signUp(browser, email: "two.hosts@example.com")
        let token = try await token(first, email: "two.hosts@example.com")
        #expect(try await me(second, token: token) == 200)
        let elsewhere = WebBrowser(second.baseURL)
        elsewhere.setCookie("landmarks_session", browser.cookies["landmarks_session"])
        let account = try await elsewhere.get("/account")
        #expect(account.status == 200)
        #expect(account.body.contains("two.hosts@example.com"))
        _ = try await NetworkClient(baseURL: second.baseURL, bearerToken: token).send(AuthEndpoints.logOut)
        #expect(try await me(first, token: token) == 401)
        #expect(try await second.stop() == 0)
        #expect(try await first.stop() == 0)
    }

    /// Signs up `email` through the API, the request carrying `requestID`.
    private static func signUp(at host: HostProcess, email: String, requestID: String) async throws -> URLResponse {
        var request = URLRequest(url: host.baseURL.appending(path: "api/v1/auth/signup"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(requestID, forHTTPHeaderField: "X-Request-Id")
        request.httpBody = Data(#"{"email":"\#(email)","name":"Logs","password":"\#(password)"}"#.utf8)
        return try await URLSession.shared.data(for: request).1
    }

    @Test func textLogLinesCarryTheRequestsMetadataBesideWhatTheLineSays() async throws {
        let host = try await HostProcess.start(arguments: ["serve", "--log-format", "text", "--log-level", "info"])
        let response = try await Self.signUp(at: host, email: "ada.logs@example.com", requestID: "e2e-trace-2")
        #expect((response as? HTTPURLResponse)?.statusCode == 201)
        _ = try await host.stop()
        let traced = host.log.split(separator: "\n").filter { $0.contains("request.id=e2e-trace-2") }
        // Hummingbird's line: the metadata it set on the request's logger.
        #expect(
            traced.contains {
                $0.contains("hb.request.method=POST") && $0.contains("hb.request.path=/api/v1/auth/signup")
                    && $0.hasSuffix("[Hummingbird] Request")
            }, "\(host.log.prefix(600))")
        // Auth's line: what it says itself, beside the request's id.
        #expect(traced.contains { $0.contains("event=account.created") && $0.contains("user.id=") })
        #expect(!host.log.contains("ada.logs@example.com") && !host.log.contains(Self.password))
    }

    @Test func jsonLogsCarryTheRequestIdOnEveryLineOfThatRequestAndNothingPersonal() async throws {
        let host = try await HostProcess.start(arguments: ["serve", "--log-format", "json"])
        let response = try await Self.signUp(at: host, email: "grace.logs@example.com", requestID: "e2e-trace-1")
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 201)
        #expect(http.value(forHTTPHeaderField: "X-Request-Id") == "e2e-trace-1")
        _ = try await host.stop()
        let lines = host.log.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let traced = lines.filter { $0["request.id"] as? String == "e2e-trace-1" }
        #expect(
            traced.contains { $0["event"] as? String == "account.created" && ($0["user.id"] as? String)?.count == 36 })
        #expect(traced.contains { ($0["message"] as? String) == "Request" })
        #expect(!host.log.contains("grace.logs@example.com") && !host.log.contains(Self.password))
        let written = host.log.split(separator: "\n").filter { !$0.isEmpty }
        #expect(lines.count == written.count && lines.count >= 3, "every line is JSON: \(host.log.prefix(400))")
    }
}
