import API

/// The auth part of the versioned JSON API.
public enum AuthEndpoints {
    /// Creates an account (201). It does not sign in: log in for a token.
    public static let signUp = Endpoint<JSONBody<SignUpRequest>, UserDTO>(.post, AuthPaths.apiSignUp, success: .created)
    /// Checks the credentials and opens a bearer session.
    public static let logIn = Endpoint<JSONBody<LogInRequest>, TokenResponse>(.post, AuthPaths.apiLogIn)
    /// Ends the session of the token that calls it (204).
    public static let logOut = Endpoint<NoInput, NoContent>(.post, AuthPaths.apiLogOut, success: .noContent)
    /// Who the token belongs to.
    public static let me = Endpoint<NoInput, UserDTO>(.get, AuthPaths.apiMe)
}
