import API
import APIClient
import AuthApi
import AuthDomain
import Foundation
import Synchronization

extension AuthService {
    /// Accounts in memory: sign up, log in with the password given at sign-up,
    /// `me` for whoever logged in last.
    public static var mock: AuthService {
        struct Account: Sendable {
            var user: User
            var password: String
        }
        let accounts = Mutex<[String: Account]>([:])
        let current = Mutex<User?>(nil)
        return AuthService(
            signUp: { email, name, password in
                let request = try SignUpRequest.checked(email: email, name: name, password: password)
                let user = User(
                    id: UUID(), email: try Email(request.email), name: try DisplayName(request.name), createdAt: Date())
                try accounts.withLock { accounts in
                    guard accounts[user.email.value] == nil else {
                        throw APIClientError.problem(.conflict(AuthError.emailTaken.message))
                    }
                    accounts[user.email.value] = Account(user: user, password: password)
                }
                return user
            },
            logIn: { email, password in
                let account = accounts.withLock { $0[email.lowercased()] }
                guard let account, account.password == password else {
                    throw APIClientError.problem(.unauthorized(AuthError.wrongCredentials.message))
                }
                current.withLock { $0 = account.user }
                return SignedIn(
                    token: UUID().uuidString, expiresAt: Date().addingTimeInterval(86_400), user: account.user)
            },
            logOut: { current.withLock { $0 = nil } },
            me: { _ in
                guard let user = current.withLock({ $0 }) else {
                    return .failure(.problem(.unauthorized("Sign in first.")))
                }
                return .answer(user)
            })
    }
}
