import Auth // remove-feature: Auth
import FeatureContract
import Landmarks
import Notifications // remove-feature: Notifications
import Reservations // remove-feature: Reservations
// new-feature: imports
import SessionService

/// The features this host serves, in menu order, and the edges between them:
/// the one place the host names a feature. Adding a feature is its import and
/// its line here (Scripts/new-feature --wire); removing one deletes the lines
/// tagged with its name and its edge files (Scripts/remove-feature, ADR 0097).
/// A need of another feature is one named type in the needing feature's
/// `Dependencies`, met by an edge file in Edges/ named `<Needing>On<Providing>`
/// (ADR 0112); what a feature adds to another's extension points, and how it
/// reacts to another's events (ADR 0113), is connected by its edge in the
/// edge block.
func assembleFeatures(_ host: FeatureHost, sessions: SessionStore) throws -> [any Feature] {
    var list = FeatureList()
    list.add(LandmarksAppFactory(dependencies: .init(host: host)))
    list.add(AuthAppFactory(dependencies: .init(host: host, sessions: sessions))) // remove-feature: Auth
    // remove-feature: Reservations {
    list.add(ReservationsAppFactory(dependencies: .init(host: host, landmarks: try ReservationsOnLandmarks(list))))
    // remove-feature: Reservations }
    list.add(NotificationsAppFactory(dependencies: .init(host: host))) // remove-feature: Notifications
    // new-feature: list
    // Edges: what one feature adds to another, one statement each, naming both.
    try LandmarksOnReservations.connect(list) // remove-feature: Reservations
    try LandmarksOnAuth.connect(list) // remove-feature: Auth
    try ReservationsOnAuth.connect(list) // remove-feature: Auth
    try NotificationsOnAuth.connect(list) // remove-feature: Auth
    try NotificationsOnReservations.connect(list) // remove-feature: Reservations
    return list.features
}

/// The features in the order they were added, each found again by its type.
struct FeatureList {
    private(set) var features: [any Feature] = []

    mutating func add(_ feature: some Feature) {
        features.append(feature)
    }

    /// The feature of this type; a need of one not in the list stops the
    /// launch, naming the need and the line (the needing feature's) asking.
    subscript<F: Feature>(type: F.Type, line: UInt = #line) -> F {
        get throws(FeatureMissing) {
            guard let feature = features.lazy.compactMap({ $0 as? F }).first else {
                throw FeatureMissing(type: "\(type)", line: line, present: features.map(\.name))
            }
            return feature
        }
    }
}

struct FeatureMissing: Error, CustomStringConvertible {
    var type: String
    var line: UInt
    var present: [String]
    var description: String {
        "FeatureList.swift line \(line) needs \(type), which is not in the host's feature list "
            + "(\(present.joined(separator: ", "))): add its line before the one that needs it"
    }
}
