import API
import APIClient
import AuthApi
import AuthDomain
import Foundation

extension AuthService {
    /// The server at `baseURL`. `client`'s token, if any, is the session that
    /// `me` and `logOut` act for; logging out also forgets everything cached
    /// for that session, so the next person at the terminal sees none of it.
    public static func live(client: NetworkClient, baseURL: URL, cache: TieredCache) -> AuthService {
        let client = client.at(baseURL)
        return AuthService(
            signUp: { email, name, password in
                let request = try SignUpRequest.checked(email: email, name: name, password: password)
                return try User(record: try await client.send(AuthEndpoints.signUp, JSONBody(request)))
            },
            logIn: { email, password in
                let answer = try await client.send(
                    AuthEndpoints.logIn, JSONBody(LogInRequest(email: email, password: password)))
                return SignedIn(token: answer.token, expiresAt: answer.expiresAt, user: try User(record: answer.user))
            },
            logOut: {
                defer { cache.removeAll(prefix: client.cacheScope) }
                _ = try await client.send(AuthEndpoints.logOut)
            },
            me: { policy in
                cache.load(
                    client.cacheScope + "auth/me", policy: policy, fetch: { try await client.send(AuthEndpoints.me) }
                ) {
                    try User(record: $0)
                }
            },
            forgotPassword: { email in
                try await client.send(AuthEndpoints.forgotPassword, JSONBody(ForgotPasswordRequest(email: email)))
                    .message
            },
            resetPassword: { token, newPassword in
                _ = try await client.send(
                    AuthEndpoints.resetPassword, JSONBody(ResetPasswordRequest(token: token, newPassword: newPassword)))
            })
    }
}
