import API
import APIClient
import APIServer
import AuthApi
import AuthClient
import AuthDomain
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

/// What the stand-in server was sent.
private final class Received: Sendable {
    private let paths = Mutex<[String]>([])
    func append(_ path: String) { paths.withLock { $0.append(path) } }
    var all: [String] { paths.withLock { $0 } }
}

private let ada = UserDTO(
    id: UUID(uuidString: "00000000-0000-0000-0000-0000000000AD")!, email: "ada@example.com", name: "Ada",
    createdAt: Date(timeIntervalSince1970: 1_800_000_000))

/// Answers the auth endpoints as the real server would for one account;
/// `me` answers `meRecord`, which a test may make break the rules.
private func server(received: Received, meRecord: UserDTO = ada) -> some ApplicationProtocol {
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: ProblemMiddleware())
    router.on(AuthEndpoints.signUp) { input, _, _ in
        received.append("signup")
        return UserDTO(id: UUID(), email: input.value.email, name: input.value.name, createdAt: Date())
    }
    router.on(AuthEndpoints.logIn) { input, _, _ in
        received.append("login")
        guard input.value.password == "correct horse battery" else {
            throw Problem.unauthorized("That email and password do not match an account.")
        }
        return TokenResponse(token: "token-ada", expiresAt: Date().addingTimeInterval(3_600), user: ada)
    }
    router.on(AuthEndpoints.me) { _, request, _ in
        received.append("me")
        guard request.headers[.authorization] == "Bearer token-ada" else {
            throw Problem.unauthorized("Sign in first.")
        }
        return meRecord
    }
    router.on(AuthEndpoints.logOut) { _, _, _ in
        received.append("logout")
        return NoContent()
    }
    router.on(AuthEndpoints.forgotPassword) { input, _, _ in
        received.append("forgot-password \(input.value.email)")
        return ResetLinkSent(message: ResetLinkSent.words)
    }
    router.on(AuthEndpoints.resetPassword) { input, _, _ in
        received.append("reset-password")
        guard input.value.token == "link-token" else {
            throw Problem.notFound("This reset link has expired.")
        }
        return NoContent()
    }
    return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
}

@Suite struct AuthServiceLiveTests {
    @Test func aSignUpThatBreaksTheRulesIsRefusedBeforeItIsSent() async throws {
        let received = Received()
        try await server(received: received).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let service = AuthService.live(
                client: NetworkClient(baseURL: base), baseURL: base, cache: TieredCache(disk: nil))
            let error = try await #require(throws: APIClientError.self) { try await service.signUp("ada", "", "short") }
            #expect(error.status == 422)
            guard case .problem(let problem) = error else {
                Issue.record("expected a problem")
                return
            }
            #expect(problem.errors?.map(\.field) == ["email", "name", "password"])
            #expect(received.all.isEmpty)
            let user = try await service.signUp("Grace@Example.com", "Grace", "correct horse battery")
            #expect(user.email.value == "grace@example.com")
            #expect(received.all == ["signup"])
        }
    }

    @Test func logInThenMeThenLogOutForgetsTheCachedAccount() async throws {
        let received = Received()
        try await server(received: received).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let cache = TieredCache(disk: nil)
            let anonymous = AuthService.live(client: NetworkClient(baseURL: base), baseURL: base, cache: cache)
            await #expect(
                throws: APIClientError.problem(.unauthorized("That email and password do not match an account."))
            ) {
                try await anonymous.logIn("ada@example.com", "wrong password!")
            }
            let session = try await anonymous.logIn("ada@example.com", "correct horse battery")
            #expect(session.user.name.value == "Ada")
            let signedIn = AuthService.live(
                client: NetworkClient(baseURL: base, bearerToken: session.token), baseURL: base, cache: cache)
            #expect(try await signedIn.me(.networkOnly).firstShown().value.email.value == "ada@example.com")
            #expect(try await signedIn.me(.cacheOnly).firstShown().origin.isCache)
            try await signedIn.logOut()
            await #expect(
                throws: APIClientError.notCached(
                    NetworkClient(baseURL: base, bearerToken: "token-ada").cacheScope + "auth/me")
            ) {
                try await signedIn.me(.cacheOnly).firstShown()
            }
            #expect(received.all == ["login", "login", "me", "logout"])
        }
    }

    @Test func anAccountThatBreaksTheRulesIsRejected() async throws {
        var broken = ada
        broken.email = "not an email"
        try await server(received: Received(), meRecord: broken).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let service = AuthService.live(
                client: NetworkClient(baseURL: base, bearerToken: "token-ada"), baseURL: base,
                cache: TieredCache(disk: nil))
            let error = try await #require(throws: APIClientError.self) {
                try await service.me(.networkOnly).firstShown()
            }
            guard case .rejected(let record) = error else {
                Issue.record("expected rejected, got \(error)")
                return
            }
            #expect(record.id == "account \(ada.id)")
            #expect(record.reason == "Enter an email address like name@example.com.")
        }
    }
}

@Suite struct PasswordResetClientTests {
    @Test func aForgottenPasswordIsAskedForAndSetWithTheLinksTokenAndAStaleTokenIsA404Problem()
        async throws
    {
        let received = Received()
        try await server(received: received).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let service = AuthService.live(
                client: NetworkClient(baseURL: base), baseURL: base, cache: TieredCache(disk: nil))
            #expect(try await service.forgotPassword("ada@example.com") == ResetLinkSent.words)
            try await service.resetPassword("link-token", "a brand new one")
            let error = try await #require(throws: APIClientError.self) {
                try await service.resetPassword("stale", "a brand new one")
            }
            #expect(error.status == 404)
            #expect(received.all == ["forgot-password ada@example.com", "reset-password", "reset-password"])
        }
    }

    @Test func theMockSetsAPasswordOnceWithItsLinkAndOnlyForAnAccount() async throws {
        let service = AuthService.mock
        _ = try await service.signUp("ada@example.com", "Ada", "correct horse battery")
        #expect(try await service.forgotPassword("nobody@example.com") == ResetLinkSent.words)
        #expect(try await service.forgotPassword("ada@example.com") == ResetLinkSent.words)
        await #expect(throws: APIClientError.self) { try await service.resetPassword("reset-nobody@example.com", "x") }
        try await service.resetPassword("reset-ada@example.com", "a brand new one")
        await #expect(throws: APIClientError.self) {
            try await service.resetPassword("reset-ada@example.com", "another one")
        }
        #expect(try await service.logIn("ada@example.com", "a brand new one").user.name.value == "Ada")
    }
}

@MainActor @Suite struct AccountStoreTests {
    @Test func signUpLogInMeAndLogOut() async {
        let store = AccountStore(service: .mock)
        #expect(await store.signUp(email: "ada@example.com", name: "Ada", password: "correct horse battery") != nil)
        #expect(await store.signUp(email: "ada@example.com", name: "Ada", password: "correct horse battery") == nil)
        #expect(store.actionFailure?.status == 409)
        #expect(await store.logIn(email: "ada@example.com", password: "wrong password!") == nil)
        #expect(store.actionFailure?.status == 401)
        #expect(await store.logIn(email: "ada@example.com", password: "correct horse battery") != nil)
        #expect(store.actionFailure == nil)
        await store.loadMe()
        #expect(store.me.value?.name.value == "Ada")
        await store.logOut()
        #expect(store.session == nil)
        await store.loadMe()
        #expect(store.me.error?.status == 401)
    }

    @Test func anUnimplementedServiceNamesTheClosure() async {
        let store = AccountStore(service: .unimplemented)
        await store.loadMe()
        #expect(store.me == .failed(.unimplemented("AuthService.me")))
        await store.logOut()
        #expect(store.actionFailure == .unimplemented("AuthService.logOut"))
    }
}
