/// The short code a person reads out to a ranger or types into a client:
/// eight characters in two groups ("K7QM-3XPD"), from an alphabet with no
/// 0/O, 1/I/L or U, so it survives being said aloud and copied by hand.
///
/// It is random and unique, but it is not a key: every lookup by code is
/// made for the signed-in owner alone, so guessing one reaches nobody's stay.
public struct ConfirmationCode: Sendable, Hashable, CustomStringConvertible {
    /// The characters a code is made of: no 0/O, 1/I/L or U.
    public static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTVWXYZ")
    /// The code's eight characters, without the dash.
    public let value: String

    /// A typed code: case, spaces and the dash do not matter; nil when it
    /// cannot be one (wrong length or a character outside the alphabet).
    public init?(_ typed: String) {
        let letters = typed.uppercased().filter { $0 != "-" && !$0.isWhitespace }
        guard letters.count == 8, letters.allSatisfy(Self.alphabet.contains) else { return nil }
        value = String(letters.prefix(4)) + "-" + String(letters.suffix(4))
    }

    /// A fresh code from the system's random source (30^8, about 6.6 × 10^11).
    public static func random() -> ConfirmationCode {
        var generator = SystemRandomNumberGenerator()
        let letters = String((0..<8).map { _ in alphabet.randomElement(using: &generator)! })
        return ConfirmationCode(letters)!
    }

    public var description: String { value }
}
