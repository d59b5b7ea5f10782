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
    /// Published with the change, handed over after it commits (ADR 0129):
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
            name: "Auth",
            summary: "Accounts and bearer tokens: sign up, log in, log out, who am I, a forgotten password.",
            endpoints: AuthEndpoints.all)
    }

    /// Everything Auth serves, for the host to mount.
    public func makeScene() throws -> RouteCollection<AppRequestContext> {
        try environment.container.resolve(AuthRoutes.self).collection()
    }

    /// Auth's after-commit channels, for the host's relay (ADR 0129).
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
