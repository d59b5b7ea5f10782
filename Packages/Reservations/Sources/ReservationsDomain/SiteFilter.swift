/// Which of a landmark's sites a person looks at: one kind or all, and only
/// those that take their party or all.
public struct SiteFilter: Sendable, Equatable {
    /// A value of the filter that cannot be read, named as the query names it.
    public struct Issue: Sendable, Equatable {
        /// `kind`, `guests` or `vehicles`.
        public var field: String
        /// What is wrong, and how to put it right.
        public var message: String
    }

    /// Only sites of this kind (`tent`); nil for every kind.
    public var kind: String?
    /// Only sites that take this many people and `vehicles`; nil for any party.
    public var guests: Int?
    /// The party's vehicles, read only with `guests`; one when not said.
    public var vehicles: Int

    /// A filter: a kind, and a party of `guests` with `vehicles`.
    public init(kind: String? = nil, guests: Int? = nil, vehicles: Int = BookingRules.unsaidVehicles) {
        self.kind = kind
        self.guests = guests
        self.vehicles = vehicles
    }

    /// A filter read from what a person typed or a client sent (an empty
    /// value is no value): the kind must look like one, the party be one
    /// the booking rules take; every mistake is named at once.
    public static func read(
        kind: String?, guests: String?, vehicles: String?, at landmark: BookableLandmark
    ) throws(ReservationsError) -> SiteFilter {
        var issues: [Issue] = []
        // A kind the landmark has no site of is no mistake: no site matches.
        let kind = kind.flatMap { $0.isEmpty ? nil : $0 }
        if let kind, !Self.isKind(kind) {
            issues.append(
                Issue(field: "kind", message: "A kind of site is a word in small letters: tent, rv, group or walk-in."))
        }
        let guests = guests.flatMap { $0.isEmpty ? nil : $0 }
        let guestCount = guests.flatMap { $0.count <= 3 ? Int($0) : nil }
        if guests != nil, guestCount.map(BookingRules.guests.contains) != true {
            let range = BookingRules.guests
            issues.append(
                Issue(field: "guests", message: "Guests must be from \(range.lowerBound) to \(range.upperBound)."))
        }
        let vehicles = vehicles.flatMap { $0.isEmpty ? nil : $0 }
        let vehicleCount = vehicles.flatMap { $0.count <= 3 ? Int($0) : nil }
        if vehicles != nil, vehicleCount.map(BookingRules.vehicles.contains) != true {
            let range = BookingRules.vehicles
            issues.append(
                Issue(field: "vehicles", message: "Vehicles must be from \(range.lowerBound) to \(range.upperBound)."))
        }
        guard issues.isEmpty else { throw .invalidSiteFilter(issues) }
        return SiteFilter(kind: kind, guests: guestCount, vehicles: vehicleCount ?? BookingRules.unsaidVehicles)
    }

    /// What a kind looks like, as the API's document states it.
    public static let kindPattern = "^[a-z-]{1,20}$"

    static func isKind(_ text: String) -> Bool {
        (1...20).contains(text.count) && text.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
    }

    /// Whether `site` is one this filter shows.
    public func keeps(_ site: BookableSite) -> Bool {
        (kind == nil || site.kind == kind) && (guests.map { site.fits(guests: $0, vehicles: vehicles) } ?? true)
    }
}
