import API
internal import LandmarksDomain

/// One numbered campsite of a landmark.
public struct CampsiteDTO: Codable, Sendable, Equatable {
    /// The number people read out, unique at its landmark: `A12`.
    public var number: String
    /// What it is for: `tent`, `rv`, `group` or `walk-in`.
    public var kind: String
    /// The most people it takes.
    public var maxPeople: Int
    /// The most vehicles parked at it.
    public var maxVehicles: Int
    /// Built to be used from a wheelchair.
    public var accessible: Bool
    /// What a night at it costs, in US cents: its landmark's fee for its kind.
    public var nightlyFeeCents: Int

    /// A site with these values.
    public init(
        number: String, kind: String, maxPeople: Int, maxVehicles: Int, accessible: Bool, nightlyFeeCents: Int
    ) {
        self.number = number
        self.kind = kind
        self.maxPeople = maxPeople
        self.maxVehicles = maxVehicles
        self.accessible = accessible
        self.nightlyFeeCents = nightlyFeeCents
    }
}

extension CampsiteDTO: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "number": .note("The number people read out, unique at its landmark: `A12`.", pattern: "^[A-Z0-9]{1,5}$"),
        "kind": .note(
            "What it is for: tent, RV, a group, or walk-in (nobody parks at it).",
            oneOf: CampsiteKind.allCases.map(\.rawValue)),
        "maxPeople": .note("The most people it takes.", minimum: 1, maximum: Campsite.mostPeople),
        "maxVehicles": .note("The most vehicles parked at it.", minimum: 0, maximum: Campsite.mostVehicles),
        "accessible": .note("Built to be used from a wheelchair (level pad, firm path, accessible table)."),
        "nightlyFeeCents": .note(
            "What a night at it costs, in US cents: its landmark's fee for its kind of site.", minimum: 0),
    ]
}
