import API

/// A landmark's sites by night, two weeks at a time: which nights each site
/// is free and which a stay holds.
public struct SiteAvailabilityDTO: Codable, Sendable, Equatable {
    /// One site and its nights.
    public struct Site: Codable, Sendable, Equatable {
        /// The number people read out: `A12`.
        public var number: String
        /// What it is for: `tent`, `rv`, `group` or `walk-in`.
        public var kind: String
        /// The most people it takes.
        public var maxPeople: Int
        /// The most vehicles parked at it.
        public var maxVehicles: Int
        /// Built to be used from a wheelchair: held for those who need it
        /// while another site that takes the party is free.
        public var accessible: Bool
        /// What a night at it costs, in US cents.
        public var nightlyFeeCents: Int
        /// The nights shown on which it is free and a stay can start.
        public var free: [String]
        /// The nights shown on which a stay or a hold keeps it.
        public var taken: [String]
        /// Those of `taken` that someone's hold keeps while they confirm:
        /// they free up if it is not confirmed in time.
        public var held: [String]

        /// A site with these values.
        public init(
            number: String, kind: String, maxPeople: Int, maxVehicles: Int, accessible: Bool, nightlyFeeCents: Int,
            free: [String], taken: [String], held: [String] = []
        ) {
            self.nightlyFeeCents = nightlyFeeCents
            self.number = number
            self.kind = kind
            self.maxPeople = maxPeople
            self.maxVehicles = maxVehicles
            self.accessible = accessible
            self.free = free
            self.taken = taken
            self.held = held
        }
    }

    /// The landmark's id.
    public var landmarkId: Int
    /// The landmark's name.
    public var landmarkName: String
    /// Today at the landmark, `YYYY-MM-DD`.
    public var today: String
    /// The nights shown, in order.
    public var nights: [String]
    /// The sites the query keeps, in the landmark's order.
    public var sites: [Site]

    /// An answer with these values.
    public init(landmarkId: Int, landmarkName: String, today: String, nights: [String], sites: [Site]) {
        self.landmarkId = landmarkId
        self.landmarkName = landmarkName
        self.today = today
        self.nights = nights
        self.sites = sites
    }
}

extension SiteAvailabilityDTO: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "landmarkId": .note("The landmark's id.", minimum: 1),
        "landmarkName": .note("The landmark's name."),
        "today": .note("Today at the landmark, `YYYY-MM-DD`.", format: "date"),
        "nights": .note("The nights shown, two weeks from `from`, in order; each `YYYY-MM-DD`."),
        "sites": .note("The sites that the kind and party keep, in the landmark's order (`A2` before `A10`)."),
    ]
}

extension SiteAvailabilityDTO.Site: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "number": .note("The number people read out, unique at its landmark: `A12`.", pattern: "^[A-Z0-9]{1,5}$"),
        "kind": .note("What it is for: `tent`, `rv`, `group` or `walk-in`."),
        "maxPeople": .note("The most people it takes.", minimum: 1),
        "maxVehicles": .note("The most vehicles parked at it.", minimum: 0),
        "accessible": .note(
            "Built to be used from a wheelchair: booked by others only when no other site that takes them is free."),
        "nightlyFeeCents": .note(
            "What a night at it costs, in US cents: its landmark's fee for its kind of site.", minimum: 0),
        "free": .note("The nights shown on which it is free and a stay can start (`siteNumber` books it)."),
        "taken": .note(
            "The nights shown on which a stay or a hold keeps it; a night in neither list is not open yet."),
        "held": .note(
            "Those of `taken` that someone's hold keeps while they confirm: free again if it is not confirmed in time."
        ),
    ]
}
