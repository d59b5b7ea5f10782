/// How a landmark's campsites are laid out when its catalogue says only how
/// many there are: the shape of a typical park campground, so a count
/// stored before sites existed becomes that many sites, each of them real.
public enum CampsiteLayout {
    /// `count` sites: a loop of tent sites (`A1`...), from four sites a loop
    /// of RV sites (`B1`...), from five walk-in sites (`W1`...), from eight
    /// one group site (`G1`); one site in ten accessible (at least one from
    /// two sites on), taking tent and RV sites in turn from the first.
    public static func standard(count: Int) -> [Campsite] {
        guard count > 0 else { return [] }
        let group = count >= 8 ? 1 : 0
        let walkIn = count >= 5 ? max(1, count / 10) : 0
        let rv = count >= 4 ? max(1, count / 4) : 0
        let tent = count - group - walkIn - rv
        var accessible = count >= 2 ? max(1, count / 10) : 0
        var accessibleNumbers: Set<String> = []
        var turn = 1
        while accessible > 0 && (turn <= tent || turn <= rv) {
            for (letter, loop) in [("A", tent), ("B", rv)] where turn <= loop && accessible > 0 {
                accessibleNumbers.insert("\(letter)\(turn)")
                accessible -= 1
            }
            turn += 1
        }
        func loop(_ letter: String, _ size: Int, _ kind: CampsiteKind, people: Int, vehicles: Int) -> [Campsite] {
            guard size > 0 else { return [] }
            return (1...size).map { index in
                let number = "\(letter)\(index)"
                // Cannot throw: every number and size here keeps the rules.
                return try! Campsite(
                    number: number, kind: kind, maxPeople: people, maxVehicles: vehicles,
                    accessible: accessibleNumbers.contains(number))
            }
        }
        return loop("A", tent, .tent, people: 6, vehicles: 2) + loop("B", rv, .rv, people: 8, vehicles: 2)
            + loop("G", group, .group, people: 20, vehicles: 4) + loop("W", walkIn, .walkIn, people: 4, vehicles: 0)
    }

    /// The numbers of the sites in `old` that `new` takes away from a stay
    /// that holds one: retired, or made to take fewer people or vehicles,
    /// in map order. A site that grows, changes kind at the same size, or
    /// is newly accessible takes nothing away.
    public static func narrowed(from old: [Campsite], to new: [Campsite]) -> [String] {
        let kept = Dictionary(new.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        return old.sorted(by: Campsite.mapOrder).filter { site in
            guard let now = kept[site.number] else { return true }
            return now.maxPeople < site.maxPeople || now.maxVehicles < site.maxVehicles
        }.map(\.number)
    }
}
