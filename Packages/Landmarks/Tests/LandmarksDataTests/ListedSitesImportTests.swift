import DatabaseTesting
import FluentKit
import LandmarksData
import LandmarksDomain
import Synchronization
import Testing

/// An import that lists a landmark's sites one by one: the landmark then has
/// exactly those, and a site a stay to come holds is neither retired nor
/// made too small under it.
@Suite struct ListedSitesImportTests {
    private static func site(
        _ number: String, _ kind: String = "tent", people: Int = 6, vehicles: Int = 2, accessible: Bool? = nil
    ) -> CatalogueSite {
        CatalogueSite(number: number, kind: kind, maxPeople: people, maxVehicles: vehicles, accessible: accessible)
    }

    private static let meadow: [CatalogueSite] = [
        site("A1", accessible: true), site("A2", people: 4), site("B1", "rv", people: 8),
        site("G1", "group", people: 30, vehicles: 6), site("W1", "walk-in", people: 2, vehicles: 0),
    ]

    @Test func anAddedLandmarkHasExactlyTheSitesItsEntryListsAndTheirCount() async throws {
        try await SeededDatabase.use { db in
            var meadow = entry("Meadow Test Camp", campsites: nil)
            meadow.sites = Self.meadow
            let report = try await ImportCatalogue(
                store: FluentCatalogueImportStore(database: db.database, campsitesChanged: CampsiteCountChanges().check)
            ).run([meadow])
            #expect(report.added == 1)
            let landmark = try #require(try await db.repository.catalogue().landmarks.first { $0.name == meadow.name })
            #expect(landmark.campsiteCount == 5)
            let sites = try await FluentCampsiteRepository(database: db.database).sites(of: landmark.id)
            #expect(sites.map(\.number) == ["A1", "A2", "B1", "G1", "W1"])
            #expect(sites.map(\.kind) == [.tent, .tent, .rv, .group, .walkIn])
            #expect(sites.map(\.maxPeople) == [6, 4, 8, 30, 2])
            #expect(sites.filter(\.accessible).map(\.number) == ["A1"])
        }
    }

    @Test func listedSitesAddChangeAndRetireAndAStayOnlyGuardsASiteTakenFromIt() async throws {
        try await SeededDatabase.use { db in
            var meadow = entry("Meadow Test Camp", campsites: nil)
            meadow.sites = Self.meadow
            let counts = CampsiteCountChanges()
            _ = try await ImportCatalogue(
                store: FluentCatalogueImportStore(database: db.database, campsitesChanged: counts.check)
            ).run([meadow])
            let id = try #require(try await db.repository.catalogue().landmarks.first { $0.name == meadow.name }).id
            // A stay to come holds A2 and B1.
            let asked = Mutex<[[String]]>([])
            let store = FluentCatalogueImportStore(
                database: db.database, campsitesChanged: counts.check,
                sitesRetired: { _, numbers, _ in
                    asked.withLock { $0.append(numbers) }
                    return numbers.filter { ["A2", "B1"].contains($0) }.map { "\($0): stay 7K2P9Q from Fri 4 Dec 2026" }
                })
            let importer = ImportCatalogue(store: store)

            // The same sites again: nothing changes, nobody is asked.
            #expect(try await importer.run([meadow]).unchanged == 1)
            #expect(asked.withLock { $0 }.isEmpty)

            // A2 grows, B1 becomes a tent site of the same size, W1 (unheld)
            // retires, A3 is new: only W1 is taken from a site, and no stay holds it.
            var changed = meadow
            changed.sites = [
                Self.site("A1", accessible: true), Self.site("A2", people: 6), Self.site("A3"),
                Self.site("B1", "tent", people: 8), Self.site("G1", "group", people: 30, vehicles: 6),
            ]
            #expect(try await importer.run([changed]).updated == 1)
            #expect(asked.withLock { $0 } == [["W1"]])
            let sites = try await FluentCampsiteRepository(database: db.database).sites(of: id)
            #expect(sites.map(\.number) == ["A1", "A2", "A3", "B1", "G1"])
            #expect(sites.first { $0.number == "B1" }?.kind == .tent)
            #expect(sites.first { $0.number == "A2" }?.maxPeople == 6)

            // Shrinking A2 and retiring B1 under the stay: refused, naming it,
            // and nothing changes.
            var shrunk = changed
            shrunk.sites = [
                Self.site("A1", accessible: true), Self.site("A2", people: 2), Self.site("A3"),
                Self.site("G1", "group", people: 30, vehicles: 6),
            ]
            let error = await #expect(throws: CatalogueImportError.self) { try await importer.run([shrunk]) }
            #expect(
                error
                    == .campsitesBelowBookings([
                        "Meadow Test Camp: its sites would retire or shrink sites held by stays to come: A2: stay"
                            + " 7K2P9Q from Fri 4 Dec 2026, B1: stay 7K2P9Q from Fri 4 Dec 2026"
                    ]))
            #expect(try await FluentCampsiteRepository(database: db.database).sites(of: id) == sites)
            #expect(try await db.repository.catalogue().find(id: id)?.campsiteCount == 5)
        }
    }

    @Test func badSitesAreNamedAndNothingIsWritten() async throws {
        try await SeededDatabase.use { db in
            let before = try await db.repository.catalogue()
            var kinds = entry("Bad Kinds", campsites: 3)
            kinds.sites = [
                Self.site("A1", "yurt"), Self.site("W1", "walk-in", vehicles: 1), Self.site("A1"),
                Self.site("a-2"),
            ]
            var empty = entry("No Count", campsites: nil)
            var crowded = entry("Crowded", campsites: nil)
            crowded.sites = [Self.site("G1", "group", people: 41)]
            empty.sites = nil
            let error = await #expect(throws: CatalogueImportError.self) {
                try await ImportCatalogue(
                    store: FluentCatalogueImportStore(
                        database: db.database, campsitesChanged: CampsiteCountChanges().check)
                ).run([kinds, empty, crowded])
            }
            let lines = try #require(error).lines
            #expect(lines.count == 3)
            #expect(lines[0].hasPrefix("entry 1 (Bad Kinds): campsites is 3 but sites lists 4"))
            #expect(lines[0].contains("Campsite A1 has kind \"yurt\", not one of tent, rv, group, walk-in."))
            #expect(lines[0].contains("Campsite W1 is a walk-in site: no vehicle parks at it."))
            #expect(lines[0].contains("Campsite A1 is listed twice."))
            #expect(lines[0].contains("\"a-2\""))
            #expect(lines[1] == "entry 2 (No Count): campsites is missing: give how many there are, or list the sites")
            #expect(lines[2].contains("Campsite G1 must take from 1 to 40 people."))
            let after = try await db.repository.catalogue()
            #expect(after.revision == before.revision && after.landmarks == before.landmarks)
        }
    }
}
