/// One numbered campsite at a landmark, as people find it on the ground: a
/// number they read out (`A12`), what it is for, how many people and
/// vehicles it takes, and whether it is built for a person with a disability.
public struct Campsite: Sendable, Hashable {
    /// Its number, unique at its landmark: one to five capital letters and
    /// digits with at least one digit (`A12`, `7`, `W3`).
    public let number: String
    /// What it is for: tent, RV, a group, or walk-in.
    public let kind: CampsiteKind
    /// The most people it takes.
    public let maxPeople: Int
    /// The most vehicles parked at it (none at a walk-in site).
    public let maxVehicles: Int
    /// Built to be used from a wheelchair (level pad, firm path, accessible table).
    public let accessible: Bool

    /// The most people any site takes: a large group site.
    public static let mostPeople = 40
    /// The most vehicles any site takes.
    public static let mostVehicles = 6

    /// Refuses a number people could not read out or a size no site has.
    public init(number: String, kind: CampsiteKind, maxPeople: Int, maxVehicles: Int, accessible: Bool)
        throws(LandmarksError)
    {
        guard Self.isNumber(number) else {
            throw .invalidRecord(
                "A campsite's number is one to five capital letters and digits with at least one digit, not "
                    + "\"\(number.prefix(20))\".")
        }
        guard (1...Self.mostPeople).contains(maxPeople) else {
            throw .invalidRecord("Campsite \(number) must take from 1 to \(Self.mostPeople) people.")
        }
        guard (0...Self.mostVehicles).contains(maxVehicles), kind != .walkIn || maxVehicles == 0 else {
            throw .invalidRecord(
                kind == .walkIn
                    ? "Campsite \(number) is a walk-in site: no vehicle parks at it."
                    : "Campsite \(number) must take from 0 to \(Self.mostVehicles) vehicles.")
        }
        self.number = number
        self.kind = kind
        self.maxPeople = maxPeople
        self.maxVehicles = maxVehicles
        self.accessible = accessible
    }

    /// Whether `text` is a campsite number.
    public static func isNumber(_ text: String) -> Bool {
        (1...5).contains(text.count) && text.allSatisfy { ("A"..."Z").contains($0) || $0.isASCII && $0.isNumber }
            && text.contains { $0.isASCII && $0.isNumber }
    }

    /// Whether a party of `people` with `vehicles` fits.
    public func fits(people: Int, vehicles: Int) -> Bool {
        people <= maxPeople && vehicles <= maxVehicles
    }

    /// Sites in the order a campground map lists them: by letters, then by
    /// the number after them (`A2` before `A10`).
    public static func mapOrder(_ lhs: Campsite, _ rhs: Campsite) -> Bool {
        func parts(_ number: String) -> (String, Int) {
            let letters = String(number.prefix { !$0.isNumber })
            return (letters, Int(number.dropFirst(letters.count).prefix { $0.isNumber }) ?? 0)
        }
        let (left, right) = (parts(lhs.number), parts(rhs.number))
        return left != right ? left < right : lhs.number < rhs.number
    }
}
