import APIServer
import FluentKit
import Hummingbird
import HummingbirdTesting
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
                "Landmarks.AddLandmarkNightlyFees", "Landmarks.AddLandmarkSites",
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
