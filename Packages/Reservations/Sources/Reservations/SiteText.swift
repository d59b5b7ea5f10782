import ReservationsDomain

/// A site as pages say it: "A12: tent site for up to 6 people and 2
/// vehicles, accessible".
enum SiteText {
    static func site(_ site: BookableSite) -> String {
        let kind =
            switch site.kind {
            case "rv": "RV site"
            case "group": "group site"
            case "walk-in": "walk-in site"
            default: "\(site.kind) site"
            }
        let vehicles =
            site.maxVehicles == 0
            ? "no vehicle" : site.maxVehicles == 1 ? "1 vehicle" : "\(site.maxVehicles) vehicles"
        return "\(site.number): \(kind) for up to \(site.maxPeople) people and \(vehicles)"
            + (site.accessible ? ", accessible" : "")
    }
}
