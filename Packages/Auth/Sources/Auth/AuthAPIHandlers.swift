import API
import APIServer
import AuthApi
import AuthDomain
import SessionService

/// The auth JSON API. Log-in hands out a bearer token; everything else works
/// with whichever credential the caller presents.
struct AuthAPIHandlers: Sendable {
    let signUpUser: SignUp
    let logInUser: LogIn
    let requestReset: RequestPasswordReset
    let resetPassword: ResetPassword
    let users: any UserRepository
    let sessions: SessionStore

    func signUp(_ input: JSONBody<SignUpRequest>, context: AppRequestContext) async throws -> UserDTO {
        do {
            let body = input.value
            return UserDTO(
                try await signUpUser(
                    email: body.email, name: body.name, password: body.password, clientAddress: context.clientAddress))
        } catch let error as AuthError {
            throw error.problem
        }
    }

    func logIn(_ input: JSONBody<LogInRequest>, context: AppRequestContext) async throws -> TokenResponse {
        do {
            let user = try await logInUser(
                email: input.value.email, password: input.value.password, clientAddress: context.clientAddress)
            let issued = try await sessions.open(
                for: SessionUser(id: user.id, name: user.name.value, email: user.email.value), credential: .bearer)
            return TokenResponse(token: issued.token.value, expiresAt: issued.expiresAt, user: UserDTO(user))
        } catch let error as AuthError {
            throw error.problem
        }
    }

    /// The same answer whether or not the address has an account.
    func forgotPassword(_ input: JSONBody<ForgotPasswordRequest>, context: AppRequestContext) async throws
        -> ResetLinkSent
    {
        do {
            try await requestReset(email: input.value.email, clientAddress: context.clientAddress)
            return ResetLinkSent(message: ResetLinkSent.words)
        } catch let error as AuthError {
            throw error.problem
        }
    }

    func resetPassword(_ input: JSONBody<ResetPasswordRequest>, context: AppRequestContext) async throws -> NoContent {
        do {
            try await resetPassword(secret: input.value.token, newPassword: input.value.newPassword)
            return NoContent()
        } catch let error as AuthError {
            throw error.problem
        }
    }

    func logOut(context: AppRequestContext) async throws -> NoContent {
        guard let caller = context.caller, let token = SessionToken(caller.sessionToken) else {
            throw Problem.unauthorized("Log in first: there is no session to end.")
        }
        try await sessions.close(token)
        return NoContent()
    }

    func me(context: AppRequestContext) async throws -> UserDTO {
        guard let caller = context.caller, let user = try await users.find(id: caller.userID)?.user else {
            throw Problem.unauthorized("Log in first: send `Authorization: Bearer <token>`.")
        }
        return UserDTO(user)
    }
}

extension AuthError {
    /// How the API reports this error.
    var problem: Problem {
        switch self {
        case .invalid(let problems):
            .unprocessable(problems.map { FieldIssue(field: $0.field, message: $0.message) })
        case .emailTaken: .conflict(message)
        case .wrongCredentials: .unauthorized(message)
        case .wrongPassword: .forbidden(message)
        case .tooManyAttempts(let seconds), .tooManySignUps(let seconds): .tooManyRequests(message, retryAfter: seconds)
        case .accountNotFound: .unauthorized(message)
        case .tooManyResetRequests(let seconds): .tooManyRequests(message, retryAfter: seconds)
        case .resetLinkUnusable: .notFound(message)
        }
    }
}
