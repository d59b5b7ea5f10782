import Foundation
import ReservationsDomain

/// What a booking screen sends. `requestKey` is made once per booking and
/// sent again with every retry, so a retry after a lost answer is answered
/// with the first booking, never a second one.
public struct BookingRequest: Sendable, Equatable {
    /// The landmark to stay at.
    public var landmarkID: Int
    /// The night of arriving.
    public var checkIn: Day
    /// The morning of leaving.
    public var checkOut: Day
    /// How many people stay.
    public var guests: Int
    /// Notes for the ranger.
    public var notes: String
    /// The site asked for (`A12`); nil for the smallest free site that fits.
    public var siteNumber: String?
    /// How many vehicles come; nil for one.
    public var vehicles: Int?
    /// Whether the party needs an accessible site.
    public var needsAccessibleSite: Bool
    /// The most a night may cost, in US cents: the price the screen showed
    /// (a site's `nightlyFee`). Nil for whatever the site given costs.
    public var maxNightlyFee: Int?
    /// The key sent as `Idempotency-Key`, the same for every retry.
    public var requestKey: String

    /// A request; without a `requestKey` a new one is made.
    public init(
        landmarkID: Int, checkIn: Day, checkOut: Day, guests: Int, notes: String = "", siteNumber: String? = nil,
        vehicles: Int? = nil, needsAccessibleSite: Bool = false, maxNightlyFee: Int? = nil,
        requestKey: String = UUID().uuidString
    ) {
        self.maxNightlyFee = maxNightlyFee
        self.siteNumber = siteNumber
        self.vehicles = vehicles
        self.needsAccessibleSite = needsAccessibleSite
        self.landmarkID = landmarkID
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.guests = guests
        self.notes = notes
        self.requestKey = requestKey
    }
}
