import Route

/// The paths of the account pages and the auth API.
public enum AuthPaths {
    public static let signUp: PathTemplate = "/signup"
    public static let logIn: PathTemplate = "/login"
    public static let logOut: PathTemplate = "/logout"
    public static let account: PathTemplate = "/account"
    public static let changePassword: PathTemplate = "/account/password"
    public static let deleteAccount: PathTemplate = "/account/delete"

    public static let apiSignUp: PathTemplate = "/api/v1/auth/signup"
    public static let apiLogIn: PathTemplate = "/api/v1/auth/login"
    public static let apiLogOut: PathTemplate = "/api/v1/auth/logout"
    public static let apiMe: PathTemplate = "/api/v1/auth/me"

    /// The query parameter that says where to go after logging in.
    public static let returnTo = "returnTo"
}
