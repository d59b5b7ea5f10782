import AuthDomain
import Foundation
import Testing

@Suite struct UseCaseTests {
    let users = InMemoryUsers()
    let hasher = PlainHasher()
    let events = EventLog()

    private func logIn(_ throttle: LoginThrottle = LoginThrottle()) -> LogIn {
        LogIn(users: users, hasher: hasher, throttle: throttle, record: events.record)
    }

    @Test func signUpStoresTheNormalisedEmailAndOnlyAHash() async throws {
        let user = try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)(
            email: " ADA@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        #expect(user.email.value == "ada@example.com")
        let stored = try #require(try await users.find(email: user.email))
        #expect(stored.passwordHash == "hashed:correct horse")
    }

    @Test func signUpReportsEveryBadFieldAtOnceAndStoresNothing() async throws {
        await #expect(
            throws: AuthError.invalid([
                .init(field: "email", message: "Enter an email address like name@example.com."),
                .init(field: "name", message: "Enter your name."),
                .init(field: "password", message: "Use at least 10 characters for your password."),
            ])
        ) {
            try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)(
                email: "nope", name: " ", password: "short", clientAddress: nil)
        }
        #expect(users.count == 0)
    }

    @Test func aSecondSignUpWithTheSameEmailInAnyCaseIsRefused() async throws {
        let signUp = SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)
        _ = try await signUp(email: "ada@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        await #expect(throws: AuthError.emailTaken) {
            try await signUp(email: "Ada@Example.com", name: "Other Ada", password: "another horse", clientAddress: nil)
        }
        #expect(users.count == 1)
    }

    @Test func aFullWidthSpellingOfAnAddressIsTheSameAccountAndLogsIntoIt() async throws {
        let signUp = SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)
        let user = try await signUp(
            email: "victim@example.com", name: "Victim", password: "correct horse", clientAddress: nil)
        await #expect(throws: AuthError.emailTaken) {
            try await signUp(
                email: "ｖictim@example.com", name: "Mallory", password: "correct horse", clientAddress: nil)
        }
        let other = try await signUp(
            email: "ｍallory@example.com", name: "Mallory", password: "battery staple", clientAddress: nil)
        #expect(other.email.value == "mallory@example.com")
        #expect(
            try await logIn()(email: "ｍallory@example.com", password: "battery staple", clientAddress: nil) == other)
        #expect(try await logIn()(email: "victim@example.com", password: "correct horse", clientAddress: nil) == user)
    }

    @Test func logInAcceptsTheRightPasswordWhateverTheEmailsCase() async throws {
        let user = try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)(
            email: "ada@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        #expect(try await logIn()(email: "ADA@example.com", password: "correct horse", clientAddress: nil) == user)
    }

    @Test func aWrongPasswordAndAnUnknownEmailGetTheSameErrorAndTheSameWork() async throws {
        _ = try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)(
            email: "ada@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        let login = logIn()
        await #expect(throws: AuthError.wrongCredentials) {
            try await login(email: "ada@example.com", password: "wrong horse!", clientAddress: nil)
        }
        await #expect(throws: AuthError.wrongCredentials) {
            try await login(email: "nobody@example.com", password: "wrong horse!", clientAddress: nil)
        }
        #expect(hasher.verifications.withLock { $0 } == 2)
    }

    @Test func tooManyFailuresForOneAccountLockItAndTheRightPasswordWaits() async throws {
        _ = try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)(
            email: "ada@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        let clock = ManualClock()
        let throttle = LoginThrottle(limits: .init(perAccount: 3, perAddress: 100, window: 600), now: { clock.now })
        let login = logIn(throttle)
        for _ in 0..<3 {
            await #expect(throws: AuthError.wrongCredentials) {
                try await login(email: "ada@example.com", password: "guess guess", clientAddress: "10.0.0.1")
            }
        }
        await #expect(throws: AuthError.tooManyAttempts(retryAfter: 600)) {
            try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.2")
        }
        clock.advance(601)
        _ = try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.2")
    }

    @Test func anAccountsLogInsThatGetInAreLimitedTooAndWrongOnesDoNotSpendThatBudget() async throws {
        _ = try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)(
            email: "ada@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        let clock = ManualClock()
        let throttle = LoginThrottle(
            limits: .init(perAccount: 10, perAddress: 100, window: 600, signInsPerAccount: 3), now: { clock.now })
        let login = logIn(throttle)
        for n in 0..<3 {
            await #expect(throws: AuthError.wrongCredentials) {
                try await login(email: "ada@example.com", password: "guess guess", clientAddress: "10.0.0.\(n)")
            }
            _ = try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.\(n)")
        }
        await #expect(throws: AuthError.tooManyAttempts(retryAfter: 600)) {
            try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.9")
        }
        // Refused before any password is checked, then in again once the window is over.
        let checked = hasher.verifications.withLock { $0 }
        await #expect(throws: AuthError.self) {
            try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.1")
        }
        #expect(hasher.verifications.withLock { $0 } == checked)
        clock.advance(601)
        _ = try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.9")
    }

    @Test func failuresFromElsewhereDoNotLockOutAnAddressTheAccountLoggedInFromButItsOwnFailuresDo() async throws {
        _ = try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)(
            email: "ada@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        let clock = ManualClock()
        let throttle = LoginThrottle(
            limits: .init(perAccount: 3, perAddress: 100, window: 600, remembered: 30 * 86_400), now: { clock.now })
        let login = logIn(throttle)
        _ = try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.1")
        for _ in 0..<3 {
            await #expect(throws: AuthError.wrongCredentials) {
                try await login(email: "ada@example.com", password: "guess guess", clientAddress: "203.0.113.66")
            }
        }
        // Locked for every address it never logged in from...
        await #expect(throws: AuthError.tooManyAttempts(retryAfter: 600)) {
            try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.2")
        }
        // ...but not for the one it did, which has a budget of its own.
        _ = try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.1")
        for _ in 0..<3 {
            await #expect(throws: AuthError.wrongCredentials) {
                try await login(email: "ada@example.com", password: "guess guess", clientAddress: "10.0.0.1")
            }
        }
        await #expect(throws: AuthError.tooManyAttempts(retryAfter: 600)) {
            try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.1")
        }
        // An address is known for `remembered` after its last log-in, no longer.
        clock.advance(601)
        _ = try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.1")
        clock.advance(31 * 86_400)
        for _ in 0..<3 {
            await #expect(throws: AuthError.wrongCredentials) {
                try await login(email: "ada@example.com", password: "guess guess", clientAddress: "203.0.113.66")
            }
        }
        await #expect(throws: AuthError.tooManyAttempts(retryAfter: 600)) {
            try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.1")
        }
    }

    @Test func oneAddressGuessingManyAccountsIsStoppedToo() async throws {
        let throttle = LoginThrottle(limits: .init(perAccount: 100, perAddress: 5, window: 600))
        let login = logIn(throttle)
        for n in 0..<5 {
            await #expect(throws: AuthError.wrongCredentials) {
                try await login(email: "user\(n)@example.com", password: "guess guess", clientAddress: "10.0.0.9")
            }
        }
        await #expect {
            try await login(email: "fresh@example.com", password: "guess guess", clientAddress: "10.0.0.9")
        } throws: { error in
            if case .tooManyAttempts = error as? AuthError { return true }
            return false
        }
        // Another address is not held back.
        await #expect(throws: AuthError.wrongCredentials) {
            try await login(email: "fresh@example.com", password: "guess guess", clientAddress: "10.0.0.10")
        }
    }

    @Test func changePasswordNeedsTheCurrentOneAndFollowsTheRules() async throws {
        let user = try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)(
            email: "ada@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        let change = ChangePassword(users: users, hasher: hasher, throttle: LoginThrottle(), record: events.record)
        await #expect(throws: AuthError.wrongPassword) {
            try await change(userID: user.id, current: "not it at all", new: "battery staple")
        }
        await #expect {
            try await change(userID: user.id, current: "correct horse", new: "short")
        } throws: { error in
            (error as? AuthError)?.problems.map(\.field) == ["newPassword"]
        }
        try await change(userID: user.id, current: "correct horse", new: "battery staple")
        await #expect(throws: AuthError.wrongCredentials) {
            try await logIn()(email: "ada@example.com", password: "correct horse", clientAddress: nil)
        }
        _ = try await logIn()(email: "ada@example.com", password: "battery staple", clientAddress: nil)
    }

    @Test func deleteAccountNeedsThePassword() async throws {
        let user = try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)(
            email: "ada@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        let delete = DeleteAccount(users: users, hasher: hasher, throttle: LoginThrottle(), record: events.record)
        await #expect(throws: AuthError.wrongPassword) { try await delete(userID: user.id, password: "not it at all") }
        #expect(users.count == 1)
        try await delete(userID: user.id, password: "correct horse")
        #expect(users.count == 0)
        await #expect(throws: AuthError.accountNotFound) {
            try await delete(userID: user.id, password: "correct horse")
        }
    }

    @Test func aPasswordLongerThanBcryptReadsIsWrongEvenWhenItsFirst72BytesAreRight() async throws {
        let bcrypt = TruncatingHasher()
        let longest = String(repeating: "horse ", count: 12)
        #expect(longest.utf8.count == PasswordRules.maximumBytes)
        let user = try await SignUp(users: users, hasher: bcrypt, limit: SignUpLimit(), record: events.record)(
            email: "ada@example.com", name: "Ada", password: longest, clientAddress: nil)
        let logIn = LogIn(users: users, hasher: bcrypt, throttle: LoginThrottle(), record: events.record)
        #expect(try await logIn(email: "ada@example.com", password: longest, clientAddress: nil) == user)
        // Refused as any wrong password is (the same error and the same work),
        // and as for an account that does not exist.
        for email in ["ada@example.com", "nobody@example.com"] {
            let before = bcrypt.verifications.withLock { $0 }
            await #expect(throws: AuthError.wrongCredentials) {
                try await logIn(email: email, password: longest + "and more", clientAddress: nil)
            }
            #expect(bcrypt.verifications.withLock { $0 } == before + 1)
        }
        let change = ChangePassword(users: users, hasher: bcrypt, throttle: LoginThrottle(), record: events.record)
        await #expect(throws: AuthError.wrongPassword) {
            try await change(userID: user.id, current: longest + "x", new: "battery staple")
        }
        let delete = DeleteAccount(users: users, hasher: bcrypt, throttle: LoginThrottle(), record: events.record)
        await #expect(throws: AuthError.wrongPassword) { try await delete(userID: user.id, password: longest + "x") }
        #expect(users.count == 1)
        #expect(try await logIn(email: "ada@example.com", password: longest, clientAddress: nil) == user)
    }

    @Test func eachOutcomeIsRecordedWithTheAccountIDAndNeverTheEmail() async throws {
        let user = try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)(
            email: "ada@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        let clock = ManualClock()
        let login = logIn(LoginThrottle(limits: .init(perAccount: 2, perAddress: 50), now: { clock.now }))
        _ = try await login(email: "ada@example.com", password: "correct horse", clientAddress: nil)
        for _ in 0..<3 { _ = try? await login(email: "ada@example.com", password: "wrong horse!", clientAddress: nil) }
        _ = try? await login(email: "not an email", password: "x", clientAddress: nil)
        try await ChangePassword(users: users, hasher: hasher, throttle: LoginThrottle(), record: events.record)(
            userID: user.id, current: "correct horse", new: "battery staple")
        _ = try? await DeleteAccount(users: users, hasher: hasher, throttle: LoginThrottle(), record: events.record)(
            userID: user.id, password: "nope")
        try await DeleteAccount(users: users, hasher: hasher, throttle: LoginThrottle(), record: events.record)(
            userID: user.id, password: "battery staple")
        #expect(
            events.events == [
                .signedUp(userID: user.id), .loggedIn(userID: user.id),
                .logInRefused(.wrongCredentials), .logInRefused(.wrongCredentials), .logInRefused(.throttled),
                .logInRefused(.wrongCredentials), .passwordChanged(userID: user.id),
                .accountDeletionRefused(userID: user.id), .accountDeleted(userID: user.id),
            ])
    }

    @Test func wrongCurrentPasswordsLockTheAccountLikeFailedLogInsAndTheRightOneWaits() async throws {
        let user = try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: events.record)(
            email: "ada@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        let clock = ManualClock()
        let throttle = LoginThrottle(limits: .init(perAccount: 3, perAddress: 50, window: 600), now: { clock.now })
        let change = ChangePassword(users: users, hasher: hasher, throttle: throttle, record: events.record)
        let delete = DeleteAccount(users: users, hasher: hasher, throttle: throttle, record: events.record)
        for _ in 0..<2 {
            await #expect(throws: AuthError.wrongPassword) {
                try await change(userID: user.id, current: "guess guess", new: "battery staple")
            }
        }
        await #expect(throws: AuthError.wrongPassword) { try await delete(userID: user.id, password: "guess again") }
        // Locked: the right password waits too, here and at the log-in.
        await #expect(throws: AuthError.self) {
            try await change(userID: user.id, current: "correct horse", new: "battery staple")
        }
        await #expect(throws: AuthError.self) { try await delete(userID: user.id, password: "correct horse") }
        await #expect(throws: AuthError.self) {
            try await logIn(throttle)(email: "ada@example.com", password: "correct horse", clientAddress: nil)
        }
        #expect(users.count == 1)
        let verificationsWhileLocked = hasher.verifications.withLock { $0 }
        clock.advance(601)
        try await change(userID: user.id, current: "correct horse", new: "battery staple")
        #expect(
            hasher.verifications.withLock { $0 } == verificationsWhileLocked + 1, "no password was checked while locked"
        )
    }
}

/// Sends `count` log-ins to ada@example.com from one address at once: each
/// one's refusal, or nil where it got in.
private func logInsTogether(_ count: Int, password: String, through login: LogIn) async -> [AuthError?] {
    await withTaskGroup(of: AuthError?.self) { group in
        for _ in 0..<count {
            group.addTask {
                do {
                    _ = try await login(email: "ada@example.com", password: password, clientAddress: "10.0.0.1")
                    return nil
                } catch let error as AuthError {
                    return error
                } catch {
                    Issue.record("not an AuthError: \(error)")
                    return .wrongCredentials
                }
            }
        }
        return await group.reduce(into: []) { $0.append($1) }
    }
}

/// The budgets hold when attempts arrive together, and sign-ups are counted per address.
@Suite struct AttemptBudgetTests {
    let users = InMemoryUsers()
    let hasher = PlainHasher()

    @Test func guessesSentTogetherAreCountedOneByOne() async throws {
        let throttle = LoginThrottle(limits: .init(perAccount: 3, perAddress: 100, window: 600))
        let login = LogIn(users: users, hasher: hasher, throttle: throttle, record: { _ in })
        let outcomes = await logInsTogether(12, password: "guess guess", through: login)
        // Three guesses were checked; the other nine were turned away unchecked.
        #expect(outcomes.filter { $0 == .wrongCredentials }.count == 3)
        #expect(outcomes.filter { if case .tooManyAttempts = $0 { true } else { false } }.count == 9)
    }

    @Test func rightPasswordsSentTogetherAllGetInThoughTheyOutnumberTheBudget() async throws {
        _ = try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: { _ in })(
            email: "ada@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        let throttle = LoginThrottle(limits: .init(perAccount: 3, perAddress: 5, window: 600))
        let login = LogIn(users: users, hasher: SlowHasher(), throttle: throttle, record: { _ in })
        let outcomes = await logInsTogether(16, password: "correct horse", through: login)
        #expect(outcomes.count == 16)
        #expect(outcomes.allSatisfy { $0 == nil }, "\(outcomes.compactMap { $0 })")
    }

    @Test func wrongPasswordsSentTogetherStillStopAtTheBudgetWhileChecksAreSlow() async throws {
        _ = try await SignUp(users: users, hasher: hasher, limit: SignUpLimit(), record: { _ in })(
            email: "ada@example.com", name: "Ada", password: "correct horse", clientAddress: nil)
        let throttle = LoginThrottle(limits: .init(perAccount: 3, perAddress: 100, window: 600))
        let login = LogIn(users: users, hasher: SlowHasher(), throttle: throttle, record: { _ in })
        let outcomes = await logInsTogether(12, password: "guess guess", through: login)
        #expect(outcomes.filter { $0 == .wrongCredentials }.count == 3)
        #expect(outcomes.filter { if case .tooManyAttempts = $0 { true } else { false } }.count == 9)
        // And the right password, once they are done, waits like any other.
        await #expect(throws: AuthError.tooManyAttempts(retryAfter: 600)) {
            try await login(email: "ada@example.com", password: "correct horse", clientAddress: "10.0.0.1")
        }
    }

    @Test func anAddressMakesItsShareOfAccountsThenWaitsWhileOthersGoOn() async throws {
        let clock = ManualClock()
        let signUp = SignUp(
            users: users, hasher: hasher, limit: SignUpLimit(perAddress: 2, window: 3600, now: { clock.now }),
            record: { _ in })
        for n in 0..<2 {
            _ = try await signUp(
                email: "user\(n)@example.com", name: "User", password: "correct horse", clientAddress: "10.0.0.7")
        }
        // A form with mistakes costs nothing of the share.
        await #expect(throws: AuthError.self) {
            try await signUp(email: "nope", name: "", password: "short", clientAddress: "10.0.0.7")
        }
        await #expect(throws: AuthError.tooManySignUps(retryAfter: 3600)) {
            try await signUp(
                email: "user9@example.com", name: "User", password: "correct horse", clientAddress: "10.0.0.7")
        }
        #expect(users.count == 2)
        _ = try await signUp(
            email: "other@example.com", name: "Other", password: "correct horse", clientAddress: "10.0.0.8")
        clock.advance(3601)
        _ = try await signUp(
            email: "user9@example.com", name: "User", password: "correct horse", clientAddress: "10.0.0.7")
        #expect(users.count == 4)
    }
}
