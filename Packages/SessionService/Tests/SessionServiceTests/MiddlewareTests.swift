import API
import APIServer
import APIServerTesting
import DatabaseTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SessionService
import Synchronization
import Testing

/// A router with the session and CSRF middleware in the host's order, and
/// routes that report what they saw.
private final class TestSite: Sendable {
    let db: MigratedDatabase
    let store: SessionStore
    let changes = Mutex(0)

    init() async throws {
        db = try await MigratedDatabase(SessionMigrations.all)
        store = SessionStore(database: db.database)
    }

    func makeApp() -> some ApplicationProtocol {
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ProblemMiddleware())
        router.add(middleware: SessionMiddleware(store: store))
        router.add(middleware: CSRFProtection(policy: store.policy))
        router.get("/whoami") { _, context in
            Response.html("\(context.caller?.name ?? "anonymous") csrf=\(context.csrfToken ?? "none")")
        }
        router.get("/plain") { _, _ in "not a page" }
        // What a log-in does: open a session and set its cookie.
        router.get("/open") { _, _ in
            let issued = try await self.store.open(
                for: SessionUser(id: UUID(), name: "Grace", email: "grace@example.com"), credential: .cookie)
            var response = Response.html("opened")
            response.setCookie(SessionCookies(policy: self.store.policy).session(issued))
            return response
        }
        router.get("/api/v1/whoami") { _, context in
            "\(context.caller?.name ?? "anonymous") csrf=\(context.csrfToken ?? "none")"
        }
        router.post("/change") { request, _ in
            let body = try await request.body.collect(upTo: 1024)
            self.changes.withLock { $0 += 1 }
            return "changed: \(String(buffer: body))"
        }
        router.post("/unsubscribe") { _, context in
            self.changes.withLock { $0 += 1 }
            return "unsubscribed by \(context.caller?.name ?? "anonymous")"
        }
        router.post("/api/v1/change") { _, context in
            self.changes.withLock { $0 += 1 }
            return "changed by \(context.caller?.name ?? "anonymous")"
        }
        return Application(router: router)
    }

    var changeCount: Int { changes.withLock { $0 } }
}

/// Each cookie the response sets, with its value as sent (empty when expiring).
private func setCookies(_ response: TestResponse) -> [String: String] {
    CookieJar.sent(response.headers[values: .setCookie])
}

private let formType: HTTPFields = [.contentType: FormBody.contentType]

extension HTTPFields {
    fileprivate func adding(_ name: HTTPField.Name, _ value: String) -> HTTPFields {
        var copy = self
        copy[name] = value
        return copy
    }
}

@Suite struct SessionMiddlewareTests {
    let ada = SessionUser(id: UUID(), name: "Ada", email: "ada@example.com")

    @Test func aSessionCookieMakesTheCallerKnown() async throws {
        let site = try await TestSite()
        let issued = try await site.store.open(for: ada, credential: .cookie)
        try await site.makeApp().test(.router) { client in
            try await client.execute(
                uri: "/whoami", method: .get, headers: [.cookie: "landmarks_session=\(issued.token.value)"]
            ) { response in
                #expect(String(buffer: response.body).hasPrefix("Ada "))
            }
        }
        await site.db.close()
    }

    @Test func aForgedOrEndedCookieIsForgottenAndThePageStillRenders() async throws {
        let site = try await TestSite()
        let issued = try await site.store.open(for: ada, credential: .cookie)
        try await site.store.close(issued.token)
        try await site.makeApp().test(.router) { client in
            for value in [issued.token.value, "forged", SessionToken.random().value] {
                try await client.execute(uri: "/whoami", method: .get, headers: [.cookie: "landmarks_session=\(value)"])
                {
                    response in
                    #expect(response.status == .ok)
                    #expect(String(buffer: response.body).hasPrefix("anonymous "))
                    #expect(setCookies(response)["landmarks_session"] == "")
                    #expect(response.headers[values: .setCookie].contains { $0.contains("Max-Age=0") })
                }
            }
        }
        await site.db.close()
    }

    @Test func aLogInWithAStaleCookieSetsTheNewSessionAndDoesNotClearIt() async throws {
        let site = try await TestSite()
        let issued = try await site.store.open(for: ada, credential: .cookie)
        try await site.store.close(issued.token)
        try await site.makeApp().test(.router) { client in
            try await client.execute(
                uri: "/open", method: .get, headers: [.cookie: "landmarks_session=\(issued.token.value)"]
            ) { response in
                let sessionCookies = response.headers[values: .setCookie].filter { $0.hasPrefix("landmarks_session=") }
                #expect(sessionCookies.count == 1, "\(sessionCookies)")
                let value = try #require(setCookies(response)["landmarks_session"])
                #expect(!value.isEmpty)
                let caller = try await site.store.caller(for: try #require(SessionToken(value)), credential: .cookie)
                #expect(caller?.name == "Grace")
            }
        }
        await site.db.close()
    }

    @Test func aBearerTokenMakesTheCallerKnownWithoutACSRFToken() async throws {
        let site = try await TestSite()
        let issued = try await site.store.open(for: ada, credential: .bearer)
        try await site.makeApp().test(.router) { client in
            try await client.execute(
                uri: "/api/v1/change", method: .post, headers: [.authorization: "Bearer \(issued.token.value)"]
            ) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "changed by Ada")
            }
        }
        #expect(site.changeCount == 1)
        await site.db.close()
    }

    @Test func anUnknownRevokedOrMalformedBearerTokenIs401WithAProblem() async throws {
        let site = try await TestSite()
        let revoked = try await site.store.open(for: ada, credential: .bearer)
        try await site.store.close(revoked.token)
        try await site.makeApp().test(.router) { client in
            for header in ["Bearer \(revoked.token.value)", "Bearer nonsense", "Basic YWRhOnNlY3JldA==", "Bearer"] {
                try await client.execute(uri: "/api/v1/change", method: .post, headers: [.authorization: header]) {
                    response in
                    #expect(response.status == .unauthorized)
                    #expect(response.headers[.contentType] == Problem.contentType)
                }
            }
        }
        #expect(site.changeCount == 0)
        await site.db.close()
    }
}

@Suite struct CSRFProtectionTests {
    @Test func aPageGetsATokenAndTheBrowserACookieThatMatchesIt() async throws {
        let site = try await TestSite()
        try await site.makeApp().test(.router) { client in
            try await client.execute(uri: "/whoami", method: .get) { response in
                let cookie = try #require(setCookies(response)["landmarks_csrf"])
                #expect(String(buffer: response.body).hasSuffix("csrf=\(cookie)"))
                let header = try #require(response.headers[values: .setCookie].first { $0.hasPrefix("landmarks_csrf") })
                #expect(header.contains("HttpOnly"))
                #expect(header.contains("SameSite=Strict"))
            }
        }
        await site.db.close()
    }

    @Test func anAnswerThatIsNotAPageSetsNoTokenCookie() async throws {
        let site = try await TestSite()
        try await site.makeApp().test(.router) { client in
            try await client.execute(uri: "/plain", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[values: .setCookie].isEmpty)
            }
        }
        await site.db.close()
    }

    @Test func aFormPostWithTheMatchingTokenGoesThroughAndTheHandlerStillReadsTheBody() async throws {
        let site = try await TestSite()
        let token = SessionToken.random().value
        let headers = formType.adding(.cookie, "landmarks_csrf=\(token)")
        try await site.makeApp().test(.router) { client in
            try await client.execute(
                uri: "/change", method: .post, headers: headers, body: ByteBuffer(string: "name=Ada&_csrf=\(token)")
            ) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "changed: name=Ada&_csrf=\(token)")
            }
        }
        #expect(site.changeCount == 1)
        await site.db.close()
    }

    @Test func aMissingOrWrongTokenIs403AndChangesNothing() async throws {
        let site = try await TestSite()
        let token = SessionToken.random().value
        let other = SessionToken.random().value
        let attempts: [(cookie: String?, body: String)] = [
            (token, "name=Ada"), // no field
            (token, "name=Ada&_csrf=\(other)"), // wrong field
            (nil, "name=Ada&_csrf=\(token)"), // no cookie
            (token, "name=Ada&_csrf="), // empty field
        ]
        try await site.makeApp().test(.router) { client in
            for attempt in attempts {
                let headers = attempt.cookie.map { formType.adding(.cookie, "landmarks_csrf=\($0)") } ?? formType
                try await client.execute(
                    uri: "/change", method: .post, headers: headers, body: ByteBuffer(string: attempt.body)
                ) {
                    response in
                    #expect(response.status == .forbidden)
                    #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
                    #expect(String(buffer: response.body).contains("Nothing was changed"))
                }
            }
            // The browser's session cookie under the API: checked too.
            try await client.execute(
                uri: "/api/v1/change", method: .post,
                headers: [.cookie: "landmarks_session=\(other); landmarks_csrf=\(token)"]
            ) { response in
                #expect(response.status == .forbidden)
                #expect(response.headers[.contentType] == Problem.contentType)
            }
        }
        #expect(site.changeCount == 0)
        await site.db.close()
    }

    /// A mail provider's one-click unsubscribe (RFC 8058) has no cookie and no
    /// token: its whole form, URL-encoded or multipart, passes, signed out
    /// even when a session cookie comes along; one more field is a forgery.
    @Test func aOneClickUnsubscribePassesSignedOutAndNothingMoreDoes() async throws {
        let site = try await TestSite()
        let ada = try await site.store.open(
            for: SessionUser(id: UUID(), name: "Ada", email: "ada@example.com"), credential: .cookie)
        let boundary = "---FormBoundaryjWmhtjORrn"
        let multipart =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"List-Unsubscribe\"\r\n\r\nOne-Click\r\n"
            + "--\(boundary)--\r\n"
        let multipartType: HTTPFields = [.contentType: "multipart/form-data; boundary=\(boundary)"]
        try await site.makeApp().test(.router) { client in
            try await client.execute(
                uri: "/unsubscribe", method: .post, headers: formType,
                body: ByteBuffer(string: "List-Unsubscribe=One-Click")
            ) { response in
                #expect(String(buffer: response.body) == "unsubscribed by anonymous")
            }
            try await client.execute(
                uri: "/unsubscribe", method: .post,
                headers: multipartType.adding(.cookie, "landmarks_session=\(ada.token.value)"),
                body: ByteBuffer(string: multipart)
            ) { response in
                #expect(String(buffer: response.body) == "unsubscribed by anonymous")
            }
            for body in ["List-Unsubscribe=One-Click&name=Ada", "List-Unsubscribe=Two-Clicks"] {
                try await client.execute(
                    uri: "/unsubscribe", method: .post,
                    headers: formType.adding(.cookie, "landmarks_session=\(ada.token.value)"),
                    body: ByteBuffer(string: body)
                ) { response in
                    #expect(response.status == .forbidden)
                }
            }
        }
        #expect(site.changeCount == 2)
        await site.db.close()
    }

    /// Without a session cookie an API call carries no standing another site
    /// could borrow (and its body must be JSON): it is left to its endpoint,
    /// which answers a missing token with 401 rather than a forgery's 403.
    @Test func anAPICallWithoutASessionCookieIsLeftToItsEndpoint() async throws {
        let site = try await TestSite()
        try await site.makeApp().test(.router) { client in
            try await client.execute(uri: "/api/v1/change", method: .post) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "changed by anonymous")
            }
        }
        #expect(site.changeCount == 1)
        await site.db.close()
    }

    @Test func signedInAPlantedCookieAndFieldPairIsRefused() async throws {
        let site = try await TestSite()
        let ada = try await site.store.open(
            for: SessionUser(id: UUID(), name: "Ada", email: "ada@example.com"), credential: .cookie)
        let planted = SessionToken.random().value
        let headers = formType.adding(.cookie, "landmarks_session=\(ada.token.value); landmarks_csrf=\(planted)")
        try await site.makeApp().test(.router) { client in
            try await client.execute(
                uri: "/change", method: .post, headers: headers, body: ByteBuffer(string: "_csrf=\(planted)")
            ) {
                response in
                #expect(response.status == .forbidden)
                #expect(String(buffer: response.body).contains("did not match"))
            }
            let api =
                [
                    .cookie: "landmarks_session=\(ada.token.value); landmarks_csrf=\(planted)",
                    HTTPField.Name("X-CSRF-Token")!: planted,
                ]
                as HTTPFields
            try await client.execute(uri: "/api/v1/change", method: .post, headers: api) { response in
                #expect(response.status == .forbidden)
                #expect(response.headers[.contentType] == Problem.contentType)
            }
        }
        #expect(site.changeCount == 0)
        await site.db.close()
    }

    @Test func signedInTheTokenIsBoundToTheSessionAndWorksForItAlone() async throws {
        let site = try await TestSite()
        let ada = try await site.store.open(
            for: SessionUser(id: UUID(), name: "Ada", email: "ada@example.com"), credential: .cookie)
        let bob = try await site.store.open(
            for: SessionUser(id: UUID(), name: "Bob", email: "bob@example.com"), credential: .cookie)
        try await site.makeApp().test(.router) { client in
            func pageToken(_ session: IssuedSession) async throws -> String {
                try await client.execute(
                    uri: "/whoami", method: .get, headers: [.cookie: "landmarks_session=\(session.token.value)"]
                ) { response in
                    // A signed-in browser is given no token cookie: the token is not one it could be planted with.
                    #expect(setCookies(response)["landmarks_csrf"] == nil)
                    return try #require(String(buffer: response.body).split(separator: "csrf=").last.map(String.init))
                }
            }
            let adasToken = try await pageToken(ada)
            let bobsToken = try await pageToken(bob)
            #expect(adasToken != bobsToken)
            #expect(adasToken != ada.token.value)
            #expect(try await pageToken(ada) == adasToken)

            let adasCookie = formType.adding(.cookie, "landmarks_session=\(ada.token.value)")
            try await client.execute(
                uri: "/change", method: .post, headers: adasCookie, body: ByteBuffer(string: "_csrf=\(bobsToken)")
            ) {
                response in
                #expect(response.status == .forbidden)
            }
            #expect(site.changeCount == 0)
            try await client.execute(
                uri: "/change", method: .post, headers: adasCookie, body: ByteBuffer(string: "_csrf=\(adasToken)")
            ) {
                response in
                #expect(response.status == .ok)
            }
        }
        #expect(site.changeCount == 1)
        await site.db.close()
    }

    @Test func anotherSitesOriginIsRefusedEvenWithTheToken() async throws {
        let site = try await TestSite()
        let token = SessionToken.random().value
        let headers = formType.adding(.cookie, "landmarks_csrf=\(token)").adding(.origin, "https://evil.example")
        try await site.makeApp().test(.router) { client in
            try await client.execute(
                uri: "/change", method: .post, headers: headers, body: ByteBuffer(string: "_csrf=\(token)")
            ) {
                response in
                #expect(response.status == .forbidden)
                #expect(String(buffer: response.body).contains("evil.example"))
            }
        }
        #expect(site.changeCount == 0)
        await site.db.close()
    }

    @Test func aNativeClientsJSONWithoutCookiesNeedsNoToken() async throws {
        let site = try await TestSite()
        try await site.makeApp().test(.router) { client in
            try await client.execute(
                uri: "/api/v1/change", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .ok)
            }
            // With a session cookie, JSON needs the token like anything else.
            try await client.execute(
                uri: "/api/v1/change", method: .post,
                headers: [.contentType: "application/json", .cookie: "landmarks_session=x"],
                body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .forbidden)
            }
        }
        #expect(site.changeCount == 1)
        await site.db.close()
    }

    @Test func anAPIRequestIsNotGivenACSRFCookieButAPageIs() async throws {
        let site = try await TestSite()
        try await site.makeApp().test(.router) { client in
            try await client.execute(uri: "/api/v1/whoami", method: .get) { response in
                #expect(setCookies(response)["landmarks_csrf"] == nil)
                #expect(String(buffer: response.body).contains("csrf=none"))
            }
            try await client.execute(uri: "/whoami", method: .get) { response in
                let issued = try #require(setCookies(response)["landmarks_csrf"])
                #expect(String(buffer: response.body).contains("csrf=\(issued)"))
            }
        }
        await site.db.close()
    }

    @Test func theTokenAlsoTravelsAsAHeaderForScripts() async throws {
        let site = try await TestSite()
        let token = SessionToken.random().value
        try await site.makeApp().test(.router) { client in
            try await client.execute(
                uri: "/api/v1/change", method: .post,
                headers: [.cookie: "landmarks_csrf=\(token)", HTTPField.Name("X-CSRF-Token")!: token]
            ) { response in
                #expect(response.status == .ok)
            }
        }
        #expect(site.changeCount == 1)
        await site.db.close()
    }
}
