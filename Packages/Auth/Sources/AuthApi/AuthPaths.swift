import Route

/// The paths of the account pages and the auth API.
public enum AuthPaths {
    /// The sign-up page.
    public static let signUp: PathTemplate = "/signup"
    /// The log-in page.
    public static let logIn: PathTemplate = "/login"
    /// Where the log-out form posts.
    public static let logOut: PathTemplate = "/logout"
    /// The account page.
    public static let account: PathTemplate = "/account"
    /// The change-password page.
    public static let changePassword: PathTemplate = "/account/password"
    /// The delete-account page.
    public static let deleteAccount: PathTemplate = "/account/delete"
    /// "Forgot password?": asks for a reset link.
    public static let forgotPassword: PathTemplate = "/password-reset"
    /// Where a reset link leads (`?token=`): choose a new password.
    public static let resetPassword: PathTemplate = "/password-reset/new"

    /// `POST`: make an account.
    public static let apiSignUp: PathTemplate = "/api/v1/auth/signup"
    /// `POST`: log in for a bearer token.
    public static let apiLogIn: PathTemplate = "/api/v1/auth/login"
    /// `POST`: end the token's session.
    public static let apiLogOut: PathTemplate = "/api/v1/auth/logout"
    /// `GET`: the signed-in account.
    public static let apiMe: PathTemplate = "/api/v1/auth/me"
    /// `POST`: mail a reset link to an address, if it has an account.
    public static let apiForgotPassword: PathTemplate = "/api/v1/auth/password-reset"
    /// `POST`: set a new password with a reset link's token.
    public static let apiResetPassword: PathTemplate = "/api/v1/auth/password-reset/confirm"

    /// The query parameter that says where to go after logging in.
    public static let returnTo = "returnTo"
}
