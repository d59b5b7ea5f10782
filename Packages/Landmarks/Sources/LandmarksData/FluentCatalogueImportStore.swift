import FluentKit
import FluentSQL
import LandmarksDomain

/// Writes an import in one transaction: adds landmarks by name, updates the
/// ones that differ (their sites replaced by those an entry lists, or laid
/// out again when only their campsite count changes), raises the catalogue's
/// revision, and asks the host whether each new campsite count still fits
/// what is booked (`campsitesChanged`) and whether a stay still to come holds
/// a site the new sites retire or shrink (`sitesRetired`). Any refusal rolls
/// everything back.
package struct FluentCatalogueImportStore: CatalogueImportStore {
    /// Called inside the transaction for a landmark whose campsite count
    /// changes: returns the nights that already hold more bookings than the
    /// new count (as text for the operator), or none when it fits.
    package typealias CampsitesChanged =
        @Sendable (_ landmarkID: Int, _ campsites: Int, _ transaction: any Database)
        async throws -> [String]

    /// Called inside the transaction with the numbers of a landmark's sites
    /// that its new sites no longer have, or have smaller: the stays still to
    /// come that hold one (as text for the operator), or none.
    package typealias SitesRetired =
        @Sendable (_ landmarkID: Int, _ numbers: [String], _ transaction: any Database) async throws -> [String]

    private let database: @Sendable () -> any Database
    private let campsitesChanged: CampsitesChanged
    private let sitesRetired: SitesRetired

    package init(
        database: @escaping @Sendable () -> any Database, campsitesChanged: @escaping CampsitesChanged,
        sitesRetired: @escaping SitesRetired = { _, _, _ in [] }
    ) {
        self.database = database
        self.campsitesChanged = campsitesChanged
        self.sitesRetired = sitesRetired
    }

    package func apply(_ entries: [CatalogueEntry]) async throws -> CatalogueImportReport {
        try await database().transaction { transaction in
            guard let sql = transaction as? any SQLDatabase else {
                throw LandmarksError.invalidRecord("the landmarks database does not speak SQL")
            }
            // A write first: on SQLite the transaction takes the write lock now
            // rather than failing to upgrade a read later.
            let revision = try await CatalogueRevision.bump(on: sql)
            var report = CatalogueImportReport(added: 0, updated: 0, unchanged: 0, revision: revision)
            var conflicts: [String] = []
            for entry in entries {
                let name = entry.name.trimmingCharacters(in: .whitespacesAndNewlines)
                let count = entry.resolvedCampsites
                let existing = try await sql.select()
                    .columns(FluentLandmarkRepository.columns)
                    .from(LandmarkModel.schema).where("name", .equal, name).first()
                    .map(FluentLandmarkRepository.landmark)
                let values: [(String, any Encodable & Sendable)] = [
                    ("name", name), ("park", entry.park), ("state", entry.state), ("category", entry.category),
                    ("description", entry.description), ("latitude", entry.latitude), ("longitude", entry.longitude),
                    ("campsite_count", count),
                    // Checked before the import began.
                    ("time_zone", entry.resolvedTimeZone?.identifier ?? "UTC"),
                    ("nightly_fee_cents", entry.resolvedSiteFees.tent), ("rv_fee_cents", entry.resolvedSiteFees.rv),
                    ("group_fee_cents", entry.resolvedSiteFees.group),
                    ("walk_in_fee_cents", entry.resolvedSiteFees.walkIn),
                    ("search_text", LandmarkCatalogue.searchKey(name: name, park: entry.park, state: entry.state)),
                    ("window_months_ahead", entry.resolvedBookingOpening.monthsAhead),
                    ("window_release_day", entry.resolvedBookingOpening.releaseDay),
                    ("window_opens_minute", entry.resolvedBookingOpening.minuteOfDay),
                ]
                guard let existing else {
                    let insert = sql.insert(into: LandmarkModel.schema).columns(values.map { $0.0 })
                    try await insert.values(values.map { SQLBind($0.1) }).run()
                    let id = try await sql.select().column("id").from(LandmarkModel.schema)
                        .where("name", .equal, name).first()?.decode(column: "id", as: Int.self)
                    if let id {
                        try await LandmarkSites.replace(
                            id, with: entry.resolvedSites ?? CampsiteLayout.standard(count: count), on: sql)
                    }
                    report.added += 1
                    continue
                }
                // The sites it lists, or, when only its count changes, the
                // count laid out again; nil leaves its sites as they are.
                let current = try await LandmarkSites.sites(of: existing.id, on: sql)
                let layout =
                    entry.resolvedSites
                    ?? (existing.campsiteCount != count ? CampsiteLayout.standard(count: count) : nil)
                let sitesChange = layout.map { Set($0) != Set(current) } ?? false
                if Self.matches(existing, entry, name: name) && !sitesChange {
                    report.unchanged += 1
                    continue
                }
                if existing.campsiteCount != count {
                    let full = try await campsitesChanged(existing.id, count, transaction)
                    if !full.isEmpty {
                        conflicts.append(
                            "\(name): \(count) campsites is fewer than booked on " + full.joined(separator: ", "))
                    }
                }
                if let layout, sitesChange {
                    // A site a stay to come holds must not be retired or made
                    // too small for it.
                    let narrowed = CampsiteLayout.narrowed(from: current, to: layout)
                    if !narrowed.isEmpty {
                        let holding = try await sitesRetired(existing.id, narrowed, transaction)
                        if !holding.isEmpty {
                            conflicts.append(
                                (entry.sites == nil
                                    ? "\(name): \(count) campsites would retire sites held by stays to come: "
                                    : "\(name): its sites would retire or shrink sites held by stays to come: ")
                                    + holding.joined(separator: ", "))
                        }
                    }
                    try await LandmarkSites.replace(existing.id, with: layout, on: sql)
                }
                var update = sql.update(LandmarkModel.schema)
                for (column, value) in values { update = update.set(SQLIdentifier(column), to: SQLBind(value)) }
                try await update.where("id", .equal, existing.id).run()
                report.updated += 1
            }
            if !conflicts.isEmpty { throw CatalogueImportError.campsitesBelowBookings(conflicts) }
            return report
        }
    }

    private static func matches(_ landmark: Landmark, _ entry: CatalogueEntry, name: String) -> Bool {
        landmark.name == name && landmark.park == entry.park && landmark.state == entry.state
            && landmark.category.rawValue == entry.category && landmark.description == entry.description
            && landmark.coordinate.latitude == entry.latitude && landmark.coordinate.longitude == entry.longitude
            && landmark.campsiteCount == entry.resolvedCampsites && landmark.timeZone == entry.resolvedTimeZone
            && landmark.siteFees == entry.resolvedSiteFees && landmark.bookingOpening == entry.resolvedBookingOpening
    }
}
