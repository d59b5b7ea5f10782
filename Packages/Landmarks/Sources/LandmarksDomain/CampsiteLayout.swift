/// How a landmark's campsites are laid out: in loops of one kind and size
/// (`Loop`), as a real campground is, or, when its catalogue says only how
/// many there are, as a typical park campground (`standard`), so a count
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
        // Accessible sites go to the tent and RV loops in turn, from the first.
        var accessible = (tent: 0, rv: 0)
        var left = count >= 2 ? max(1, count / 10) : 0
        var turn = 1
        while left > 0 && (turn <= tent || turn <= rv) {
            if turn <= tent && left > 0 { (accessible.tent, left) = (accessible.tent + 1, left - 1) }
            if turn <= rv && left > 0 { (accessible.rv, left) = (accessible.rv + 1, left - 1) }
            turn += 1
        }
        // Cannot throw: every letter and size here keeps the rules.
        return try! sites([
            Loop("A", tent, .tent, people: 6, vehicles: 2, accessible: accessible.tent),
            Loop("B", rv, .rv, people: 8, vehicles: 2, accessible: accessible.rv),
            Loop("G", group, .group, people: 20, vehicles: 4),
            Loop("W", walkIn, .walkIn, people: 4, vehicles: 0),
        ])
    }

    /// The sites of `loops`, loop after loop, each numbered from its letter
    /// and 1 (`A1`, `A2`...). Refuses a size no site has, a vehicle at a
    /// walk-in site, or a letter that is not one capital.
    public static func sites(_ loops: [Loop]) throws(LandmarksError) -> [Campsite] {
        var sites: [Campsite] = []
        for loop in loops where loop.count > 0 {
            guard loop.letter.count == 1, loop.letter.allSatisfy({ ("A"..."Z").contains($0) }) else {
                throw .invalidRecord("A loop of sites is named by one capital letter, not \"\(loop.letter)\".")
            }
            for index in 1...loop.count {
                sites.append(
                    try Campsite(
                        number: "\(loop.letter)\(index)", kind: loop.kind, maxPeople: loop.people,
                        maxVehicles: loop.vehicles, accessible: index <= loop.accessible))
            }
        }
        return sites
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
