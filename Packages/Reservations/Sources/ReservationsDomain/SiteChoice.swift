/// Which site a booking gets, given the sites already taken on some night
/// of its stay: the named one when it may have it, or else the smallest
/// site that fits the party, accessible sites last (first for a person who
/// needs one). The store asks inside its transaction, where `taken` is exact.
public enum SiteChoice {
    /// Why no site can be given.
    public enum Refusal: Error, Sendable, Equatable {
        /// The named site is taken on some night of the stay.
        case taken(String)
        /// The named site is accessible, and another fitting site is free
        /// for the whole stay: it stays for someone who needs it.
        case heldForAccessibility(String)
        /// Every site that fits the party is taken on some night of the stay.
        case noFittingSiteFree
    }

    /// The site for `booking` among `sites` (in map order) when `taken`
    /// holds the numbers of those booked on any night of its stay. A named
    /// site that does not exist or does not fit is the booking rules' to
    /// refuse (`BookingRules.check(_:against:)`), before anything is stored.
    public static func site(for booking: Booking, among sites: [BookableSite], taken: Set<String>)
        -> Result<BookableSite, Refusal>
    {
        let fitting = sites.filter { $0.fits(guests: booking.guests, vehicles: booking.vehicles) }
        let free = fitting.filter { !taken.contains($0.number) }
        if let number = booking.siteNumber {
            guard let site = fitting.first(where: { $0.number == number }), !taken.contains(number) else {
                return .failure(.taken(number))
            }
            if site.accessible, !booking.needsAccessibleSite, free.contains(where: { !$0.accessible }) {
                return .failure(.heldForAccessibility(number))
            }
            return .success(site)
        }
        let ordered = free.enumerated().sorted { left, right in
            let (l, r) = (left.element, right.element)
            if l.accessible != r.accessible { return l.accessible == booking.needsAccessibleSite }
            if l.maxPeople != r.maxPeople { return l.maxPeople < r.maxPeople }
            if l.maxVehicles != r.maxVehicles { return l.maxVehicles < r.maxVehicles }
            return left.offset < right.offset
        }
        guard let first = ordered.first else { return .failure(.noFittingSiteFree) }
        return .success(first.element)
    }
}
