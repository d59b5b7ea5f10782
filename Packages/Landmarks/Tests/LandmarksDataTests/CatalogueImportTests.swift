import DatabaseTesting
import FluentKit
import Foundation
import LandmarksData
import LandmarksDomain
import Synchronization
import Testing

/// What the host wires in: the nights booked beyond a new count. Here a fixed
/// answer per landmark, and a record of what was asked.
final class CampsiteCountChanges: Sendable {
    let overbooked: [Int: [String]]
    let asked = Mutex<[(Int, Int)]>([])

    init(overbooked: [Int: [String]] = [:]) {
        self.overbooked = overbooked
    }

    func check(_ landmarkID: Int, _ campsites: Int, _ transaction: any Database) async throws -> [String] {
        asked.withLock { $0.append((landmarkID, campsites)) }
        return overbooked[landmarkID] ?? []
    }
}

func entry(_ name: String, campsites: Int? = 5, category: String = "lake", latitude: Double = 45) -> CatalogueEntry {
    CatalogueEntry(
        name: name, park: "Test Park", state: "Oregon", category: category, description: "A place for tests.",
        latitude: latitude, longitude: -120, campsites: campsites)
}

@Suite struct CatalogueImportTests {
    @Test func addsNewLandmarksUpdatesChangedOnesAndRaisesTheRevision() async throws {
        try await SeededDatabase.use { db in
            let before = try await db.repository.catalogue()
            let crater = try #require(
                before.list(try LandmarkFilter(search: "crater lake"), offset: 0, limit: 1).landmarks.first)
            let changes = CampsiteCountChanges()
            let importer = ImportCatalogue(
                store: FluentCatalogueImportStore(database: db.database, campsitesChanged: changes.check))
            var craterEntry = entry(crater.name, campsites: crater.campsiteCount + 3)
            craterEntry.park = crater.park
            let report = try await importer.run([entry("Lake Test Añil"), craterEntry])
            #expect(report.added == 1 && report.updated == 1 && report.unchanged == 0)
            #expect(report.revision == before.revision + 1)
            let after = try await db.repository.catalogue()
            #expect(after.revision == report.revision)
            #expect(after.landmarks.count == before.landmarks.count + 1)
            #expect(after.find(id: crater.id)?.campsiteCount == crater.campsiteCount + 3)
            #expect(
                after.list(try LandmarkFilter(search: "anil"), offset: 0, limit: 5).landmarks.map(\.name) == [
                    "Lake Test Añil"
                ])
            #expect(changes.asked.withLock { $0 }.map(\.0) == [crater.id])

            let again = try await importer.run([entry("Lake Test Añil"), craterEntry])
            #expect(again.added == 0 && again.updated == 0 && again.unchanged == 2)
        }
    }

    @Test func aBadFileChangesNothingAndNamesEveryBadEntry() async throws {
        try await SeededDatabase.use { db in
            let before = try await db.repository.catalogue()
            let importer = ImportCatalogue(
                store: FluentCatalogueImportStore(database: db.database, campsitesChanged: CampsiteCountChanges().check)
            )
            let error = await #expect(throws: CatalogueImportError.self) {
                try await importer.run([
                    entry("Good One"), entry("", campsites: 2), entry("Volcano", category: "volcano"),
                    entry("Off The Map", latitude: 123), entry("Negative", campsites: -1), entry("Good One"),
                ])
            }
            let lines = try #require(error).lines
            #expect(lines.count == 5)
            #expect(lines[0].hasPrefix("entry 2 (no name): name is empty"))
            #expect(lines[1].contains("entry 3 (Volcano)") && lines[1].contains("volcano"))
            #expect(lines[2].contains("entry 4 (Off The Map)") && lines[2].contains("not a point on Earth"))
            #expect(lines[3].contains("entry 5 (Negative)") && lines[3].contains("campsites"))
            #expect(lines[4].contains("entry 6 (Good One)") && lines[4].contains("same name as entry 1"))
            let after = try await db.repository.catalogue()
            #expect(after.revision == before.revision)
            #expect(after.landmarks == before.landmarks)
        }
    }

    @Test func aCountBelowWhatIsBookedRefusesTheWholeImport() async throws {
        try await SeededDatabase.use { db in
            let before = try await db.repository.catalogue()
            let target = before.landmarks[0]
            let changes = CampsiteCountChanges(overbooked: [
                target.id: ["2027-03-01 (4 booked)", "2027-03-02 (3 booked)"]
            ])
            let importer = ImportCatalogue(
                store: FluentCatalogueImportStore(database: db.database, campsitesChanged: changes.check))
            var lowered = entry(target.name, campsites: 1)
            lowered.park = target.park
            let error = await #expect(throws: CatalogueImportError.self) {
                try await importer.run([entry("Added Meanwhile"), lowered])
            }
            #expect(
                error
                    == .campsitesBelowBookings([
                        "\(target.name): 1 campsites is fewer than booked on 2027-03-01 (4 booked), 2027-03-02 (3"
                            + " booked)"
                    ]))
            let after = try await db.repository.catalogue()
            #expect(after.revision == before.revision)
            #expect(after.landmarks == before.landmarks)
        }
    }
}

@Suite struct RetiredSitesTests {
    /// Crater Lake's sites laid out from a count of 12 (A1-A7, B1-B3, G1, W1)
    /// and lowered to 10 (A1-A6, B1-B2, G1, W1): A7 and B3 go. A stay still
    /// to come on B3 refuses the import, naming the stay; sites no stay
    /// holds retire quietly.
    @Test func loweringACountThatRetiresASiteAStayHoldsIsRefusedNamingTheStay() async throws {
        try await SeededDatabase.use { db in
            let before = try await db.repository.catalogue()
            let crater = try #require(before.landmarks.first { $0.name == "Crater Lake" })
            var twelve = entry(crater.name, campsites: 12)
            twelve.park = crater.park
            let counts = CampsiteCountChanges()
            _ = try await ImportCatalogue(
                store: FluentCatalogueImportStore(database: db.database, campsitesChanged: counts.check)
            ).run([twelve])
            let asked = Mutex<[[String]]>([])
            let holding = FluentCatalogueImportStore(
                database: db.database, campsitesChanged: counts.check,
                sitesRetired: { landmarkID, numbers, _ in
                    asked.withLock { $0.append(numbers) }
                    return landmarkID == crater.id && numbers.contains("B3")
                        ? ["B3: stay 7K2P9Q from Fri 4 Dec 2026"] : []
                })
            var ten = twelve
            ten.campsites = 10
            let error = await #expect(throws: CatalogueImportError.self) {
                try await ImportCatalogue(store: holding).run([ten])
            }
            #expect(
                error
                    == .campsitesBelowBookings([
                        "Crater Lake: 10 campsites would retire sites held by stays to come: B3: stay 7K2P9Q from Fri"
                            + " 4 Dec 2026"
                    ]))
            #expect(asked.withLock { $0 } == [["A7", "B3"]])
            #expect(try await db.repository.catalogue().find(id: crater.id)?.campsiteCount == 12)
            // Eleven (A1-A7, B1-B2, G1, W1) retires B3 alone: refused again.
            var eleven = twelve
            eleven.campsites = 11
            await #expect(throws: CatalogueImportError.self) { try await ImportCatalogue(store: holding).run([eleven]) }
            // Growing retires nothing, and asks nothing.
            var fourteen = twelve
            fourteen.campsites = 14
            _ = try await ImportCatalogue(store: holding).run([fourteen])
            #expect(asked.withLock { $0 } == [["A7", "B3"], ["B3"]])
            #expect(try await db.repository.catalogue().find(id: crater.id)?.campsiteCount == 14)
        }
    }
}

@Suite struct CachedLandmarkRepositoryTests {
    @Test func answersFromMemoryAndRereadsOnlyWhenTheRevisionMoves() async throws {
        try await SeededDatabase.use { db in
            let cached = CachedLandmarkRepository(source: db.repository)
            let first = try await cached.catalogue()
            #expect(try await cached.refresh() == false)

            // Another process's import, through its own store on the same database.
            let importer = ImportCatalogue(
                store: FluentCatalogueImportStore(database: db.database, campsitesChanged: CampsiteCountChanges().check)
            )
            _ = try await importer.run([entry("Imported Elsewhere")])
            #expect(try await cached.catalogue().landmarks.count == first.landmarks.count)
            #expect(try await cached.refresh() == true)
            let second = try await cached.catalogue()
            #expect(second.revision == first.revision + 1)
            #expect(second.landmarks.contains { $0.name == "Imported Elsewhere" })
            #expect(try await cached.refresh() == false)
        }
    }
}

@Suite struct LandmarkTimeZoneTests {
    @Test func everySeededLandmarkHasItsStatesTimeZone() async throws {
        try await SeededDatabase.use { db in
            let catalogue = try await db.repository.catalogue()
            let byName = Dictionary(uniqueKeysWithValues: catalogue.landmarks.map { ($0.name, $0.timeZone.identifier) })
            #expect(byName["Yosemite Valley"] == "America/Los_Angeles")
            #expect(byName["Old Faithful"] == "America/Denver")
            #expect(byName["Grand Canyon South Rim"] == "America/Phoenix")
            #expect(
                !catalogue.landmarks.contains { $0.timeZone.identifier == "UTC" || $0.timeZone.identifier == "GMT" })
        }
    }

    @Test func anImportNamesAZoneOrTakesItsStatesAndAnUnknownOneIsRefused() async throws {
        try await SeededDatabase.use { db in
            let importer = ImportCatalogue(
                store: FluentCatalogueImportStore(database: db.database, campsitesChanged: CampsiteCountChanges().check)
            )
            var named = entry("Snake River Test")
            named.state = "Idaho"
            named.timeZone = "America/Boise"
            var fromState = entry("Oregon Test")
            fromState.timeZone = nil
            _ = try await importer.run([named, fromState])
            let catalogue = try await db.repository.catalogue()
            #expect(catalogue.landmarks.first { $0.name == "Snake River Test" }?.timeZone.identifier == "America/Boise")
            #expect(
                catalogue.landmarks.first { $0.name == "Oregon Test" }?.timeZone.identifier == "America/Los_Angeles")

            var unknown = entry("Nowhere Test")
            unknown.timeZone = "Mars/Olympus"
            var split = entry("Split Test")
            split.state = "Idaho"
            let error = await #expect(throws: CatalogueImportError.self) { try await importer.run([unknown, split]) }
            let lines = try #require(error).lines
            #expect(lines.count == 2)
            #expect(lines[0].contains("\"Mars/Olympus\" is not an IANA zone"))
            #expect(lines[1].contains("timeZone is missing") && lines[1].contains("Idaho"))

            // Moving a landmark to another zone is a change the import makes.
            named.timeZone = "America/Denver"
            #expect(try await importer.run([named]).updated == 1)
        }
    }
}

@Suite struct LandmarkNightlyFeeTests {
    @Test func everySeededLandmarkCostsWhatItsCategoryUsuallyDoes() async throws {
        let db = try await SeededDatabase()
        let catalogue = try await db.repository.catalogue()
        await db.close()
        #expect(!catalogue.landmarks.isEmpty)
        for landmark in catalogue.landmarks {
            #expect(landmark.nightlyFee == landmark.category.usualNightlyFee, "\(landmark.name)")
        }
        #expect(catalogue.landmarks.first { $0.name == "Yosemite Valley" }?.nightlyFee == 3500)
    }

    @Test func anImportSetsAFeeOrTakesTheCategorysAndRefusesOneOutOfRange() async throws {
        let db = try await SeededDatabase()
        let importer = ImportCatalogue(
            store: FluentCatalogueImportStore(database: db.database, campsitesChanged: CampsiteCountChanges().check))
        var priced = entry("Priced Lake Test")
        priced.nightlyFeeCents = 4150
        let usual = entry("Usual Lake Test")
        _ = try await importer.run([priced, usual])
        var catalogue = try await db.repository.catalogue()
        #expect(catalogue.landmarks.first { $0.name == "Priced Lake Test" }?.nightlyFee == 4150)
        #expect(
            catalogue.landmarks.first { $0.name == "Usual Lake Test" }?.nightlyFee
                == LandmarkCategory.lake.usualNightlyFee)

        // A new fee is a change the import makes; the same fee again is not.
        priced.nightlyFeeCents = 4500
        #expect(try await importer.run([priced]).updated == 1)
        #expect(try await importer.run([priced]).unchanged == 1)
        catalogue = try await db.repository.catalogue()
        #expect(catalogue.landmarks.first { $0.name == "Priced Lake Test" }?.nightlyFee == 4500)

        var negative = entry("Negative Test")
        negative.nightlyFeeCents = -1
        var huge = entry("Huge Test")
        huge.nightlyFeeCents = ImportCatalogue.maxNightlyFeeCents + 1
        let error = await #expect(throws: CatalogueImportError.self) { try await importer.run([negative, huge]) }
        let lines = try #require(error).lines
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("nightlyFeeCents must be from 0 to 100000") })
        #expect(try await db.repository.catalogue().landmarks.contains { $0.name == "Negative Test" } == false)
        await db.close()
    }

    @Test func everyStoredLandmarkPricesItsOtherKindsOfSiteFromItsTentFeeAsTheDomainDoes() async throws {
        let before = LandmarksMigrations.all.filter { !($0 is AddSiteFees) }
        let store = try await MigratedDatabase(before)
        do {
            // Fees whose halves, thirds and fifths do not fall on whole dollars.
            try await store.sql.raw("UPDATE landmarks SET nightly_fee_cents = 3333 WHERE id = 1").run()
            try await store.sql.raw("UPDATE landmarks SET nightly_fee_cents = 0 WHERE id = 2").run()
            try await AddSiteFees().prepare(on: store.database())
            let landmarks = try await FluentLandmarkRepository(database: store.database).catalogue().landmarks
            #expect(landmarks.count > 30)
            for landmark in landmarks {
                #expect(landmark.siteFees == SiteFees.usual(tent: landmark.nightlyFee), "\(landmark.name)")
            }
            #expect(SiteFees.usual(tent: 3333) == SiteFees(tent: 3333, rv: 4900, group: 9900, walkIn: 2600))
            #expect(landmarks.first { $0.id == 2 }?.siteFees == SiteFees(tent: 0, rv: 0, group: 0, walkIn: 0))
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }

    @Test func anImportSetsTheFeeOfAKindOfSitePricesTheOthersFromTheTentFeeAndRefusesAnUnknownKind() async throws {
        let db = try await SeededDatabase()
        let importer = ImportCatalogue(
            store: FluentCatalogueImportStore(database: db.database, campsitesChanged: CampsiteCountChanges().check))
        var priced = entry("Group Priced Test")
        priced.nightlyFeeCents = 3000
        priced.siteFeesCents = ["group": 12_000]
        _ = try await importer.run([priced])
        let fees = try await db.repository.catalogue().landmarks.first { $0.name == "Group Priced Test" }?.siteFees
        #expect(fees == SiteFees(tent: 3000, rv: 4500, group: 12_000, walkIn: 2400))

        // A new fee for one kind is a change the import makes; the same again is not.
        priced.siteFeesCents = ["group": 12_000, "walk-in": 1500]
        #expect(try await importer.run([priced]).updated == 1)
        #expect(try await importer.run([priced]).unchanged == 1)
        #expect(
            try await db.repository.catalogue().landmarks.first { $0.name == "Group Priced Test" }?.siteFees.walkIn
                == 1500)

        var unknown = entry("Yurt Test")
        unknown.siteFeesCents = ["yurt": 5000]
        var huge = entry("Huge RV Test")
        huge.siteFeesCents = ["rv": ImportCatalogue.maxNightlyFeeCents + 1]
        let error = await #expect(throws: CatalogueImportError.self) { try await importer.run([unknown, huge]) }
        let lines = try #require(error).lines
        #expect(lines.count == 2)
        #expect(lines[0].contains(#"siteFeesCents names "yurt", not a kind of site (tent, rv, group, walk-in)"#))
        #expect(lines[1].contains("siteFeesCents.rv must be from 0 to 100000 (US cents), not 100001"))
        #expect(try await db.repository.catalogue().landmarks.contains { $0.name == "Yurt Test" } == false)
        await db.close()
    }
}
