import APIServer
import AuthApi
import AuthDomain
import Foundation
import Hummingbird
import PageLayout
import Route
import SessionService

/// The account pages: sign up, log in, log out, account, change password,
/// delete account. Every post is CSRF-checked before it gets here (the host
/// installs SessionService's protection in front of every route).
struct AuthPages: Sendable {
    let signUpUser: SignUp
    let logInUser: LogIn
    let changePasswordOf: ChangePassword
    let deleteAccountOf: DeleteAccount
    let requestReset: RequestPasswordReset
    let resetPassword: ResetPassword
    let users: any UserRepository
    let sessions: SessionStore
    let templates: AuthTemplates
    let responses: PageResponses

    // MARK: Sign up

    func signUpForm(_ request: Request, _ context: AppRequestContext) -> Response {
        if context.caller != nil { return .seeOther(AuthPaths.account.render()) }
        return signUpPage(context, returnTo: Self.safeReturn(request.uri.queryParameters.get(AuthPaths.returnTo)))
    }

    func signUp(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        var request = request
        let form = try await FormFields(request: &request)
        let returnTo = Self.safeReturn(form[AuthPaths.returnTo])
        do {
            let user = try await signUpUser(
                email: form["email"], name: form["name"], password: form["password"],
                clientAddress: context.clientAddress)
            return try await signedIn(user, replacing: context.caller, goingTo: returnTo)
        } catch let error as AuthError {
            return Self.withRetryAfter(
                signUpPage(
                    context, returnTo: returnTo, values: ["email": form["email"], "name": form["name"]], error: error,
                    status: error.pageStatus),
                error)
        }
    }

    private func signUpPage(
        _ context: AppRequestContext, returnTo: Location?, values: [String: String] = [:], error: AuthError? = nil,
        notice: String? = nil, status: HTTPResponse.Status = .ok
    ) -> Response {
        var page = Self.formValues(values: values, error: error, context: context)
        page["action"] = AuthPaths.signUp.render()
        page["returnTo"] = returnTo?.href ?? ""
        page["passwordRules"] = PasswordRules.summary
        page["logInHref"] = Self.logInLocation(returnTo: returnTo).href
        return render(
            "Sign up", templates.signUp.render(page), path: AuthPaths.signUp.render(), returnTo: returnTo, context,
            status)
    }

    // MARK: Log in and out

    func logInForm(_ request: Request, _ context: AppRequestContext) -> Response {
        let returnTo = Self.safeReturn(request.uri.queryParameters.get(AuthPaths.returnTo))
        if context.caller != nil { return .seeOther(returnTo?.href ?? AuthPaths.account.render()) }
        let signedOut = request.uri.queryParameters.get(Self.signedOutParameter) != nil
        let reset = request.uri.queryParameters.get(Self.resetParameter) != nil
        let notice =
            reset
            ? "Your new password is set, and every session of your account is signed out. Log in with it."
            : signedOut ? "You are signed out." : nil
        return logInPage(context, returnTo: returnTo, notice: notice)
    }

    /// What a password reset adds to the log-in page it ends on.
    static let resetParameter = "reset"

    /// What log-out adds to the log-in page it ends on, so the page can say so.
    static let signedOutParameter = "signedOut"

    func logIn(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        var request = request
        let form = try await FormFields(request: &request)
        let returnTo = Self.safeReturn(form[AuthPaths.returnTo])
        do {
            let user = try await logInUser(
                email: form["email"], password: form["password"], clientAddress: context.clientAddress)
            return try await signedIn(user, replacing: context.caller, goingTo: returnTo)
        } catch let error as AuthError {
            let response = logInPage(
                context, returnTo: returnTo, values: ["email": form["email"]], error: error, status: error.pageStatus)
            return Self.withRetryAfter(response, error)
        }
    }

    private func logInPage(
        _ context: AppRequestContext, returnTo: Location?, values: [String: String] = [:], error: AuthError? = nil,
        notice: String? = nil, status: HTTPResponse.Status = .ok
    ) -> Response {
        var page = Self.formValues(values: values, error: error, context: context)
        page["action"] = AuthPaths.logIn.render()
        page["returnTo"] = returnTo?.href ?? ""
        if returnTo != nil, error == nil { page["notice"] = "Log in to continue." }
        if let notice { page["notice"] = notice }
        var signUp = Location(path: AuthPaths.signUp.render())
        if let returnTo { signUp.query = [.init(AuthPaths.returnTo, returnTo.href)] }
        page["signUpHref"] = signUp.href
        page["forgotHref"] = AuthPaths.forgotPassword.render()
        return render(
            "Log in", templates.logIn.render(page), path: AuthPaths.logIn.render(), returnTo: returnTo, context, status)
    }

    /// Opens a new session (never reusing the one the browser came with) and
    /// sends the browser on to where it was going.
    private func signedIn(_ user: User, replacing old: Caller?, goingTo returnTo: Location?) async throws -> Response {
        if let old, old.credential == .cookie, let token = SessionToken(old.sessionToken) {
            try await sessions.close(token)
        }
        let issued = try await sessions.open(
            for: SessionUser(id: user.id, name: user.name.value, email: user.email.value), credential: .cookie)
        var response = Response.seeOther(returnTo?.href ?? AuthPaths.account.render())
        response.setCookie(SessionCookies(policy: sessions.policy).session(issued))
        return response
    }

    func logOut(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        if let caller = context.caller, let token = SessionToken(caller.sessionToken) {
            try await sessions.close(token)
        }
        // Ends on the log-in page, which says the person is signed out: landing
        // on the home page without a word left people unsure it had worked.
        var response = Response.seeOther(
            Location(path: AuthPaths.logIn.render(), query: [.init(Self.signedOutParameter, "1")]).href)
        response.setCookie(SessionCookies(policy: sessions.policy).clearedSession())
        return response
    }

    // MARK: Account

    func account(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller, let user = try await users.find(id: caller.userID)?.user else {
            return Self.toLogIn(from: AuthPaths.account.render())
        }
        let sessionCount = try await sessions.openSessions(of: user.id)
        var page: [String: Any] = [
            "name": user.name.value, "email": user.email.value,
            "since": user.createdAt.formatted(date: .long, time: .omitted),
            "sessions": sessionCount == 1 ? "this device only" : "\(sessionCount) devices or apps",
            "changePasswordHref": AuthPaths.changePassword.render(), "deleteHref": AuthPaths.deleteAccount.render(),
        ]
        if request.uri.queryParameters.get("changed") == "password" {
            page["notice"] = "Your password was changed. Your other sessions were signed out."
        }
        return render("Your account", templates.account.render(page), path: AuthPaths.account.render(), context, .ok)
    }

    func changePasswordForm(_ request: Request, _ context: AppRequestContext) -> Response {
        guard context.caller != nil else { return Self.toLogIn(from: AuthPaths.changePassword.render()) }
        return changePasswordPage(context)
    }

    func changePassword(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return Self.toLogIn(from: AuthPaths.changePassword.render()) }
        var request = request
        let form = try await FormFields(request: &request)
        do {
            try await changePasswordOf(
                userID: caller.userID, current: form["currentPassword"], new: form["newPassword"])
            try await sessions.closeAll(of: caller.userID, except: SessionToken(caller.sessionToken))
            return .seeOther(Location(path: AuthPaths.account.render(), query: [.init("changed", "password")]).href)
        } catch let error as AuthError {
            let fielded =
                error == .wrongPassword
                ? AuthError.invalid([.init(field: "currentPassword", message: error.message)]) : error
            return Self.withRetryAfter(
                changePasswordPage(context, error: fielded, status: Self.checkStatus(error)), error)
        }
    }

    private func changePasswordPage(
        _ context: AppRequestContext, error: AuthError? = nil, status: HTTPResponse.Status = .ok
    ) -> Response {
        var page = Self.formValues(values: [:], error: error, context: context)
        page["action"] = AuthPaths.changePassword.render()
        page["passwordRules"] = PasswordRules.summary
        page["accountHref"] = AuthPaths.account.render()
        return render(
            "Change password", templates.changePassword.render(page), path: AuthPaths.changePassword.render(), context,
            status)
    }

    func deleteAccountForm(_ request: Request, _ context: AppRequestContext) -> Response {
        guard context.caller != nil else { return Self.toLogIn(from: AuthPaths.deleteAccount.render()) }
        return deleteAccountPage(context)
    }

    func deleteAccount(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return Self.toLogIn(from: AuthPaths.deleteAccount.render()) }
        var request = request
        let form = try await FormFields(request: &request)
        do {
            try await deleteAccountOf(userID: caller.userID, password: form["password"])
        } catch let error as AuthError {
            let fielded =
                error == .wrongPassword ? AuthError.invalid([.init(field: "password", message: error.message)]) : error
            return Self.withRetryAfter(
                deleteAccountPage(context, error: fielded, status: Self.checkStatus(error)), error)
        }
        // Ends on the log-in page, which says the person is signed out: landing
        // on the home page without a word left people unsure it had worked.
        var response = Response.seeOther(
            Location(path: AuthPaths.logIn.render(), query: [.init(Self.signedOutParameter, "1")]).href)
        response.setCookie(SessionCookies(policy: sessions.policy).clearedSession())
        return response
    }

    private func deleteAccountPage(
        _ context: AppRequestContext, error: AuthError? = nil, status: HTTPResponse.Status = .ok
    ) -> Response {
        var page = Self.formValues(values: [:], error: error, context: context)
        page["action"] = AuthPaths.deleteAccount.render()
        page["accountHref"] = AuthPaths.account.render()
        return render(
            "Delete account", templates.deleteAccount.render(page), path: AuthPaths.deleteAccount.render(), context,
            status)
    }

    // MARK: Forgotten password

    /// The query parameter of a reset link that carries its secret.
    static let tokenParameter = "token"

    func forgotPasswordForm(_ request: Request, _ context: AppRequestContext) -> Response {
        forgotPasswordPage(context)
    }

    /// The same page whether or not the address has an account.
    func forgotPassword(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        var request = request
        let form = try await FormFields(request: &request)
        do {
            try await requestReset(email: form["email"], clientAddress: context.clientAddress)
        } catch let error as AuthError {
            return Self.withRetryAfter(
                forgotPasswordPage(context, values: ["email": form["email"]], error: error, status: error.pageStatus),
                error)
        }
        let page: [String: Any] = ["message": ResetLinkSent.words, "forgotHref": AuthPaths.forgotPassword.render()]
        return render(
            "Check your mail", templates.resetLinkSent.render(page), path: AuthPaths.forgotPassword.render(), context,
            .ok)
    }

    private func forgotPasswordPage(
        _ context: AppRequestContext, values: [String: String] = [:], error: AuthError? = nil,
        status: HTTPResponse.Status = .ok
    ) -> Response {
        var page = Self.formValues(values: values, error: error, context: context)
        page["action"] = AuthPaths.forgotPassword.render()
        page["logInHref"] = AuthPaths.logIn.render()
        return render(
            "Forgot your password?", templates.forgotPassword.render(page), path: AuthPaths.forgotPassword.render(),
            context, status)
    }

    func resetPasswordForm(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let secret = request.uri.queryParameters.get(Self.tokenParameter) ?? ""
        guard try await resetPassword.works(secret) else { return resetLinkUnusablePage(context) }
        return resetPasswordPage(context, secret: secret)
    }

    /// Sets the password, ends every session (this browser's too) and sends
    /// the person to log in with it.
    func resetPassword(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        var request = request
        let form = try await FormFields(request: &request)
        let secret = form[Self.tokenParameter]
        do {
            try await resetPassword(secret: secret, newPassword: form["newPassword"])
        } catch AuthError.resetLinkUnusable {
            return resetLinkUnusablePage(context)
        } catch let error as AuthError {
            return resetPasswordPage(context, secret: secret, error: error, status: error.pageStatus)
        }
        var response = Response.seeOther(
            Location(path: AuthPaths.logIn.render(), query: [.init(Self.resetParameter, "1")]).href)
        response.setCookie(SessionCookies(policy: sessions.policy).clearedSession())
        return response
    }

    private func resetPasswordPage(
        _ context: AppRequestContext, secret: String, error: AuthError? = nil, status: HTTPResponse.Status = .ok
    ) -> Response {
        var page = Self.formValues(values: [:], error: error, context: context)
        page["action"] = AuthPaths.resetPassword.render()
        page["token"] = secret
        page["passwordRules"] = PasswordRules.summary
        return render(
            "Choose a new password", templates.resetPassword.render(page), path: AuthPaths.resetPassword.render(),
            context, status)
    }

    /// 410: the link is gone for good (used, expired, or never one of ours).
    private func resetLinkUnusablePage(_ context: AppRequestContext) -> Response {
        let page: [String: Any] = [
            "message": AuthError.resetLinkUnusable.message, "forgotHref": AuthPaths.forgotPassword.render(),
            "logInHref": AuthPaths.logIn.render(),
        ]
        return render(
            "This link does not work", templates.resetLinkUnusable.render(page), path: AuthPaths.resetPassword.render(),
            context, .gone)
    }

    // MARK: Shared

    /// A page at `path`; with `returnTo`, its address carries it as the
    /// query, so the header's links pass it on (Sign up on the log-in page).
    private func render(
        _ title: String, _ body: String, path: String, returnTo: Location? = nil, _ context: AppRequestContext,
        _ status: HTTPResponse.Status
    ) -> Response {
        let query = returnTo.map { [Location.QueryItem(AuthPaths.returnTo, $0.href)] } ?? []
        return responses.page(title, body: body, path: path, query: query, context, status: status)
    }

    /// A form checked against the current password: 429 while the account is
    /// locked out, else 422 with the message beside its field.
    private static func checkStatus(_ error: AuthError) -> HTTPResponse.Status {
        if case .tooManyAttempts = error { return .tooManyRequests }
        return .unprocessableContent
    }

    /// Tells a throttled browser when to try again.
    private static func withRetryAfter(_ response: Response, _ error: AuthError) -> Response {
        let seconds: Int
        switch error {
        case .tooManyAttempts(let wait), .tooManySignUps(let wait), .tooManyResetRequests(let wait): seconds = wait
        default: return response
        }
        var response = response
        response.headers[.retryAfter] = String(seconds)
        return response
    }

    /// What every form template reads: what was typed, each field's message,
    /// a message for the whole form, and the CSRF token.
    static func formValues(values: [String: String], error: AuthError?, context: AppRequestContext) -> [String: Any] {
        var errors: [String: String] = [:]
        var formError: String?
        switch error {
        case .invalid(let problems)?:
            for problem in problems where errors[problem.field] == nil { errors[problem.field] = problem.message }
            formError = "Please correct the fields marked below."
        case let other?:
            formError = other.message
        case nil:
            break
        }
        var page: [String: Any] = ["values": values, "errors": errors, "csrfToken": context.csrfToken ?? ""]
        if let formError { page["formError"] = formError }
        if case .invalid(let problems)? = error {
            page.merge(FormMarkup.fieldErrorLinks(problems.map { ($0.field, $0.message) })) { _, new in new }
        }
        return page
    }

    /// Where to go after logging in, if it is a path of ours; anything else
    /// (another site, `//host`, a scheme) is dropped rather than followed.
    static func safeReturn(_ raw: String?) -> Location? {
        guard let raw, !raw.isEmpty, let location = Location(href: raw) else { return nil }
        return location
    }

    static func logInLocation(returnTo: Location?) -> Location {
        var location = Location(path: AuthPaths.logIn.render())
        if let returnTo { location.query = [.init(AuthPaths.returnTo, returnTo.href)] }
        return location
    }

    static func toLogIn(from path: String) -> Response {
        .seeOther(logInLocation(returnTo: Location(path: path)).href)
    }
}

extension AuthError {
    /// The status a page answers with when this error sends the form back.
    var pageStatus: HTTPResponse.Status {
        switch self {
        case .invalid: .unprocessableContent
        case .emailTaken: .conflict
        case .wrongCredentials, .wrongPassword: .unauthorized
        case .tooManyAttempts, .tooManySignUps, .tooManyResetRequests: .tooManyRequests
        case .accountNotFound: .notFound
        case .resetLinkUnusable: .gone
        }
    }
}
