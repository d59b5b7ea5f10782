import API

/// The auth part of the versioned JSON API.
public enum AuthEndpoints {
    /// Creates an account (201). It does not sign in: log in for a token.
    public static let signUp = Endpoint<JSONBody<SignUpRequest>, UserDTO>(
        .post, AuthPaths.apiSignUp, success: .created,
        EndpointDocumentation(
            "signUp", summary: "Creates an account. It does not sign in: log in for a token.",
            problems: [
                .conflict("an account already has this email"),
                .tooManyRequests("this address has made its share of accounts for the hour"),
            ]))
    /// Checks the credentials and opens a bearer session.
    public static let logIn = Endpoint<JSONBody<LogInRequest>, TokenResponse>(
        .post, AuthPaths.apiLogIn,
        EndpointDocumentation(
            "logIn", summary: "Checks an email and password and answers a bearer token.",
            problems: [
                DocumentedProblem(401, when: "the email and password do not match an account"),
                .tooManyRequests("too many wrong passwords for this account or from this address"),
            ]))
    /// Ends the session of the token that calls it (204).
    public static let logOut = Endpoint<NoInput, NoContent>(
        .post, AuthPaths.apiLogOut, success: .noContent,
        EndpointDocumentation("logOut", summary: "Ends the session of the token that calls it.", access: .signedIn))
    /// Who the token belongs to.
    public static let me = Endpoint<NoInput, UserDTO>(
        .get, AuthPaths.apiMe,
        EndpointDocumentation("getMe", summary: "The account the token belongs to.", access: .signedIn))

    /// Mails a link that sets a new password (202), when the address has an account.
    public static let forgotPassword = Endpoint<JSONBody<ForgotPasswordRequest>, ResetLinkSent>(
        .post, AuthPaths.apiForgotPassword, success: .accepted,
        EndpointDocumentation(
            "forgotPassword",
            summary: "Mails a link that sets a new password, once, within 30 minutes, if the address has an account;"
                + " the answer is the same either way.",
            problems: [
                .unprocessable("the email is not an email address"),
                .tooManyRequests("too many links asked for this address, or from the caller's address, in an hour"),
            ]))
    /// Sets a new password with a reset link's token and ends every session of the account (204).
    public static let resetPassword = Endpoint<JSONBody<ResetPasswordRequest>, NoContent>(
        .post, AuthPaths.apiResetPassword, success: .noContent,
        EndpointDocumentation(
            "resetPassword",
            summary: "Sets a new password with a reset link's token, and ends every session of the account.",
            problems: [
                .notFound("the token is not a link's, or the link has expired or was used"),
                .unprocessable("the new password breaks its rules"),
            ]))

    /// Every endpoint above, for the contract (ADR 0104).
    public static let all: [DocumentedEndpoint] = [
        signUp.documented, logIn.documented, logOut.documented, me.documented, forgotPassword.documented,
        resetPassword.documented,
    ]
}
