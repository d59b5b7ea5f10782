import APIClient
import AuthDomain

/// What account screens ask of the outside world, as closures (live, mock,
/// unimplemented), like every feature's client service.
public struct AuthService: Sendable {
    /// Creates an account; it does not sign in.
    public var signUp: @Sendable (_ email: String, _ name: String, _ password: String) async throws -> User
    /// Opens a session for an email and password.
    public var logIn: @Sendable (_ email: String, _ password: String) async throws -> SignedIn
    /// Ends the session of the token the service was made with.
    public var logOut: @Sendable () async throws -> Void
    /// The signed-in account.
    public var me: @Sendable (CachePolicy) -> AsyncThrowingStream<Loaded<User>, any Error>
    /// Asks for a link that sets a new password to be mailed to an address;
    /// the server's words, the same whether or not the address has an account.
    public var forgotPassword: @Sendable (_ email: String) async throws -> String
    /// Sets a new password with the `token` of a mailed link (once, within
    /// 30 minutes); every session of the account ends.
    public var resetPassword: @Sendable (_ token: String, _ newPassword: String) async throws -> Void

    /// A service from its closures.
    public init(
        signUp: @escaping @Sendable (String, String, String) async throws -> User,
        logIn: @escaping @Sendable (String, String) async throws -> SignedIn,
        logOut: @escaping @Sendable () async throws -> Void,
        me: @escaping @Sendable (CachePolicy) -> AsyncThrowingStream<Loaded<User>, any Error>,
        forgotPassword: @escaping @Sendable (String) async throws -> String,
        resetPassword: @escaping @Sendable (String, String) async throws -> Void
    ) {
        self.signUp = signUp
        self.logIn = logIn
        self.logOut = logOut
        self.me = me
        self.forgotPassword = forgotPassword
        self.resetPassword = resetPassword
    }

    /// A service whose every call fails, naming itself: what a test starts from.
    public static let unimplemented = AuthService(
        signUp: { _, _, _ in throw APIClientError.unimplemented("AuthService.signUp") },
        logIn: { _, _ in throw APIClientError.unimplemented("AuthService.logIn") },
        logOut: { throw APIClientError.unimplemented("AuthService.logOut") },
        me: { _ in .failure(.unimplemented("AuthService.me")) },
        forgotPassword: { _ in throw APIClientError.unimplemented("AuthService.forgotPassword") },
        resetPassword: { _, _ in throw APIClientError.unimplemented("AuthService.resetPassword") })
}
