import API
import Auth
import AuthApi
import EventOutbox
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing

private let jsonType: HTTPFields = [.contentType: "application/json"]

private func json<T: Encodable>(_ value: T) throws -> ByteBuffer {
    ByteBuffer(data: try APIJSON.encoder().encode(value))
}

/// Auth with its after-commit channels relayed to a list, as Notifications
/// would be handed them: the links a mail would carry.
private final class ResetSite: Sendable {
    let relay: OutboxRelay
    let links = Mutex<[PasswordResetLink]>([])

    init(_ site: TestSite) async throws {
        relay = OutboxRelay(
            database: site.store.database, streams: site.factory.makeAfterCommitEvents(),
            logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
        site.factory.afterCommit.passwordResetRequested.subscribe("Mail") { [self] delivered in
            self.links.withLock { $0.append(delivered.event) }
        }
        try await site.store.migrate([CreateOutboxTables()])
    }

    /// The links published so far.
    func mailed() async -> [PasswordResetLink] {
        await relay.deliverPending()
        return links.withLock { $0 }
    }

    func post<T: Encodable>(_ client: any TestClientProtocol, _ path: String, _ body: T, token: String? = nil)
        async throws -> TestResponse
    {
        var headers = jsonType
        if let token { headers[.authorization] = "Bearer \(token)" }
        return try await client.execute(uri: path, method: .post, headers: headers, body: try json(body))
    }

    func signUpAndLogIn(_ client: any TestClientProtocol, _ email: String, _ password: String) async throws -> String {
        _ = try await post(client, "/api/v1/auth/signup", SignUpRequest(email: email, name: "Ada", password: password))
        let login = try await post(client, "/api/v1/auth/login", LogInRequest(email: email, password: password))
        return try APIJSON.decoder().decode(TokenResponse.self, from: Data(buffer: login.body)).token
    }
}

private func token(of link: PasswordResetLink) throws -> String {
    let components = try #require(URLComponents(string: link.path))
    return try #require(components.queryItems?.first { $0.name == "token" }?.value)
}

@Suite struct PasswordResetTests {
    @Test func aLinkSetsANewPasswordOnceEndsEverySessionAndAnUnknownAddressGetsTheSameAnswerAndNoLink() async throws {
        let site = try await TestSite()
        let reset = try await ResetSite(site)
        try await site.test { client in
            let oldSession = try await reset.signUpAndLogIn(client, "ada@example.com", "correct horse")
            let known = try await reset.post(
                client, "/api/v1/auth/password-reset", ForgotPasswordRequest(email: "ADA@example.com"))
            let unknown = try await reset.post(
                client, "/api/v1/auth/password-reset", ForgotPasswordRequest(email: "nobody@example.com"))
            #expect(known.status == .accepted)
            #expect(unknown.status == .accepted)
            #expect(String(buffer: known.body) == String(buffer: unknown.body))
            let links = await reset.mailed()
            #expect(links.map(\.email) == ["ada@example.com"])
            let link = try #require(links.first)
            #expect(link.path.hasPrefix("/password-reset/new?token="))
            #expect(abs(link.expiresAt.timeIntervalSinceNow - 1_800) < 60)
            let secret = try token(of: link)

            let weak = try await reset.post(
                client, "/api/v1/auth/password-reset/confirm", ResetPasswordRequest(token: secret, newPassword: "short")
            )
            #expect(weak.status == .unprocessableContent)
            #expect(String(buffer: weak.body).contains("newPassword"))
            let done = try await reset.post(
                client, "/api/v1/auth/password-reset/confirm",
                ResetPasswordRequest(token: secret, newPassword: "battery staple"))
            #expect(done.status == .noContent)
            let again = try await reset.post(
                client, "/api/v1/auth/password-reset/confirm",
                ResetPasswordRequest(token: secret, newPassword: "another staple"))
            #expect(again.status == .notFound)
            #expect(String(buffer: again.body).contains("already used"))

            let me = try await client.execute(
                uri: "/api/v1/auth/me", method: .get, headers: [.authorization: "Bearer \(oldSession)"])
            #expect(me.status == .unauthorized)
            let old = try await reset.post(
                client, "/api/v1/auth/login", LogInRequest(email: "ada@example.com", password: "correct horse"))
            #expect(old.status == .unauthorized)
            let new = try await reset.post(
                client, "/api/v1/auth/login", LogInRequest(email: "ada@example.com", password: "battery staple"))
            #expect(new.status == .ok)
        }
    }

    @Test func aLinkStopsWorkingAfter30MinutesAndTheDatabaseHoldsOnlyItsDigest() async throws {
        let clock = Mutex(Date(timeIntervalSince1970: 1_795_348_800))
        let site = try await TestSite(now: { clock.withLock { $0 } })
        let reset = try await ResetSite(site)
        let store = site.store
        try await site.test { client in
            _ = try await reset.signUpAndLogIn(client, "ada@example.com", "correct horse")
            _ = try await reset.post(
                client, "/api/v1/auth/password-reset", ForgotPasswordRequest(email: "ada@example.com"))
            let secret = try token(of: try #require(await reset.mailed().first))
            let stored = try await store.sql.raw("SELECT digest FROM password_resets").all()
            #expect(stored.count == 1)
            #expect(try stored.first?.decode(column: "digest", as: String.self) != secret)

            clock.withLock { $0 += 29 * 60 }
            #expect(try await client.execute(uri: "/password-reset/new?token=\(secret)", method: .get).status == .ok)
            clock.withLock { $0 += 2 * 60 }
            let page = try await client.execute(uri: "/password-reset/new?token=\(secret)", method: .get)
            #expect(page.status == .gone)
            #expect(String(buffer: page.body).contains("Ask for a new link"))
            let late = try await reset.post(
                client, "/api/v1/auth/password-reset/confirm",
                ResetPasswordRequest(token: secret, newPassword: "battery staple"))
            #expect(late.status == .notFound)
        }
    }

    @Test func aFourthRequestInAnHourIsRefusedAlikeForAnAddressWithAndWithoutAnAccount() async throws {
        let site = try await TestSite()
        let reset = try await ResetSite(site)
        try await site.test { client in
            _ = try await reset.signUpAndLogIn(client, "ada@example.com", "correct horse")
            for email in ["ada@example.com", "nobody@example.com"] {
                var statuses: [Int] = []
                for _ in 1...4 {
                    let answer = try await reset.post(
                        client, "/api/v1/auth/password-reset", ForgotPasswordRequest(email: email))
                    statuses.append(answer.status.code)
                    if answer.status == .tooManyRequests { #expect(answer.headers[.retryAfter] != nil) }
                }
                #expect(statuses == [202, 202, 202, 429], "for \(email)")
            }
            #expect(await reset.mailed().count == 3)
        }
    }

    @Test func inTheBrowserTheLinkLeadsToAFormThatSetsThePasswordAndSignsThisBrowserOut() async throws {
        let site = try await TestSite()
        let reset = try await ResetSite(site)
        try await site.test { client in
            let browser = Browser(client)
            try await browser.get("/signup")
            try await browser.post(
                "/signup", [("name", "Ada"), ("email", "ada@example.com"), ("password", "correct horse")])
            #expect(try await browser.get("/account").status == .ok)
            let login = try await Browser(client).get("/login")
            #expect(login.text.contains(#"href="/password-reset""#))
            try await browser.get("/password-reset")
            let sent = try await browser.post("/password-reset", [("email", "ada@example.com")])
            #expect(sent.status == .ok)
            #expect(sent.text.contains("Check your mail"))
            let link = try #require(await reset.mailed().first)
            let form = try await browser.get(link.path)
            #expect(form.status == .ok)
            let short = try await browser.post(
                "/password-reset/new", [("token", try token(of: link)), ("newPassword", "short")])
            #expect(short.status == .unprocessableContent)
            let done = try await browser.post(
                "/password-reset/new", [("token", try token(of: link)), ("newPassword", "battery staple")])
            #expect(done.status == .seeOther)
            #expect(done.location == "/login?reset=1")
            #expect(try await browser.get("/account").status == .seeOther)
            #expect(try await browser.get("/login?reset=1").text.contains("Your new password is set"))
        }
    }
}
