import Foundation

/// An operator's import of landmarks: every entry is checked before anything
/// is written, and one bad entry refuses the whole file, naming every bad one.
package struct ImportCatalogue: Sendable {
    package static let maxCampsites = 10_000
    package static let maxNameLength = 200
    package static let maxDescriptionLength = 5_000
    /// A thousand dollars a night: more is a typo in cents or dollars.
    package static let maxNightlyFeeCents = 100_000

    private let store: any CatalogueImportStore

    package init(store: any CatalogueImportStore) {
        self.store = store
    }

    /// Validates, then writes all of it in one transaction (which also checks
    /// that no lowered campsite count is below what is already booked).
    package func run(_ entries: [CatalogueEntry]) async throws -> CatalogueImportReport {
        let problems = Self.problems(in: entries)
        guard problems.isEmpty else { throw CatalogueImportError.invalidEntries(problems) }
        return try await store.apply(entries)
    }

    /// One line per bad entry: its position (from 1), its name, what is wrong.
    package static func problems(in entries: [CatalogueEntry]) -> [String] {
        guard !entries.isEmpty else { return ["the file has no landmarks"] }
        var problems: [String] = []
        var seen: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            var wrong: [String] = []
            let name = entry.name.trimmingCharacters(in: .whitespacesAndNewlines)
            if name.isEmpty { wrong.append("name is empty") }
            if name.count > maxNameLength { wrong.append("name is longer than \(maxNameLength) characters") }
            if entry.park.trimmingCharacters(in: .whitespaces).isEmpty { wrong.append("park is empty") }
            if entry.state.trimmingCharacters(in: .whitespaces).isEmpty { wrong.append("state is empty") }
            if LandmarkCategory(rawValue: entry.category) == nil {
                wrong.append(
                    "category \"\(entry.category.prefix(40))\" is not one of "
                        + LandmarkCategory.allCases.map(\.rawValue).joined(separator: ", "))
            }
            if entry.description.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                wrong.append("description is empty")
            }
            if entry.description.count > maxDescriptionLength {
                wrong.append("description is longer than \(maxDescriptionLength) characters")
            }
            if (try? Coordinate(latitude: entry.latitude, longitude: entry.longitude)) == nil {
                wrong.append("(\(entry.latitude), \(entry.longitude)) is not a point on Earth")
            }
            if entry.resolvedTimeZone == nil {
                wrong.append(
                    entry.timeZone.map { "time zone \"\($0.prefix(40))\" is not an IANA zone such as America/Denver" }
                        ?? "timeZone is missing, and \"\(entry.state.prefix(40))\" has no single time zone: name one,"
                        + " such as America/Denver"
                )
            }
            if let sites = entry.sites {
                wrong += siteProblems(sites, count: entry.campsites)
            } else if let campsites = entry.campsites {
                if !(0...maxCampsites).contains(campsites) {
                    wrong.append("campsites must be from 0 to \(maxCampsites), not \(campsites)")
                }
            } else {
                wrong.append("campsites is missing: give how many there are, or list the sites")
            }
            if let fee = entry.nightlyFeeCents, !(0...maxNightlyFeeCents).contains(fee) {
                wrong.append("nightlyFeeCents must be from 0 to \(maxNightlyFeeCents) (US cents), not \(fee)")
            }
            for (kind, fee) in (entry.siteFeesCents ?? [:]).sorted(by: { $0.key < $1.key }) {
                if CampsiteKind(rawValue: kind) == nil {
                    wrong.append(
                        "siteFeesCents names \"\(kind.prefix(20))\", not a kind of site ("
                            + CampsiteKind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                } else if !(0...maxNightlyFeeCents).contains(fee) {
                    wrong.append(
                        "siteFeesCents.\(kind) must be from 0 to \(maxNightlyFeeCents) (US cents), not \(fee)")
                }
            }
            wrong += entry.resolvedBookingOpening.problems
            if let first = seen[name], !name.isEmpty {
                wrong.append("the same name as entry \(first)")
            } else {
                seen[name] = index + 1
            }
            if !wrong.isEmpty {
                problems.append(
                    "entry \(index + 1) (\(name.isEmpty ? "no name" : String(name.prefix(60)))): "
                        + wrong.joined(separator: "; "))
            }
        }
        return problems
    }

    /// What is wrong with the sites an entry lists: the first few problems,
    /// then how many more, so a file of thousands of bad sites stays readable.
    static func siteProblems(_ sites: [CatalogueSite], count: Int?) -> [String] {
        var wrong: [String] = []
        if sites.count > maxCampsites { wrong.append("sites lists \(sites.count), more than \(maxCampsites)") }
        if let count, count != sites.count {
            wrong.append("campsites is \(count) but sites lists \(sites.count)")
        }
        var numbers: Set<String> = []
        var siteWrong: [String] = []
        for site in sites {
            if case .failure(let error) = site.campsite { siteWrong.append(error.message) }
            if !numbers.insert(site.number).inserted {
                siteWrong.append("Campsite \(site.number.prefix(20)) is listed twice.")
            }
        }
        let shown = 5
        wrong += siteWrong.prefix(shown)
        if siteWrong.count > shown { wrong.append("and \(siteWrong.count - shown) more problems with its sites") }
        return wrong
    }
}

/// Writes an import: all entries or none.
package protocol CatalogueImportStore: Sendable {
    func apply(_ entries: [CatalogueEntry]) async throws -> CatalogueImportReport
}

package struct CatalogueImportReport: Sendable, Equatable {
    package var added: Int
    package var updated: Int
    package var unchanged: Int
    /// The catalogue's revision after the import.
    package var revision: Int

    package init(added: Int, updated: Int, unchanged: Int, revision: Int) {
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
        self.revision = revision
    }
}

package enum CatalogueImportError: Error, Equatable, Sendable {
    /// Entries that break the rules, one line each.
    case invalidEntries([String])
    /// Campsite counts lowered below what is booked, with the nights that
    /// conflict, one line per landmark.
    case campsitesBelowBookings([String])

    package var lines: [String] {
        switch self {
        case .invalidEntries(let lines), .campsitesBelowBookings(let lines): lines
        }
    }
}
