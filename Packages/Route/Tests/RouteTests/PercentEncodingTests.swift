import Foundation
import Route
import Testing

@Suite struct PercentEncodingTests {
    @Test func aQueryComponentKeepsOnlyUnreservedBytesAsTheyAre() {
        #expect(PercentEncoding.encodeQueryComponent("A12-tent_2.0~") == "A12-tent_2.0~")
        #expect(PercentEncoding.encodeQueryComponent("a&b=c+d e/f?") == "a%26b%3Dc%2Bd%20e%2Ff%3F")
        #expect(PercentEncoding.encodeQueryComponent("Haleakalā") == "Haleakal%C4%81")
        #expect(PercentEncoding.encodeQueryComponent("") == "")
    }

    @Test func aQueryComponentDecodesPlusAsASpaceAndItsSequences() {
        #expect(PercentEncoding.decodeQueryComponent("2026-12-24") == "2026-12-24")
        #expect(PercentEncoding.decodeQueryComponent("near+the%20river") == "near the river")
        #expect(PercentEncoding.decodeQueryComponent("Haleakal%c4%81") == "Haleakalā")
        #expect(PercentEncoding.decodeQueryComponent("%2B1") == "+1")
        // Nothing to decode it as: kept as it came, `+` still a space.
        #expect(PercentEncoding.decodeQueryComponent("100%+sure") == "100% sure")
        #expect(PercentEncoding.decodeQueryComponent("%zz%4") == "%zz%4")
        #expect(PercentEncoding.decodeQueryComponent("%C4+%41") == "%C4 %41")
    }

    /// Random text of every kind (ASCII, `%`, `+`, multi-byte letters),
    /// encoded and decoded, gives what Foundation gives and comes back as
    /// it was; and random sequences after `%` decode as Foundation decodes
    /// them, where Foundation does not repair what makes no UTF-8.
    @Test func encodingAndDecodingAgreeWithFoundationOnRandomText() {
        var generator = SystemRandomNumberGenerator()
        let pieces = "aZ09-._~ %+&=/?#é€🏕\u{0}\"<>".map(String.init)
        let alphabet = pieces + ["%4", "%41", "%zz", "%c3%a9", "%C3", "%ff"]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            let encoded = PercentEncoding.encodeQueryComponent(text)
            #expect(encoded == text.addingPercentEncoding(withAllowedCharacters: Self.unreserved), "\(text)")
            #expect(PercentEncoding.decodeQueryComponent(Substring(encoded)) == text, "\(text)")
            let spaced = text.replacingOccurrences(of: "+", with: " ")
            let foundation = spaced.removingPercentEncoding
            // Foundation sometimes repairs bytes that make no UTF-8 and
            // sometimes refuses them; we always keep such text as it came.
            if foundation?.contains("\u{FFFD}") == true { continue }
            #expect(PercentEncoding.decodeQueryComponent(Substring(text)) == foundation ?? spaced, "\(text)")
        }
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
