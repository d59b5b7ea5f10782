import APIServer
import AuthApi
import AuthData
import AuthDomain
import EventOutbox
import FeatureContract
import Route
import Utilities

/// The feature's container: a child of the host's, one registration per piece.
struct AuthEnvironment: Sendable {
    let container: MicroContainer

    init(
        dependencies: AuthAppFactory.Dependencies, policy: AuthAppFactory.Policy,
        accountDeleted: InTransactionEvents<AccountDeleted>, published: AuthAppFactory.AfterCommit
    ) {
        container = dependencies.host.container.child(named: "Auth")
        container.register((any UserRepository).self) { _ in
            let sessions = dependencies.sessions
            // Deleting an account ends its sessions and lets every other
            // feature delete what it kept, all in the same transaction.
            let cleanups: [FluentUserRepository.Cleanup] = [
                { userID, transaction in try await sessions.closeAll(of: userID, on: transaction) },
                { userID, transaction in
                    try await accountDeleted.publish(AccountDeleted(userID: userID), on: transaction)
                },
            ]
            // The host's clock dates the account, as it dates everything else.
            // After commit, for whoever reacts later (a mail): ADR 0129.
            let announcements = FluentUserRepository.Announcements(
                created: { user, transaction in
                    try await published.accountCreated.publish(
                        AccountAddress(user), aggregate: user.id.uuidString, on: transaction)
                },
                passwordChanged: { user, transaction in
                    try await published.passwordChanged.publish(
                        AccountAddress(user), aggregate: user.id.uuidString, on: transaction)
                },
                deleted: { user, transaction in
                    try await published.accountDeleted.publish(
                        AccountAddress(user), aggregate: user.id.uuidString, on: transaction)
                })
            return FluentUserRepository(
                database: dependencies.database, cleanups: cleanups, announcements: announcements,
                now: dependencies.now)
        }
        container.register((any PasswordResetRepository).self) { _ in
            let sessions = dependencies.sessions
            return SQLPasswordResetRepository(
                database: dependencies.database,
                announce: { user, secret, expiresAt, transaction in
                    let path = Location(
                        path: AuthPaths.resetPassword.render(), query: [.init(AuthPages.tokenParameter, secret)])
                    try await published.passwordResetRequested.publish(
                        PasswordResetLink(
                            userID: user.id, email: user.email.value, name: user.name.value, path: path.href,
                            expiresAt: expiresAt),
                        aggregate: user.id.uuidString, on: transaction)
                },
                afterReset: [
                    // Whoever knew the old password is signed out everywhere.
                    { user, transaction in try await sessions.closeAll(of: user.id, on: transaction) },
                    { user, transaction in
                        try await published.passwordChanged.publish(
                            AccountAddress(user), aggregate: user.id.uuidString, on: transaction)
                    },
                ],
                now: dependencies.now)
        }
        container.register((any ResetSecrets).self) { _ in SessionTokenSecrets() }
        container.register((any PasswordHasher).self) { _ in BcryptPasswordHasher(cost: policy.passwordCost) }
        // One budget for every host on the database (ADR 0128).
        container.register((any AttemptCounter).self) { _ in SQLAttemptCounter(database: dependencies.database) }
        container.register(LoginThrottle.self) { r in
            let limits = policy.loginLimits
            return LoginThrottle(
                limits: .init(
                    perAccount: limits.perAccount, perAddress: limits.perAddress, window: limits.windowSeconds,
                    signInsPerAccount: limits.signInsPerAccount),
                counter: try r.resolve(), now: dependencies.now)
        }
        container.register(SignUpLimit.self) { r in
            let limits = policy.signUpLimits
            return SignUpLimit(
                perAddress: limits.perAddress, window: limits.windowSeconds, counter: try r.resolve(),
                now: dependencies.now)
        }
        container.register(ResetRequestLimit.self) { r in
            ResetRequestLimit(counter: try r.resolve(), now: dependencies.now)
        }
        let record: @Sendable (AuthEvent) -> Void = { event in AuthEvents.record(event, to: dependencies.logger) }
        container.register(RequestPasswordReset.self) { r in
            RequestPasswordReset(
                users: try r.resolve(), resets: try r.resolve(), secrets: try r.resolve(), limit: try r.resolve(),
                now: dependencies.now, record: record)
        }
        container.register(ResetPassword.self) { r in
            ResetPassword(
                resets: try r.resolve(), secrets: try r.resolve(), hasher: try r.resolve(), now: dependencies.now,
                record: record)
        }
        container.register(SignUp.self) { r in
            SignUp(users: try r.resolve(), hasher: try r.resolve(), limit: try r.resolve(), record: record)
        }
        container.register(LogIn.self) { r in
            LogIn(users: try r.resolve(), hasher: try r.resolve(), throttle: try r.resolve(), record: record)
        }
        container.register(ChangePassword.self) { r in
            ChangePassword(users: try r.resolve(), hasher: try r.resolve(), throttle: try r.resolve(), record: record)
        }
        container.register(DeleteAccount.self) { r in
            DeleteAccount(users: try r.resolve(), hasher: try r.resolve(), throttle: try r.resolve(), record: record)
        }
        container.register(AuthTemplates.self) { _ in try AuthTemplates() }
        container.register(AuthPages.self) { r in
            AuthPages(
                signUpUser: try r.resolve(), logInUser: try r.resolve(), changePasswordOf: try r.resolve(),
                deleteAccountOf: try r.resolve(), requestReset: try r.resolve(), resetPassword: try r.resolve(),
                users: try r.resolve(), sessions: dependencies.sessions,
                templates: try r.resolve(), responses: PageResponses(layout: dependencies.layout))
        }
        container.register(AuthRoutes.self) { r in AuthRoutes(pages: try r.resolve(), api: try r.resolve()) }
        container.register(AuthAPIHandlers.self) { r in
            AuthAPIHandlers(
                signUpUser: try r.resolve(), logInUser: try r.resolve(), requestReset: try r.resolve(),
                resetPassword: try r.resolve(), users: try r.resolve(), sessions: dependencies.sessions)
        }
    }
}
