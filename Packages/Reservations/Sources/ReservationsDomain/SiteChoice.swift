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
        /// No site that fits the party and costs at most this much a night
        /// (what the person was shown), in US cents, is free.
        case costsMore(than: Int)
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
        guard let first = firstFree(for: booking, among: sites, taken: taken) else {
            return .failure(refusalWhenNoneIsFree(for: booking, among: sites))
        }
        return .success(first)
    }

    /// The sites `booking` may have, best first, before anyone looks at
    /// what is taken: the named site alone when it takes the party; else
    /// every site that does, smallest first, accessible ones last (first
    /// for a party that needs one). The store takes the first free one in a
    /// single statement; `mayBeHeld` says when it must look first.
    /// A site that costs more a night than `booking.maxNightlyFee` is never
    /// among them.
    public static func candidates(for booking: Booking, among sites: [BookableSite]) -> [BookableSite] {
        let fitting = sites.filter { site in
            site.fits(guests: booking.guests, vehicles: booking.vehicles)
                && booking.maxNightlyFee.map { most in booking.nightlyFee(at: site) <= most } ?? true
        }
        if let number = booking.siteNumber { return fitting.filter { $0.number == number } }
        return fitting.enumerated().sorted { left, right in
            comesFirst(left.element, left.offset, before: right.element, right.offset, for: booking)
        }.map(\.element)
    }

    /// The first of `candidates` not in `taken`, found in one pass without
    /// sorting: what a search by dates asks of every landmark at once.
    public static func firstFree(for booking: Booking, among sites: [BookableSite], taken: Set<String>)
        -> BookableSite?
    {
        if let number = booking.siteNumber {
            return candidates(for: booking, among: sites).first { $0.number == number && !taken.contains(number) }
        }
        var best: (site: BookableSite, offset: Int)?
        var offset = 0
        for site in sites where site.fits(guests: booking.guests, vehicles: booking.vehicles) {
            defer { offset += 1 }
            if let most = booking.maxNightlyFee, booking.nightlyFee(at: site) > most { continue }
            // The order first: comparing sizes is cheaper than looking a
            // number up among those taken, which most landmarks have none of.
            if let current = best, !comesFirst(site, offset, before: current.site, current.offset, for: booking) {
                continue
            }
            if !taken.isEmpty, taken.contains(site.number) { continue }
            best = (site, offset)
        }
        return best?.site
    }

    /// The order of `candidates`: accessible sites last (first for a party
    /// that needs one), then the fewest people, then the fewest vehicles,
    /// then map order (`offset`, the place among the fitting sites).
    private static func comesFirst(
        _ left: BookableSite, _ leftOffset: Int, before right: BookableSite, _ rightOffset: Int, for booking: Booking
    ) -> Bool {
        if left.accessible != right.accessible { return left.accessible == booking.needsAccessibleSite }
        if left.maxPeople != right.maxPeople { return left.maxPeople < right.maxPeople }
        if left.maxVehicles != right.maxVehicles { return left.maxVehicles < right.maxVehicles }
        return leftOffset < rightOffset
    }

    /// Why nothing among `candidates` could be given: the price, when a
    /// fitting site was left out only for costing more than the booking
    /// allows; else that every fitting site is taken.
    public static func refusalWhenNoneIsFree(for booking: Booking, among sites: [BookableSite]) -> Refusal {
        guard let most = booking.maxNightlyFee else { return .noFittingSiteFree }
        var unbounded = booking
        unbounded.maxNightlyFee = nil
        return candidates(for: unbounded, among: sites).count > candidates(for: booking, among: sites).count
            ? .costsMore(than: most) : .noFittingSiteFree
    }

    /// Whether the named `site` may be held back from `booking`: an
    /// accessible site asked for by a party that does not say it needs one,
    /// which may have it only once no other fitting site is free.
    public static func mayBeHeld(_ site: BookableSite, for booking: Booking) -> Bool {
        booking.siteNumber == site.number && site.accessible && !booking.needsAccessibleSite
    }
}
