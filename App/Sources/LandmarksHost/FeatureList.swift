import Auth // remove-feature: Auth
import FeatureContract
import Landmarks
import Reservations // remove-feature: Reservations
// new-feature: imports
import SessionService

/// The features this host serves, in menu order, and the edges between them:
/// the one place the host names a feature. Adding a feature is its import and
/// its line here (Scripts/new-feature --wire); removing one deletes the lines
/// tagged with its name (Scripts/remove-feature, ADR 0097). A need of another
/// feature is a parameter of the needing feature's `Dependencies`, so it is
/// met on that feature's line and checked by the compiler; what a feature adds
/// to another's extension points is one statement in the edge block (ADR 0098).
/// A statement longer than a line sits in a tag block, so that removing the
/// feature removes all of it.
func assembleFeatures(_ host: FeatureHost, sessions: SessionStore) throws -> [any Feature] {
    var list = FeatureList()
    list.add(LandmarksAppFactory(dependencies: .init(host: host)))
    list.add(AuthAppFactory(dependencies: .init(host: host, sessions: sessions))) // remove-feature: Auth
    // remove-feature: Reservations {
    list.add(
        ReservationsAppFactory(
            dependencies: .init(
                host: host, landmarks: try list[LandmarksAppFactory.self].landmarkLookup,
                landmarksFreeOn: try list[LandmarksAppFactory.self].listFreeOn)))
    // remove-feature: Reservations }
    // new-feature: list
    // Edges: what one feature adds to another, one statement each, naming both.
    // remove-feature: Reservations {
    try list[LandmarksAppFactory.self].extensions.add(list[ReservationsAppFactory.self].landmarkExtension)
    // remove-feature: Reservations }
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
