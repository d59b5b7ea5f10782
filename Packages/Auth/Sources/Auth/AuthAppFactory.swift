import API
import APIServer
import AuthApi
import AuthData
import AuthDomain
import EventOutbox
import FeatureContract
import FluentKit
import Foundation
import Hummingbird
import Logging
import PageLayout
import Route
import SessionService
import Utilities

/// The one public door of the Auth feature: what the host asks it for (the
/// `Feature` contract, ADR 0113).
public final class AuthAppFactory: Feature {
    /// Everything Auth needs from the host. Nothing has a default: a need left
    /// unmet does not compile (ADR 0113).
    public struct Dependencies: Sendable {
        /// The database, the page frame, the logger (log-ins, sign-ups,
        /// password changes and deletions, by account id, never by address or
        /// name), the clock (the throttle's window), the container and the
        /// settings (`Settings`).
        public var host: FeatureHost
        /// Where sessions are opened and closed.
        public var sessions: SessionStore

        /// Auth's needs: what every feature gets, and the session store.
        public init(host: FeatureHost, sessions: SessionStore) {
            self.host = host
            self.sessions = sessions
        }

        var database: @Sendable () -> any Database { host.database }
        var layout: PageLayout { host.layout }
        var logger: Logger { host.logger }
        var now: @Sendable () -> Date { host.now }
    }

    public let name = "Auth"
    let environment: AuthEnvironment
    /// Published inside the transaction that deletes an account: what
    /// another feature keeps for the account goes with it (ADR 0113). The
    /// host's edge files subscribe.
    public let accountDeleted = InTransactionEvents<AccountDeleted>()
    /// Published with the change, handed over after it commits (ADR 0121):
    /// an account made, its password changed, the account deleted. The
    /// host's edge files subscribe.
    public let afterCommit = AfterCommit()

    /// Builds the feature's container as a child of the host's and reads its
    /// settings. Resolves nothing.
    public init(dependencies: Dependencies) {
        let policy = Policy(dependencies.host.settings.scoped(to: "auth"))
        environment = AuthEnvironment(
            dependencies: dependencies, policy: policy, accountDeleted: accountDeleted, published: afterCommit)
    }

    /// Auth has no entry in the main navigation: it lives in the header's
    /// account area (`makeAccountLinks()`).
    public func makeAppView() -> NavigationEntry? {
        nil
    }

    /// Where the header's "Log in", "Sign up", account and "Log out" point, and
    /// what any feature uses to send an anonymous visitor to log in.
    public func makeAccountLinks() -> AccountLinks? {
        AccountLinks(
            logIn: Location(path: AuthPaths.logIn.render()), signUp: Location(path: AuthPaths.signUp.render()),
            account: Location(path: AuthPaths.account.render()), logOut: Location(path: AuthPaths.logOut.render()),
            returnToParameter: AuthPaths.returnTo)
    }

    /// What Auth's API offers, for the contract the host publishes at
    /// `/api/v1/openapi.json` (ADR 0104).
    public func makeAPIContract() -> EndpointGroup? {
        EndpointGroup(
            name: "Auth", summary: "Accounts and bearer tokens: sign up, log in, log out, who am I.",
            endpoints: AuthEndpoints.all)
    }

    /// Everything Auth serves, for the host to mount.
    public func makeScene() throws -> RouteCollection<AppRequestContext> {
        let pages = try environment.container.resolve(AuthPages.self)
        let api = try environment.container.resolve(AuthAPIHandlers.self)
        let routes = RouteCollection(context: AppRequestContext.self)
        routes.get(RouterPath(AuthPaths.signUp.routerPath)) { request, context in pages.signUpForm(request, context) }
        routes.post(RouterPath(AuthPaths.signUp.routerPath)) { request, context in
            try await pages.signUp(request, context)
        }
        routes.get(RouterPath(AuthPaths.logIn.routerPath)) { request, context in pages.logInForm(request, context) }
        routes.post(RouterPath(AuthPaths.logIn.routerPath)) { request, context in
            try await pages.logIn(request, context)
        }
        routes.post(RouterPath(AuthPaths.logOut.routerPath)) { request, context in
            try await pages.logOut(request, context)
        }
        routes.get(RouterPath(AuthPaths.account.routerPath)) { request, context in
            try await pages.account(request, context)
        }
        routes.get(RouterPath(AuthPaths.changePassword.routerPath)) { request, context in
            pages.changePasswordForm(request, context)
        }
        routes.post(RouterPath(AuthPaths.changePassword.routerPath)) { request, context in
            try await pages.changePassword(request, context)
        }
        routes.get(RouterPath(AuthPaths.deleteAccount.routerPath)) { request, context in
            pages.deleteAccountForm(request, context)
        }
        routes.post(RouterPath(AuthPaths.deleteAccount.routerPath)) { request, context in
            try await pages.deleteAccount(request, context)
        }
        routes.on(AuthEndpoints.signUp) { input, _, context in try await api.signUp(input, context: context) }
        routes.on(AuthEndpoints.logIn) { input, _, context in try await api.logIn(input, context: context) }
        routes.on(AuthEndpoints.logOut) { _, _, context in try await api.logOut(context: context) }
        routes.on(AuthEndpoints.me) { _, _, context in try await api.me(context: context) }
        return routes
    }

    /// The migrations the host runs before serving.
    public func makeAfterCommitEvents() -> [any OutboxStream] {
        afterCommit.all
    }

    /// The address and name of each of `userIDs` that is an account, in
    /// one read.
    public func addresses(of userIDs: [UUID]) async throws -> [AccountAddress] {
        try await environment.container.resolve((any UserRepository).self).users(ids: userIDs).map(AccountAddress.init)
    }

    /// The migrations the host runs before serving.
    public func makeMigrations() -> [any Migration] {
        AuthMigrations.all
    }
}
