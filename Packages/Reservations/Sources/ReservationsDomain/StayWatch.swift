import Foundation

/// A person's wish to hear when a campsite frees up at a landmark for every
/// night of a stay they could not book. It lasts until its check-in day has
/// passed or its owner ends it; each time a change makes its nights bookable
/// again, its owner is told once.
public struct StayWatch: Sendable, Equatable, Identifiable {
    /// The most watches one account holds at a time: enough for every stay a
    /// person is really waiting for, too few to watch a whole landmark.
    public static let limitPerAccount = 10

    public var id: UUID
    /// Whose watch it is.
    public var ownerID: UUID
    /// Where.
    public var landmarkID: Int
    /// The nights wanted.
    public var stay: Stay
    /// How many people, for the booking form the alert opens.
    public var guests: Int
    /// When it was asked for.
    public var createdAt: Date
    /// The secret of its one-click unsubscribe link: 32 random bytes, so the
    /// link works signed out and cannot be guessed (ADR 0142).
    public var unsubscribeToken: String

    /// A watch with these values.
    public init(
        id: UUID, ownerID: UUID, landmarkID: Int, stay: Stay, guests: Int, createdAt: Date, unsubscribeToken: String
    ) {
        self.id = id
        self.ownerID = ownerID
        self.landmarkID = landmarkID
        self.stay = stay
        self.guests = guests
        self.createdAt = createdAt
        self.unsubscribeToken = unsubscribeToken
    }

    /// Whether it still stands on `today` (the landmark's day): until its
    /// check-in day has passed.
    public func isActive(today: Day) -> Bool { stay.checkIn >= today }

    /// A new unsubscribe secret, base64url without padding.
    public static func makeUnsubscribeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Whether `text` could be a token `makeUnsubscribeToken` made: 43
    /// base64url characters. Anything else is refused before a read.
    public static func isWellFormedToken(_ text: String) -> Bool {
        text.utf8.count == 43
            && text.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_")
            }
    }
}
