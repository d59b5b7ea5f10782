import AuthDomain
import Testing

@Suite struct RulesTests {
    @Test func emailsAreTrimmedAndLowerCasedSoOneAddressIsOneAccount() throws {
        #expect(try Email("  Ada@Example.COM ").value == "ada@example.com")
    }

    @Test(arguments: [
        "", "   ", "ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "a da@example.com",
        "ada@.example.com", "ada@example.com.", String(repeating: "a", count: 250) + "@example.com",
    ])
    func malformedEmailsAreRefusedNamingTheField(_ raw: String) {
        #expect {
            try Email(raw)
        } throws: { error in
            guard case .invalid(let problems) = error as? AuthError else { return false }
            return problems.map(\.field) == ["email"]
        }
    }

    @Test func namesAreTrimmedKeptAsTypedAndLimited() throws {
        #expect(try DisplayName("  <b>Ada</b> ").value == "<b>Ada</b>")
        #expect(throws: AuthError.self) { try DisplayName("   ") }
        #expect(throws: AuthError.self) { try DisplayName(String(repeating: "x", count: 61)) }
        #expect(throws: AuthError.self) { try DisplayName("Ada\u{0007}") }
        #expect(try DisplayName(String(repeating: "é", count: 60)).value.count == 60)
    }

    @Test func passwordsNeedTenCharactersAndAtMostSeventyTwoBytes() throws {
        try PasswordRules.check("correct horse")
        try PasswordRules.check(String(repeating: "a", count: 72))
        #expect(throws: AuthError.self) { try PasswordRules.check("short") }
        #expect(throws: AuthError.self) { try PasswordRules.check("123456789") }
        #expect(throws: AuthError.self) { try PasswordRules.check(String(repeating: "a", count: 73)) }
        #expect(throws: AuthError.self) { try PasswordRules.check(String(repeating: " ", count: 12)) }
        // bcrypt stops at a NUL: twelve of them would be the empty password.
        #expect(throws: AuthError.self) { try PasswordRules.check(String(repeating: "\0", count: 12)) }
        #expect(throws: AuthError.self) { try PasswordRules.check("abc\0twelve more!") }
        #expect(PasswordRules.summary.contains("10"))
    }
}
