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

    @Test func aNewAccountsAddressHasOneSpellingAndNoLookAlikeCharacters() throws {
        // Full-width letters are the ASCII ones.
        #expect(try Email(newAccount: "ｖictim@Example.com").value == "victim@example.com")
        for lookAlike in [
            "victim\u{200B}@example.com", // a zero-width space
            "victim@exa\u{202E}elpm.com", // a right-to-left override
            "v\u{0456}ctim@example.com", // a Cyrillic і beside Latin letters
            "victim@ex\u{0430}mple.com", // a Cyrillic а in the domain
        ] {
            #expect(throws: AuthError.self) { try Email(newAccount: lookAlike) }
        }
        // One script per part is fine; so is an address read back as stored.
        #expect(try Email(newAccount: "\u{0438}\u{0432}\u{0430}\u{043D}@example.com").value.hasPrefix("\u{0438}"))
        #expect(try Email("v\u{0456}ctim@example.com").value == "v\u{0456}ctim@example.com")
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
