/// One campsite as an operator's import file lists it, when the operator
/// knows a landmark's sites one by one rather than only how many there are.
package struct CatalogueSite: Sendable, Equatable, Codable {
    package var number: String
    /// `tent`, `rv`, `group` or `walk-in`.
    package var kind: String
    package var maxPeople: Int
    package var maxVehicles: Int
    /// Left out: not accessible.
    package var accessible: Bool?

    package init(number: String, kind: String, maxPeople: Int, maxVehicles: Int, accessible: Bool? = nil) {
        self.number = number
        self.kind = kind
        self.maxPeople = maxPeople
        self.maxVehicles = maxVehicles
        self.accessible = accessible
    }

    /// The site as the domain keeps it, or what is wrong with it in words
    /// the operator can act on.
    package var campsite: Result<Campsite, LandmarksError> {
        guard let known = CampsiteKind(rawValue: kind) else {
            return .failure(
                .invalidRecord(
                    "Campsite \(number.prefix(20)) has kind \"\(kind.prefix(20))\", not one of "
                        + CampsiteKind.allCases.map(\.rawValue).joined(separator: ", ") + "."))
        }
        do {
            return .success(
                try Campsite(
                    number: number, kind: known, maxPeople: maxPeople, maxVehicles: maxVehicles,
                    accessible: accessible ?? false))
        } catch {
            return .failure(error)
        }
    }
}
