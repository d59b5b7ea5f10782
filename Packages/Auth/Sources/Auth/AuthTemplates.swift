import Mustache
import PageLayout

/// The account pages' templates, parsed once; a broken one fails the
/// container's start-up check. Every form carries the CSRF token and keeps
/// what was typed (never a password) when it comes back with messages.
struct AuthTemplates: Sendable {
    let signUp: MustacheTemplate
    let logIn: MustacheTemplate
    let account: MustacheTemplate
    let changePassword: MustacheTemplate
    let deleteAccount: MustacheTemplate
    let forgotPassword: MustacheTemplate
    let resetLinkSent: MustacheTemplate
    let resetPassword: MustacheTemplate
    let resetLinkUnusable: MustacheTemplate

    init() throws {
        signUp = try PageTemplate.parse(Self.signUpHTML)
        logIn = try PageTemplate.parse(Self.logInHTML)
        account = try PageTemplate.parse(Self.accountHTML)
        changePassword = try PageTemplate.parse(Self.changePasswordHTML)
        deleteAccount = try PageTemplate.parse(Self.deleteAccountHTML)
        forgotPassword = try PageTemplate.parse(Self.forgotPasswordHTML)
        resetLinkSent = try PageTemplate.parse(Self.resetLinkSentHTML)
        resetPassword = try PageTemplate.parse(Self.resetPasswordHTML)
        resetLinkUnusable = try PageTemplate.parse(Self.resetLinkUnusableHTML)
    }

    /// One labelled input with its hint and its message; passwords are never
    /// typed back into the page.
    static func field(
        _ name: String, label: String, type: String, autocomplete: String, hint: String? = nil, keepsValue: Bool = true
    ) -> String {
        let value = keepsValue ? #" value="{{values.\#(name)}}""# : ""
        let attributes = FormMarkup.controlAttributes(name, hasHint: hint != nil)
        return FormMarkup.field(
            name, label: label,
            control: #"<input type="\#(type)" name="\#(name)" id="\#(name)"\#(value)"#
                + #" autocomplete="\#(autocomplete)" required\#(attributes)>"#,
            hint: hint)
    }

    static let formError = FormMarkup.formError
    static let newPasswordField = field(
        "password", label: "Password", type: "password", autocomplete: "new-password", hint: "{{passwordRules}}",
        keepsValue: false)
    static let passwordField = field(
        "password", label: "Password", type: "password", autocomplete: "current-password", keepsValue: false)
    static let currentPasswordField = field(
        "currentPassword", label: "Current password", type: "password", autocomplete: "current-password",
        keepsValue: false)
    static let changedPasswordField = field(
        "newPassword", label: "New password", type: "password", autocomplete: "new-password",
        hint: "{{passwordRules}} Your other sessions will be signed out.", keepsValue: false)
    static let confirmingPasswordField = field(
        "password", label: "Your password, to confirm", type: "password", autocomplete: "current-password",
        keepsValue: false)
    static let csrf = FormMarkup.csrfInput

    static let signUpHTML = """
        <h1>Sign up</h1>
        \(formError)
        <form method="post" action="{{action}}" class="form" id="signup-form" novalidate>
        \(csrf)
        <input type="hidden" name="returnTo" value="{{returnTo}}">
        \(field("name", label: "Name", type: "text", autocomplete: "name"))
        \(field("email", label: "Email", type: "email", autocomplete: "email"))
        \(newPasswordField)
        <button type="submit">Create account</button>
        </form>
        <p>Already have an account? <a href="{{logInHref}}">Log in</a>.</p>
        """

    static let logInHTML = """
        <h1>Log in</h1>
        {{#notice}}<p class="notice" id="notice" role="status">{{notice}}</p>{{/notice}}
        \(formError)
        <form method="post" action="{{action}}" class="form" id="login-form" novalidate>
        \(csrf)
        <input type="hidden" name="returnTo" value="{{returnTo}}">
        \(field("email", label: "Email", type: "email", autocomplete: "email"))
        \(passwordField)
        <button type="submit">Log in</button>
        </form>
        <p><a href="{{forgotHref}}" id="forgot-password">Forgot your password?</a></p>
        <p>New here? <a href="{{signUpHref}}">Sign up</a>.</p>
        """

    static let accountHTML = """
        <h1>Your account</h1>
        {{#notice}}<p class="notice" id="notice">{{notice}}</p>{{/notice}}
        <dl class="facts">
        <dt>Name</dt><dd id="account-name">{{name}}</dd>
        <dt>Email</dt><dd id="account-email">{{email}}</dd>
        <dt>Member since</dt><dd>{{since}}</dd>
        <dt>Signed in on</dt><dd>{{sessions}}</dd>
        </dl>
        <p><a href="{{changePasswordHref}}">Change password</a> · <a href="{{deleteHref}}">Delete account</a></p>
        """

    static let changePasswordHTML = """
        <h1>Change password</h1>
        \(formError)
        <form method="post" action="{{action}}" class="form" id="password-form" novalidate>
        \(csrf)
        \(currentPasswordField)
        \(changedPasswordField)
        <button type="submit">Change password</button>
        </form>
        <p><a href="{{accountHref}}">Back to your account</a></p>
        """

    static let deleteAccountHTML = """
        <h1>Delete your account</h1>
        <p>This deletes your account, your favorites and all your sessions. It cannot be undone.</p>
        \(formError)
        <form method="post" action="{{action}}" class="form" id="delete-form" novalidate>
        \(csrf)
        \(confirmingPasswordField)
        <button type="submit" class="danger">Delete my account</button>
        </form>
        <p><a href="{{accountHref}}">Keep my account</a></p>
        """

    static let forgotPasswordHTML = """
        <h1>Forgot your password?</h1>
        <p>Give the address you log in with. If it has an account, a link to set a new password goes to it: \
        the link works once, for 30 minutes.</p>
        \(formError)
        <form method="post" action="{{action}}" class="form" id="forgot-form" novalidate>
        \(csrf)
        \(field("email", label: "Email", type: "email", autocomplete: "email"))
        <button type="submit">Send me a link</button>
        </form>
        <p><a href="{{logInHref}}">Back to log in</a></p>
        """

    static let resetLinkSentHTML = """
        <h1>Check your mail</h1>
        <p class="notice" id="notice" role="status">{{message}}</p>
        <p>Nothing after a few minutes? Look in your spam folder, or <a href="{{forgotHref}}">ask again</a>.</p>
        """

    static let resetPasswordHTML = """
        <h1>Choose a new password</h1>
        \(formError)
        <form method="post" action="{{action}}" class="form" id="reset-form" novalidate>
        \(csrf)
        <input type="hidden" name="token" value="{{token}}">
        \(field(
            "newPassword", label: "New password", type: "password", autocomplete: "new-password",
            hint: "{{passwordRules}} Every session of your account will be signed out.", keepsValue: false))
        <button type="submit">Set password</button>
        </form>
        """

    static let resetLinkUnusableHTML = """
        <h1>This link does not work</h1>
        <p class="notice" id="notice" role="alert">{{message}}</p>
        <p><a href="{{forgotHref}}">Ask for a new link</a> · <a href="{{logInHref}}">Log in</a></p>
        """
}
