import FeatureContract

// Auth's settings, declared beside the factory that reads them (ADR 0113),
// and the policy it makes of them.
extension AuthAppFactory {
    /// What Auth reads from its namespace (`auth.`): how hard passwords are to
    /// guess and how many guesses and new accounts are allowed.
    public enum Settings {
        /// bcrypt's cost (each step doubles the work).
        public static let passwordCost = Setting.wholeNumber(
            "passwordCost", in: 4...31, default: 12,
            summary: "bcrypt's cost for new passwords (each step doubles the work)")
        /// Accounts one client address may make in an hour.
        public static let signupsPerHour = Setting.wholeNumber(
            "signupsPerHour", in: 1...1_000_000, default: 20, summary: "accounts one client address may make in an hour"
        )
        /// Failed log-ins one account may have in 15 minutes before the answer is 429.
        public static let failedLoginsPerAccount = Setting.wholeNumber(
            "failedLoginsPerAccount", in: 1...1_000_000, default: 10,
            summary: "failed log-ins one account may have in 15 minutes before the answer is 429")
        /// Failed log-ins one client address may have in 15 minutes before the answer is 429.
        public static let failedLoginsPerAddress = Setting.wholeNumber(
            "failedLoginsPerAddress", in: 1...1_000_000, default: 20,
            summary: "failed log-ins one client address may have in 15 minutes before the answer is 429")
        /// Log-ins that got in, per account in 15 minutes, before the answer is 429.
        public static let loginsPerAccount = Setting.wholeNumber(
            "loginsPerAccount", in: 1...1_000_000, default: 20,
            summary: "log-ins one account may make in 15 minutes, right password or not, before the answer is 429")
    }

    /// The settings as Auth uses them.
    struct Policy: Sendable {
        var passwordCost: UInt8
        var loginLimits: LoginLimits
        var signUpLimits: SignUpLimits

        init(_ settings: FeatureContract.Settings) {
            passwordCost = UInt8(settings.read(Settings.passwordCost))
            loginLimits = LoginLimits(
                perAccount: settings.read(Settings.failedLoginsPerAccount),
                perAddress: settings.read(Settings.failedLoginsPerAddress),
                signInsPerAccount: settings.read(Settings.loginsPerAccount), windowSeconds: 15 * 60)
            signUpLimits = SignUpLimits(perAddress: settings.read(Settings.signupsPerHour), windowSeconds: 3600)
        }
    }

    /// How many accounts one client address may make within the window.
    struct SignUpLimits: Sendable {
        var perAddress: Int
        var windowSeconds: Double
    }

    /// How many failed logins are allowed, per account and per client
    /// address, and how many that got in per account, within the window,
    /// before the answer is 429.
    struct LoginLimits: Sendable {
        var perAccount: Int
        var perAddress: Int
        var signInsPerAccount: Int
        var windowSeconds: Double
    }
}
