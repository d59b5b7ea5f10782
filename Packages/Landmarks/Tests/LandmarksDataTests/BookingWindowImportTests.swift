import DatabaseTesting
import LandmarksData
import LandmarksDomain
import Testing

/// When each landmark's nights open, as the catalogue keeps it (issue 48).
@Suite struct BookingWindowImportTests {
    @Test func yosemiteReleasesAMonthOnThe15thAndEveryOtherSeededLandmarkOpensSixMonthsAheadAt10() async throws {
        try await SeededDatabase.use { db in
            let landmarks = try await db.repository.catalogue().landmarks
            let yosemite = landmarks.filter { $0.park == "Yosemite National Park" }
            #expect(yosemite.map(\.name).contains("Yosemite Valley"))
            for landmark in yosemite {
                #expect(
                    landmark.bookingOpening == BookingOpening(monthsAhead: 5, releaseDay: 15, minuteOfDay: 420),
                    "\(landmark.name)")
            }
            for landmark in landmarks where landmark.park != "Yosemite National Park" {
                #expect(landmark.bookingOpening == .standard, "\(landmark.name)")
            }
        }
    }

    @Test func anImportSetsAWindowLeavesTheStandardOneWhenUnsaidAndRefusesOneNoOfficeWouldSet() async throws {
        try await SeededDatabase.use { db in
            let importer = ImportCatalogue(
                store: FluentCatalogueImportStore(database: db.database, campsitesChanged: CampsiteCountChanges().check)
            )
            var released = entry("Release Test")
            released.bookingWindow = CatalogueWindow(monthsAhead: 4, releaseDay: 1, opensAt: "08:30")
            var rolling = entry("Rolling Test")
            rolling.bookingWindow = CatalogueWindow(monthsAhead: 3)
            let unsaid = entry("Unsaid Test")
            _ = try await importer.run([released, rolling, unsaid])
            var byName = try await Self.openings(db)
            #expect(byName["Release Test"] == BookingOpening(monthsAhead: 4, releaseDay: 1, minuteOfDay: 510))
            #expect(byName["Rolling Test"] == BookingOpening(monthsAhead: 3, releaseDay: nil, minuteOfDay: 600))
            #expect(byName["Unsaid Test"] == .standard)

            // A new window is a change the import makes; the same again is not.
            rolling.bookingWindow?.opensAt = "07:00"
            #expect(try await importer.run([rolling]).updated == 1)
            #expect(try await importer.run([rolling]).unchanged == 1)
            byName = try await Self.openings(db)
            #expect(byName["Rolling Test"]?.minuteOfDay == 420)

            var tooFar = entry("Too Far Test")
            tooFar.bookingWindow = CatalogueWindow(monthsAhead: 13)
            var noDay = entry("No Day Test")
            noDay.bookingWindow = CatalogueWindow(releaseDay: 32, opensAt: "7am")
            let error = await #expect(throws: CatalogueImportError.self) { try await importer.run([tooFar, noDay]) }
            let lines = try #require(error).lines
            #expect(lines.count == 2)
            #expect(lines[0].contains("bookingWindow.monthsAhead must be from 1 to 12, not 13"))
            #expect(lines[1].contains("bookingWindow.releaseDay must be from 1 to 31, not 32"))
            #expect(lines[1].contains("bookingWindow.opensAt must be a time of day, such as 07:00"))
            #expect(try await Self.openings(db)["Too Far Test"] == nil)
        }
    }

    @Test func aTimeOfDayIsReadAsHoursAndMinutesAndNothingElse() {
        #expect(BookingOpening.minuteOfDay("00:00") == 0)
        #expect(BookingOpening.minuteOfDay("23:59") == 1_439)
        for text in ["24:00", "7:00", "07:60", "+7:00", "07:00:00", "", "0700"] {
            #expect(BookingOpening.minuteOfDay(text) == nil, "\(text)")
        }
    }

    private static func openings(_ db: SeededDatabase) async throws -> [String: BookingOpening] {
        Dictionary(
            uniqueKeysWithValues: try await db.repository.catalogue().landmarks.map { ($0.name, $0.bookingOpening) })
    }
}
