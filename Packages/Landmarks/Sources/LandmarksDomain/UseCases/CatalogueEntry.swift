import Foundation

/// One landmark as an operator's import file describes it: added when no
/// landmark has its name, updating the one that has.
package struct CatalogueEntry: Sendable, Equatable, Codable {
    package var name: String
    package var park: String
    package var state: String
    package var category: String
    package var description: String
    package var latitude: Double
    package var longitude: Double
    /// How many campsites it has, laid out as a typical campground
    /// (`CampsiteLayout.standard`). May be left out when `sites` lists them.
    package var campsites: Int?
    /// An IANA identifier (`America/Denver`). May be left out when the state
    /// keeps one zone (`StateTimeZones`).
    package var timeZone: String?
    /// What a campsite costs a night, in US cents. May be left out: the
    /// category's usual fee.
    package var nightlyFeeCents: Int?
    /// What a night costs at the other kinds of site, by kind (`rv`,
    /// `group`, `walk-in`; `tent` is `nightlyFeeCents`), in US cents. A kind
    /// left out is priced from the tent fee (`SiteFees.usual(tent:)`).
    package var siteFeesCents: [String: Int]?
    /// Its sites one by one, when the operator knows them: then it has
    /// exactly these, and `campsites`, when given too, must count them.
    package var sites: [CatalogueSite]?
    /// When its nights open for booking; left out, `BookingOpening.standard`.
    package var bookingWindow: CatalogueWindow?

    package init(
        name: String, park: String, state: String, category: String, description: String, latitude: Double,
        longitude: Double, campsites: Int?, timeZone: String? = nil, nightlyFeeCents: Int? = nil,
        siteFeesCents: [String: Int]? = nil, sites: [CatalogueSite]? = nil, bookingWindow: CatalogueWindow? = nil
    ) {
        self.bookingWindow = bookingWindow
        self.name = name
        self.park = park
        self.state = state
        self.category = category
        self.description = description
        self.latitude = latitude
        self.longitude = longitude
        self.campsites = campsites
        self.timeZone = timeZone
        self.nightlyFeeCents = nightlyFeeCents
        self.siteFeesCents = siteFeesCents
        self.sites = sites
    }

    /// How many campsites it has: the sites it lists, or its count.
    package var resolvedCampsites: Int {
        sites?.count ?? campsites ?? 0
    }

    /// The sites it lists, in map order; nil when it lists none, or one the
    /// domain refuses (which the import refuses before writing anything).
    package var resolvedSites: [Campsite]? {
        guard let sites else { return nil }
        var campsites: [Campsite] = []
        for site in sites {
            guard case .success(let campsite) = site.campsite else { return nil }
            campsites.append(campsite)
        }
        return campsites.sorted(by: Campsite.mapOrder)
    }

    /// Its own fee, or its category's usual one (0 for an unknown category,
    /// which the import refuses anyway).
    package var resolvedNightlyFee: Int {
        nightlyFeeCents ?? LandmarkCategory(rawValue: category)?.usualNightlyFee ?? 0
    }

    /// The fee of each kind of site: those it names, the others priced from
    /// its tent fee. A kind it names that does not exist is the import's to
    /// refuse.
    package var resolvedSiteFees: SiteFees {
        var fees = SiteFees.usual(tent: resolvedNightlyFee)
        for (name, fee) in siteFeesCents ?? [:] {
            if let kind = CampsiteKind(rawValue: name) { fees[kind] = fee }
        }
        return fees
    }

    /// When its nights open: as its entry says, each value left out taken
    /// from `BookingOpening.standard` (an unreadable time is the import's
    /// to refuse).
    package var resolvedBookingOpening: BookingOpening {
        let standard = BookingOpening.standard
        guard let window = bookingWindow else { return standard }
        return BookingOpening(
            monthsAhead: window.monthsAhead ?? standard.monthsAhead, releaseDay: window.releaseDay,
            minuteOfDay: window.opensAt.map { BookingOpening.minuteOfDay($0) ?? -1 } ?? standard.minuteOfDay)
    }

    /// Its own zone, or its state's; nil when neither names a known zone.
    package var resolvedTimeZone: TimeZone? {
        guard let timeZone else { return StateTimeZones.zone(forState: state) }
        return TimeZone(identifier: timeZone)
    }
}
