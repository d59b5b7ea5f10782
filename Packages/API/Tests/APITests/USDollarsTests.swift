import API
import Testing

@Suite struct USDollarsTests {
    @Test func wholeDollarsHaveNoCentsAndOthersTwoDigits() {
        #expect(USDollars.text(cents: 3500) == "$35")
        #expect(USDollars.text(cents: 3550) == "$35.50")
        #expect(USDollars.text(cents: 3505) == "$35.05")
        #expect(USDollars.text(cents: 0) == "$0")
        #expect(USDollars.text(cents: 7) == "$0.07")
    }

    @Test func thousandsAreGroupedAndARefundIsNegative() {
        #expect(USDollars.text(cents: 123_456_700) == "$1,234,567")
        #expect(USDollars.text(cents: 100_000) == "$1,000")
        #expect(USDollars.text(cents: 99_999) == "$999.99")
        #expect(USDollars.text(cents: -500) == "-$5")
    }
}
