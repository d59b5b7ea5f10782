import DatabaseTesting
import FluentKit
import LandmarksData
import LandmarksDomain
import Testing

@Suite struct LandmarkSitesTests {
    @Test func everySeededLandmarkHasAsManySitesAsItsCampsiteCountShapedLikeItsCampground() async throws {
        try await SeededDatabase.use { db in
            let sites = FluentCampsiteRepository(database: db.database)
            let landmarks = try await db.repository.catalogue().landmarks
            #expect(landmarks.count > 30)
            var kinds: [String: Set<CampsiteKind>] = [:]
            for landmark in landmarks {
                let laidOut = try await sites.sites(of: landmark.id)
                #expect(laidOut.count == landmark.campsiteCount, "\(landmark.name)")
                kinds[landmark.name] = Set(laidOut.map(\.kind))
                // Where two or more sites are, one is held for those who need it.
                #expect(laidOut.count < 2 || laidOut.contains(where: \.accessible), "\(landmark.name)")
            }
            // Camp 4 below Yosemite Falls is mostly walk-in; Jenny Lake takes
            // tents only; Devils Garden has group sites but no RV loop.
            #expect(kinds["Yosemite Falls"] == [.tent, .walkIn])
            #expect(kinds["Grand Teton"] == [.tent])
            #expect(kinds["Delicate Arch"] == [.tent, .group])
            #expect(try await sites.sites(of: 999_999).isEmpty)
        }
    }

    @Test func theSitesOfEveryLandmarkReadAtOnceAreEachLandmarksOwnAndSkipThoseWithoutCamping() async throws {
        try await SeededDatabase.use { db in
            let sites = FluentCampsiteRepository(database: db.database)
            let every = try await sites.sitesByLandmark()
            let landmarks = try await db.repository.catalogue().landmarks
            #expect(Set(every.keys) == Set(landmarks.filter { $0.campsiteCount > 0 }.map(\.id)))
            for landmark in landmarks where landmark.campsiteCount > 0 {
                #expect(every[landmark.id] == (try await sites.sites(of: landmark.id)), "\(landmark.name)")
            }
        }
    }

    @Test func aDatabaseFromBeforeSitesKeepsEveryCountAsItWas() async throws {
        let before = LandmarksMigrations.all.filter { !($0 is AddLandmarkSites) }
        let store = try await MigratedDatabase(before)
        do {
            let sql = store.sql
            // An operator's import had given one landmark a count no seed has.
            try await sql.raw("UPDATE landmarks SET campsite_count = 9 WHERE id = 1").run()
            try await AddLandmarkSites().prepare(on: store.database())
            let sites = try await FluentCampsiteRepository(database: store.database).sites(of: 1)
            #expect(sites.count == 9)
            #expect(Set(sites.map(\.kind)) == [.tent, .rv, .group, .walkIn])
            let counts = try await sql.raw(
                """
                SELECT COUNT(*) AS n FROM landmarks l
                WHERE l.campsite_count <> (SELECT COUNT(*) FROM landmark_sites s WHERE s.landmark_id = l.id)
                """
            ).first()?.decode(column: "n", as: Int.self)
            #expect(counts == 0)
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }

    @Test func anImportThatChangesACountLaysOutThatLandmarksSitesAgainAndANewOneGetsItsOwn() async throws {
        try await SeededDatabase.use { db in
            let crater = try #require(
                try await db.repository.catalogue().list(try LandmarkFilter(search: "crater lake"), offset: 0, limit: 1)
                    .landmarks.first)
            var craterEntry = entry(crater.name, campsites: crater.campsiteCount + 3)
            craterEntry.park = crater.park
            let importer = ImportCatalogue(
                store: FluentCatalogueImportStore(database: db.database, campsitesChanged: CampsiteCountChanges().check)
            )
            _ = try await importer.run([craterEntry, entry("Sites Test Meadow", campsites: 4)])
            let sites = FluentCampsiteRepository(database: db.database)
            #expect(try await sites.sites(of: crater.id).count == crater.campsiteCount + 3)
            let meadow = try #require(
                try await db.repository.catalogue().list(
                    try LandmarkFilter(search: "sites test meadow"), offset: 0, limit: 1
                ).landmarks.first)
            #expect(try await sites.sites(of: meadow.id).map(\.number) == ["A1", "A2", "A3", "B1"])
        }
    }
}
