import APIServer
import FluentKit
import Foundation
import Hummingbird
import HummingbirdTesting
import LandmarksApi
import LandmarksDomain
import Route
import Testing
import Utilities

@testable import Landmarks

private struct BrokenRepository: LandmarkRepository {
    struct Outage: Error {}
    func catalogue() async throws -> LandmarkCatalogue { throw Outage() }
}

@Suite struct LandmarksAppFactoryTests {
    @Test func offersItsNavigationEntry() async throws {
        let app = try await TestApp()
        let entry = try #require(app.factory.makeAppView())
        #expect(entry.title == "Landmarks")
        #expect(entry.location.href == "/landmarks")
        await app.close()
    }

    @Test func itsMenuOffersTheListAndCategoriesToEveryoneAndFavoritesOnlyToTheSignedIn() async throws {
        let app = try await TestApp()
        let entries = app.factory.makeMenuEntries()
        #expect(entries.map(\.title) == ["Landmarks", "Categories", "Favorites"])
        #expect(entries.map(\.location.href) == ["/landmarks", "/categories", "/favorites"])
        #expect(entries.map { $0.isShown(signedIn: false) } == [true, true, false])
        #expect(entries.allSatisfy { $0.isShown(signedIn: true) })
        await app.close()
    }

    @Test func itsMigrationsCreateAndSeed() async throws {
        let app = try await TestApp()
        #expect(
            app.factory.makeMigrations().map(\.name) == [
                "Landmarks.CreateLandmarks", "Landmarks.SeedLandmarks", "Landmarks.CreateFavorites",
                "Landmarks.CreateCatalogueRevision", "Landmarks.AddLandmarkTimeZones",
                "Landmarks.AddLandmarkNightlyFees", "Landmarks.AddLandmarkSites", "Landmarks.AddSiteFees",
                "Landmarks.AddBookingWindows",
            ])
        await app.close()
    }

    @Test func theImportCommandTakesAFileThenTheSettings() throws {
        let parsed = try CatalogueCommand.parseAsRoot(["import", "cove.json", "--database-url", "sqlite:x.sqlite"])
        let command = try #require(parsed as? CatalogueImportCommand)
        #expect(command.file == "cove.json")
        #expect(command.settings.values == ["--database-url", "sqlite:x.sqlite"])
        #expect(throws: (any Error).self) { try CatalogueCommand.parseAsRoot(["import"]) }
    }

    @Test func whatAnotherFeatureAddsShowsOnALandmarksPageFirstAsPrimaryAndOffersTheCatalogueCommands() async throws {
        let app = try await TestApp(extensions: [HikingLinks()])
        #expect(app.factory.makeOperatorCommands().map { $0.configuration.commandName } == ["catalogue"])
        try await app.test { client in
            try await client.execute(uri: "/landmarks/2", method: .get) { response in
                #expect(response.status == .ok)
                // The first action is the primary button, the next a secondary one.
                #expect(String(buffer: response.body).contains(#"<a class="button" href="/hikes/2">Plan a hike</a>"#))
                #expect(
                    String(buffer: response.body).contains(
                        #"<a class="button secondary" href="/trails/2">See the trails</a>"#))
            }
        }
    }

    @Test func aLandmarkWhereNobodyCampsSaysSoHidesCampingLinksAndPointsToTheThreeNearestWithCampsites() async throws {
        let app = try await TestApp(extensions: [HikingLinks(), CampingLinks()])
        try await app.test { client in
            // The Statue of Liberty (25): no campsites in the seed.
            try await client.execute(uri: "/landmarks/25", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(html.contains(#"<dd id="campsites">None: nobody camps here</dd>"#))
                #expect(!html.contains("nightly-fee"))
                #expect(!html.contains("Book a campsite"))
                #expect(html.contains(#"<a class="button" href="/hikes/25">Plan a hike</a>"#))
                let nearby =
                    html.components(separatedBy: #"<ul id="camping-nearby">"#).last?
                    .components(separatedBy: "</ul>").first ?? ""
                // Nearest first, each with campsites: Niagara Falls, then Cape
                // Hatteras, then Cadillac Mountain (Acadia), as the crow flies.
                #expect(nearby.components(separatedBy: "<li>").count == 4)
                #expect(nearby.contains(#"<a href="/landmarks/34">Niagara Falls</a>, New York: 306 mi away"#))
                #expect(
                    nearby.contains(#"<a href="/landmarks/37">Cape Hatteras Lighthouse</a>, North Carolina: 384 mi"#))
                #expect(nearby.hasSuffix(#"<a href="/landmarks/20">Cadillac Mountain</a>, Maine: 390 mi away</li>"#))
            }
            try await client.execute(uri: "/api/v1/landmarks/25", method: .get) { response in
                let landmark = try JSONDecoder().decode(LandmarkDTO.self, from: response.body)
                #expect(landmark.campsiteCount == 0)
                let nearby = try #require(landmark.campingNearby)
                #expect(nearby.map(\.name).first == "Niagara Falls")
                #expect(nearby.count == 3)
                #expect(nearby.map(\.kilometres) == nearby.map(\.kilometres).sorted())
                #expect(nearby.allSatisfy { $0.url == "/landmarks/\($0.id)" })
            }
            // A landmark with campsites offers booking and points nowhere else.
            try await client.execute(uri: "/landmarks/1", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(html.contains(#"href="/book/1">Book a campsite</a>"#))
                #expect(!html.contains("camping-nearby"))
            }
            try await client.execute(uri: "/api/v1/landmarks/1", method: .get) { response in
                let landmark = try JSONDecoder().decode(LandmarkDTO.self, from: response.body)
                #expect(landmark.campingNearby == nil)
            }
        }
    }

    @Test func itsContainerIsAChildOfTheHostsAndValidates() async throws {
        let app = try await TestApp()
        #expect(app.factory.environment.container.parent === app.container)
        try app.container.validate()
        await app.close()
    }

    @Test func aStorageFailureIsA500WithoutDetails() async throws {
        let app = try await TestApp()
        app.factory.environment.container.override((any LandmarkRepository).self) { _ in BrokenRepository() }
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ProblemMiddleware())
        router.addRoutes(try app.factory.makeScene())
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/api/v1/landmarks", method: .get) { response in
                #expect(response.status == .internalServerError)
                #expect(!String(buffer: response.body).contains("Outage"))
            }
        }
        await app.close()
    }

    @Test func pageRoutesRoundTrip() throws {
        let pages: [LandmarksPage] = [
            .list(), .list(category: "lake", search: "crater & co", page: 3), .categories, .detail(id: 42),
        ]
        for page in pages {
            #expect(LandmarksPage(location: try #require(Location(href: page.href))) == page)
        }
        #expect(LandmarksPage(location: Location(path: "/landmarks/abc")) == nil)
        #expect(LandmarksPage(location: Location(path: "/elsewhere")) == nil)
    }
}

/// Another feature that adds a camping link to a landmark's page.
private struct CampingLinks: LandmarkExtension {
    let actions = [LandmarkAction(title: "Book a campsite", forCampers: true) { Location(path: "/book/\($0)") }]
    let staySearch: (any StaySearch)? = nil
    func campsitesChanged(landmarkID: Int, to campsites: Int, on transaction: any Database) async throws -> [String] {
        []
    }
}

/// Another feature that adds two links to a landmark's page and nothing else.
private struct HikingLinks: LandmarkExtension {
    let actions = [
        LandmarkAction(title: "Plan a hike") { Location(path: "/hikes/\($0)") },
        LandmarkAction(title: "See the trails") { Location(path: "/trails/\($0)") },
    ]
    let staySearch: (any StaySearch)? = nil
    func campsitesChanged(landmarkID: Int, to campsites: Int, on transaction: any Database) async throws -> [String] {
        []
    }
}
