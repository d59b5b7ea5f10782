import SessionService
import Testing

@Suite struct SessionTokenTests {
    @Test func randomTokensAreUniqueAndReadBack() {
        let tokens = (0..<200).map { _ in SessionToken.random() }
        #expect(Set(tokens).count == 200)
        for token in tokens {
            #expect(SessionToken(token.value) == token)
        }
    }

    @Test(arguments: ["", "short", String(repeating: "a", count: 44), String(repeating: "a", count: 42) + "/",
                      String(repeating: "é", count: 43), "' OR 1=1 --" + String(repeating: "x", count: 32)])
    func aValueThatCannotBeOursIsRefusedBeforeAnyLookup(_ value: String) {
        #expect(SessionToken(value) == nil)
    }
}
