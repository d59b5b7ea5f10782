import ReservationsDomain
import Testing

@Suite struct ConfirmationCodeTests {
    @Test func aTypedCodeIgnoresCaseSpacesAndTheDash() {
        #expect(ConfirmationCode("k7qm 3xpd")?.value == "K7QM-3XPD")
        #expect(ConfirmationCode("K7QM3XPD")?.value == "K7QM-3XPD")
        #expect(ConfirmationCode("K7QM-3XPD") == ConfirmationCode("k7qm-3xpd"))
    }

    @Test func lettersThatReadAlikeAndWrongLengthsAreNotCodes() {
        for typed in ["K7QM-3XP", "K7QM-3XPDD", "O7QM-3XPD", "K7QM-1XPD", "K7QM-3XPU", "", "K7QM-3XP!"] {
            #expect(ConfirmationCode(typed) == nil, "\(typed)")
        }
    }

    @Test func freshCodesAreWellFormedAndDiffer() {
        let codes = (0..<500).map { _ in ConfirmationCode.random() }
        #expect(Set(codes).count == 500)
        #expect(codes.allSatisfy { ConfirmationCode($0.value) == $0 && $0.value.count == 9 })
    }
}
