import API
import APIServer
import AuthApi
import AuthData
import AuthDomain
import FluentKit
import Foundation
import Hummingbird
import Logging
import PageLayout
import Route
import SessionService
import Utilities

/// The one public door of the Auth feature: what the host asks it for.
public final class AuthAppFactory: Sendable {
    /// Everything Auth needs from the host. Nothing has a default: a need left
    /// unmet does not compile (ADR 0034).
    public struct Dependencies: Sendable {
        public var database: @Sendable () -> any Database
        public var layout: PageLayout
        /// Log-ins, sign-ups, password changes and deletions are logged here,
        /// by account id, never by address or name.
        public var logger: Logger
        /// Where sessions are opened and closed.
        public var sessions: SessionStore
        public var settings: Settings
        /// Now, for the log-in throttle's window.
        public var now: @Sendable () -> Date
        /// What other features delete when an account goes, run inside the
        /// transaction that deletes it: one entry per feature that keeps
        /// anything per account (the host wires each feature's cleanup).
        public var onAccountDeleted: [@Sendable (UUID, any Database) async throws -> Void]

        public init(
            database: @escaping @Sendable () -> any Database, layout: PageLayout, logger: Logger,
            sessions: SessionStore, settings: Settings, now: @escaping @Sendable () -> Date,
            onAccountDeleted: [@Sendable (UUID, any Database) async throws -> Void]
        ) {
            self.database = database
            self.layout = layout
            self.logger = logger
            self.sessions = sessions
            self.settings = settings
            self.now = now
            self.onAccountDeleted = onAccountDeleted
        }
    }

    /// How hard passwords are to guess and how many guesses are allowed.
    public struct Settings: Sendable {
        /// bcrypt's cost (each step doubles the work).
        public var passwordCost: UInt8
        public var loginLimits: LoginLimits
        public var signUpLimits: SignUpLimits

        public init(passwordCost: UInt8, loginLimits: LoginLimits, signUpLimits: SignUpLimits) {
            self.passwordCost = passwordCost
            self.loginLimits = loginLimits
            self.signUpLimits = signUpLimits
        }

        /// The app's: cost 12, ten failures per account and twenty per address
        /// in fifteen minutes, twenty new accounts per address in an hour.
        public static let standard = Settings(
            passwordCost: 12, loginLimits: LoginLimits(perAccount: 10, perAddress: 20, windowSeconds: 15 * 60),
            signUpLimits: SignUpLimits(perAddress: 20, windowSeconds: 3600))
    }

    /// How many accounts one client address may make within the window.
    public struct SignUpLimits: Sendable {
        public var perAddress: Int
        public var windowSeconds: Double

        public init(perAddress: Int, windowSeconds: Double) {
            self.perAddress = perAddress
            self.windowSeconds = windowSeconds
        }
    }

    /// How many failed logins are allowed, per account and per client
    /// address, within the window, before the answer is 429.
    public struct LoginLimits: Sendable {
        public var perAccount: Int
        public var perAddress: Int
        public var windowSeconds: Double

        public init(perAccount: Int, perAddress: Int, windowSeconds: Double) {
            self.perAccount = perAccount
            self.perAddress = perAddress
            self.windowSeconds = windowSeconds
        }
    }

    let environment: AuthEnvironment

    public init(dependencies: Dependencies, parent: MicroContainer) {
        environment = AuthEnvironment(dependencies: dependencies, parent: parent)
    }

    /// Auth has no entry in the main navigation: it lives in the header's
    /// account area (`makeAccountLinks()`).
    public func makeAppView() -> NavigationEntry? {
        nil
    }

    /// Where the header's "Log in", "Sign up", account and "Log out" point, and
    /// what any feature uses to send an anonymous visitor to log in.
    public func makeAccountLinks() -> AccountLinks {
        AccountLinks(
            logIn: Location(path: AuthPaths.logIn.render()), signUp: Location(path: AuthPaths.signUp.render()),
            account: Location(path: AuthPaths.account.render()), logOut: Location(path: AuthPaths.logOut.render()),
            returnToParameter: AuthPaths.returnTo)
    }

    /// What Auth's API offers, for the contract the host publishes at
    /// `/api/v1/openapi.json` (ADR 0042).
    public func makeAPIContract() -> EndpointGroup {
        EndpointGroup(name: "Auth", summary: "Accounts and bearer tokens: sign up, log in, log out, who am I.", endpoints: AuthEndpoints.all)
    }

    /// Everything Auth serves, for the host to mount.
    public func makeScene() throws -> RouteCollection<AppRequestContext> {
        let pages = try environment.container.resolve(AuthPages.self)
        let api = try environment.container.resolve(AuthAPIHandlers.self)
        let routes = RouteCollection(context: AppRequestContext.self)
        routes.get(RouterPath(AuthPaths.signUp.routerPath)) { request, context in pages.signUpForm(request, context) }
        routes.post(RouterPath(AuthPaths.signUp.routerPath)) { request, context in try await pages.signUp(request, context) }
        routes.get(RouterPath(AuthPaths.logIn.routerPath)) { request, context in pages.logInForm(request, context) }
        routes.post(RouterPath(AuthPaths.logIn.routerPath)) { request, context in try await pages.logIn(request, context) }
        routes.post(RouterPath(AuthPaths.logOut.routerPath)) { request, context in try await pages.logOut(request, context) }
        routes.get(RouterPath(AuthPaths.account.routerPath)) { request, context in try await pages.account(request, context) }
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
    public func makeMigrations() -> [any Migration] {
        AuthMigrations.all
    }
}
