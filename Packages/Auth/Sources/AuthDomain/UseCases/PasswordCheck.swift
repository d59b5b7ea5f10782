extension PasswordHasher {
    /// Whether `password` is the one `hash` was made from, as every use case
    /// that asks for a password checks it. bcrypt reads only the first 72
    /// bytes, so a longer password would match any that shares them; no such
    /// password can be set (`PasswordRules`), so one is always wrong. It costs
    /// the same work as any other guess, so the time taken tells nothing.
    package func matches(_ password: String, hash: String) async throws -> Bool {
        let verified = try await verify(password, against: hash)
        return verified && password.utf8.count <= PasswordRules.maximumBytes
    }
}
