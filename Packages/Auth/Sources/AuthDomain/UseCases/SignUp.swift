/// Creates an account: every field checked at once, so a form shows every
/// message in one go, then the password hashed and the account stored.
package struct SignUp: Sendable {
    let users: any UserRepository
    let hasher: any PasswordHasher
    let limit: SignUpLimit
    let record: @Sendable (AuthEvent) -> Void

    package init(
        users: any UserRepository, hasher: any PasswordHasher, limit: SignUpLimit,
        record: @escaping @Sendable (AuthEvent) -> Void
    ) {
        self.users = users
        self.hasher = hasher
        self.limit = limit
        self.record = record
    }

    /// Counts against `clientAddress`'s sign-ups only once the form is
    /// valid and the email free: a typo costs nothing of the budget.
    package func callAsFunction(email rawEmail: String, name rawName: String, password: String, clientAddress: String?)
        async throws -> User
    {
        var problems: [FieldProblem] = []
        var email: Email?
        var name: DisplayName?
        do throws(AuthError) { email = try Email(newAccount: rawEmail) } catch { problems += error.problems }
        do throws(AuthError) { name = try DisplayName(rawName) } catch { problems += error.problems }
        do throws(AuthError) { try PasswordRules.check(password) } catch { problems += error.problems }
        guard let email, let name, problems.isEmpty else { throw AuthError.invalid(problems) }
        if try await users.find(email: email) != nil { throw AuthError.emailTaken }
        try await limit.take(address: clientAddress)
        let user = try await users.create(email: email, name: name, passwordHash: try await hasher.hash(password))
        record(.signedUp(userID: user.id))
        return user
    }
}

extension AuthError {
    /// The field problems this error carries, or one for the whole form.
    package var problems: [FieldProblem] {
        if case .invalid(let problems) = self { return problems }
        return [FieldProblem(field: "", message: message)]
    }
}
