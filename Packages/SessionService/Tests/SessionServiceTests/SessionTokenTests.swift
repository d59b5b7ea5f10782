import Foundation
import Testing

@testable import SessionService

@Suite struct SessionTokenTests {
    @Test func randomTokensAreUniqueAndReadBack() {
        let tokens = (0..<200).map { _ in SessionToken.random() }
        #expect(Set(tokens).count == 200)
        for token in tokens {
            #expect(SessionToken(token.value) == token)
        }
    }

    @Test(arguments: [
        "", "short", String(repeating: "a", count: 44), String(repeating: "a", count: 42) + "/",
        String(repeating: "é", count: 43), "' OR 1=1 --" + String(repeating: "x", count: 32),
    ])
    func aValueThatCannotBeOursIsRefusedBeforeAnyLookup(_ value: String) {
        #expect(SessionToken(value) == nil)
    }

    @Test func base64URLSpellsWhatFoundationsBase64DoesWithTheURLAlphabetAndNoPadding() {
        var generator = SystemRandomNumberGenerator()
        for length in 0...40 {
            let bytes = Data((0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
            let expected = bytes.base64EncodedString().replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            #expect(bytes.withUnsafeBytes { SessionToken.base64URL($0) } == expected, "\(length) bytes")
        }
        #expect(Data([0xfb, 0xff]).withUnsafeBytes { SessionToken.base64URL($0) } == "-_8")
    }
}
