import API
import APIClient
import AuthApi
import AuthDomain
import Foundation
import Synchronization

extension AuthService {
    /// Accounts in memory: sign up, log in with the password given at sign-up,
    /// `me` for whoever logged in last; a forgotten password's link has the
    /// token `reset-` and the address, and works once.
    public static var mock: AuthService {
        struct Account: Sendable {
            var user: User
            var password: String
        }
        let accounts = Mutex<[String: Account]>([:])
        let current = Mutex<User?>(nil)
        let links = Mutex<[String: String]>([:])
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
            },
            forgotPassword: { email in
                let address = email.lowercased()
                if accounts.withLock({ $0[address] }) != nil { links.withLock { $0["reset-" + address] = address } }
                return ResetLinkSent.words
            },
            resetPassword: { token, newPassword in
                guard let address = links.withLock({ $0.removeValue(forKey: token) }) else {
                    throw APIClientError.problem(.notFound(AuthError.resetLinkUnusable.message))
                }
                accounts.withLock { $0[address]?.password = newPassword }
                current.withLock { $0 = nil }
            })
    }
}
