import APIClient
import AuthDomain
import Observation

/// The account screens' state: who is signed in, and what the last action
/// answered.
@Observable @MainActor
public final class AccountStore {
    /// The signed-in account as last loaded.
    public private(set) var me: LoadState<User> = .idle
    /// Why the last refresh of `me` failed, while what was shown stays.
    public private(set) var refreshFailure: APIClientError?
    /// The session the last log-in opened; nil once logged out.
    public private(set) var session: SignedIn?
    /// Why the last sign-up, log-in or log-out failed.
    public private(set) var actionFailure: APIClientError?
    @ObservationIgnored private let service: AuthService

    /// A store that asks `service`.
    public init(service: AuthService) {
        self.service = service
    }

    /// Loads the signed-in account by `policy`, the cache's answer first by default.
    public func loadMe(policy: CachePolicy = .cacheThenFetch) async {
        refreshFailure = await LoadState.follow(service.me(policy)) { me = $0 }
    }

    /// Makes an account; nil (and `actionFailure`) when that failed.
    @discardableResult
    public func signUp(email: String, name: String, password: String) async -> User? {
        await act { try await service.signUp(email, name, password) }
    }

    /// Logs in and keeps the session; nil (and `actionFailure`) when that failed.
    @discardableResult
    public func logIn(email: String, password: String) async -> SignedIn? {
        let session = await act { try await service.logIn(email, password) }
        if let session {
            self.session = session
            me = .loaded(session.user, .network)
        }
        return session
    }

    /// Logs out and forgets the session and the account.
    public func logOut() async {
        if await act({ try await service.logOut() }) != nil {
            session = nil
            me = .idle
        }
    }

    private func act<Value>(_ action: () async throws -> Value) async -> Value? {
        do {
            let value = try await action()
            actionFailure = nil
            return value
        } catch {
            actionFailure = APIClientError(error)
            return nil
        }
    }
}
