import APIClient
import ArgumentParser
import AuthClient
import Foundation
import TerminalCommands

/// Auth's commands in `landmarks-client`: sign up, log in and out, who am I,
/// and a forgotten password.
public enum AuthCommandGroup {
    /// The group's commands, for `landmarks-client`: signup, login, logout, me,
    /// forgot-password and reset-password.
    public static var commands: [any ParsableCommand.Type] {
        [SignUp.self, LogIn.self, LogOut.self, Me.self, ForgotPassword.self, ResetPassword.self]
    }
}

extension ClientSession {
    var auth: AuthService { .live(client: client, baseURL: options.server, cache: cache) }
}

struct SignUp: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signup", abstract: "Creates an account (the password is read from standard input).")
    @OptionGroup var options: ClientOptions
    @Option(help: "Your email address.") var email: String
    @Option(help: "The name to show.") var name: String

    func run() async throws {
        try await command(options) { session in
            let password = try readPassword()
            let user = try await session.run { try await session.auth.signUp(email, name, password) }
            print(
                "Signed up as \(user.name.value) <\(user.email.value)>. Log in next: landmarks-client login --email"
                    + " \(user.email.value)"
            )
        }
    }
}

struct LogIn: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login", abstract: "Logs in (the password is read from standard input) and keeps the session.")
    @OptionGroup var options: ClientOptions
    @Option(help: "Your email address.") var email: String

    func run() async throws {
        try await command(options) { session in
            let password = try readPassword()
            let signedIn = try await session.run { try await session.auth.logIn(email, password) }
            do {
                try SavedSession(
                    server: options.server.absoluteString, token: signedIn.token, expiresAt: signedIn.expiresAt,
                    email: signedIn.user.email.value, name: signedIn.user.name.value
                ).save(in: options.directory)
            } catch {
                throw Failure("Logged in, but the session could not be kept in \(options.directory.path): \(error)")
            }
            print(
                "Logged in as \(signedIn.user.name.value) <\(signedIn.user.email.value)> until"
                    + " \(signedIn.expiresAt.formatted(.iso8601))."
            )
        }
    }
}

struct LogOut: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Ends the session, and forgets it and its cached answers here.")
    @OptionGroup var options: ClientOptions

    func run() async throws {
        try await command(options) { session in
            guard session.saved != nil else {
                print("Nobody is logged in.")
                return
            }
            // Forgotten here whatever the server says: the person at this
            // terminal asked to be signed out.
            defer {
                SavedSession.remove(from: options.directory)
                session.cache.removeAll(prefix: session.client.cacheScope)
            }
            do {
                try await session.auth.logOut()
                print("Logged out.")
            } catch {
                let error = APIClientError(error)
                guard error.status == 401 else {
                    throw Failure("Forgot the session here, but the server was not told: \(error.message)")
                }
                print("Logged out (the session had already ended).")
            }
        }
    }
}

struct Me: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "The account you are logged in as.")
    @OptionGroup var options: ClientOptions
    @OptionGroup var read: PolicyOption

    func run() async throws {
        try await command(options, signedIn: true) { session in
            try await session.show(session.auth.me(read.policy)) { user in
                ["\(user.name.value) <\(user.email.value)>, since \(user.createdAt.formatted(.iso8601))"]
            }
        }
    }
}

/// The password, from the terminal without echo, or from the first line of
/// standard input when that is a pipe (scripts, tests).
func readPassword() throws -> String {
    if isatty(STDIN_FILENO) == 1, let typed = getpass("Password: ") {
        return String(cString: typed)
    }
    guard let line = readLine(strippingNewline: true), !line.isEmpty else {
        throw Failure(
            "Give the password on standard input, for example: echo \"$PASSWORD\" | landmarks-client login --email …")
    }
    return line
}

struct ForgotPassword: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forgot-password", abstract: "Asks for a link that sets a new password, mailed to the address.")
    @OptionGroup var options: ClientOptions
    @Option(help: "The address you log in with.") var email: String

    func run() async throws {
        try await command(options) { session in
            print(try await session.run { try await session.auth.forgotPassword(email) })
        }
    }
}

struct ResetPassword: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset-password",
        abstract: "Sets a new password (read from standard input) with the token of the mailed link.")
    @OptionGroup var options: ClientOptions
    @Option(help: "The link's `token` (what follows `token=` in it).") var token: String

    func run() async throws {
        try await command(options) { session in
            let password = try readPassword()
            try await session.run { try await session.auth.resetPassword(token, password) }
            print("Your new password is set, and every session of the account is signed out. Log in with it.")
        }
    }
}
