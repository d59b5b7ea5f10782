import EventOutbox

extension AuthAppFactory {
    /// Auth's after-commit channels; their names are kept across releases.
    public struct AfterCommit: Sendable {
        /// An account was made.
        public let accountCreated = AfterCommitEvents<AccountAddress>("auth.account-created")
        /// An account's password was changed.
        public let passwordChanged = AfterCommitEvents<AccountAddress>("auth.password-changed")
        /// An account was deleted (with what it kept in every feature).
        public let accountDeleted = AfterCommitEvents<AccountAddress>("auth.account-deleted")

        /// A password reset link was asked for an account: the mail that carries it is its subscriber's.
        public let passwordResetRequested = AfterCommitEvents<PasswordResetLink>("auth.password-reset-requested")

        var all: [any OutboxStream] { [accountCreated, passwordChanged, accountDeleted, passwordResetRequested] }
    }
}
