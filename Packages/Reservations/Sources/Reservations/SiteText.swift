import API
import ReservationsDomain

/// A site as pages say it: "A12: tent site for up to 6 people and 2
/// vehicles, accessible".
enum SiteText {
    static func site(_ site: BookableSite) -> String {
        let kind = site.kind == "rv" ? "RV" : site.kind
        return "\(site.number): \(kind) site for up to \(site.maxPeople) people and \(vehicles(site))"
            + (site.accessible ? ", accessible" : "")
    }

    /// A site as the booking form offers it: what it is and what a night
    /// there costs ("A12: tent site for up to 6 people and 2 vehicles, $35 a
    /// night").
    static func option(_ site: BookableSite, at landmark: BookableLandmark) -> String {
        "\(self.site(site)), \(USDollars.text(cents: site.nightlyFee ?? landmark.nightlyFee)) a night"
    }

    /// "RV", "Walk-in": a kind of site as a heading or an option says it.
    static func kindTitle(_ kind: String) -> String {
        kind == "rv" ? "RV" : kind.prefix(1).uppercased() + kind.dropFirst()
    }

    /// "6 people, 2 vehicles": what a site takes, in a grid's row header.
    static func size(_ site: BookableSite) -> String {
        "\(site.maxPeople) people, \(vehicles(site))"
    }

    private static func vehicles(_ site: BookableSite) -> String {
        site.maxVehicles == 0 ? "no vehicle" : site.maxVehicles == 1 ? "1 vehicle" : "\(site.maxVehicles) vehicles"
    }
}
