extension PasswordHasher {
    /// Whether `password` is the one `hash` was made from, as every use case
    /// that asks for a password checks it. bcrypt reads only the first 72
    /// bytes, so a longer password would match any that shares them; no such
    /// password can be set (`PasswordRules`), so one is always wrong. bcrypt
    /// also stops at a NUL, so a password holding one would match the part
    /// before it; none can be set either, so it is always wrong too. Either
    /// costs the same work as any other guess, so the time taken tells nothing.
    /// `lane` is the account it is checked for, whose checks take turns with other accounts'.
    package func matches(_ password: String, hash: String, inTurnOf lane: String) async throws -> Bool {
        let verified = try await verify(password, against: hash, inTurnOf: lane)
        return verified && password.utf8.count <= PasswordRules.maximumBytes && !password.unicodeScalars.contains("\0")
    }
}
