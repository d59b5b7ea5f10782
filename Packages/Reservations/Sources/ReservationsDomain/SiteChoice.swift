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
        if let number = booking.siteNumber {
            guard let site = candidates(for: booking, among: sites).first, !taken.contains(number) else {
                return .failure(.taken(number))
            }
            if mayBeHeld(site, for: booking),
                sites.contains(where: {
                    !$0.accessible && $0.fits(guests: booking.guests, vehicles: booking.vehicles)
                        && !taken.contains($0.number)
                })
            {
                return .failure(.heldForAccessibility(number))
            }
            return .success(site)
        }
        guard let first = candidates(for: booking, among: sites).first(where: { !taken.contains($0.number) }) else {
            return .failure(.noFittingSiteFree)
        }
        return .success(first)
    }

    /// The sites `booking` may have, best first, before anyone looks at
    /// what is taken: the named site alone when it takes the party; else
    /// every site that does, smallest first, accessible ones last (first
    /// for a party that needs one). The store takes the first free one in a
    /// single statement; `mayBeHeld` says when it must look first.
    public static func candidates(for booking: Booking, among sites: [BookableSite]) -> [BookableSite] {
        let fitting = sites.filter { $0.fits(guests: booking.guests, vehicles: booking.vehicles) }
        if let number = booking.siteNumber { return fitting.filter { $0.number == number } }
        return fitting.enumerated().sorted { left, right in
            let (l, r) = (left.element, right.element)
            if l.accessible != r.accessible { return l.accessible == booking.needsAccessibleSite }
            if l.maxPeople != r.maxPeople { return l.maxPeople < r.maxPeople }
            if l.maxVehicles != r.maxVehicles { return l.maxVehicles < r.maxVehicles }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// Whether the named `site` may be held back from `booking`: an
    /// accessible site asked for by a party that does not say it needs one,
    /// which may have it only once no other fitting site is free.
    public static func mayBeHeld(_ site: BookableSite, for booking: Booking) -> Bool {
        booking.siteNumber == site.number && site.accessible && !booking.needsAccessibleSite
    }
}
