import API
import APIServer
import ArgumentParser
import CalendarDays
import FeatureContract
import FluentKit
import Foundation
import Hummingbird
import LandmarksApi
import LandmarksData
import LandmarksDomain
import Logging
import PageLayout
import Route
import ServiceLifecycle
import Utilities

/// The one public door of the Landmarks feature: what the host asks it for
/// (the `Feature` contract, ADR 0113).
public final class LandmarksAppFactory: Feature {
    /// Everything Landmarks needs from the host. Nothing has a default: a need
    /// left unmet does not compile (ADR 0113). Landmarks needs nothing of
    /// another feature; others add to its extension points (`extensions`).
    public struct Dependencies: Sendable {
        /// The database, the page frame, the logger (favorites kept and
        /// forgotten, by ids only), the clock, the container and the settings.
        public var host: FeatureHost

        /// Landmarks' needs: what every feature gets from the host.
        public init(host: FeatureHost) {
            self.host = host
        }

        var database: @Sendable () -> any Database { host.database }
        var layout: PageLayout { host.layout }
        var logger: Logger { host.logger }
    }

    /// Filled by the host's edge block; empty when no other feature adds anything.
    public let extensions = Contributions<any LandmarkExtension>()
    public let name = "Landmarks"
    let environment: LandmarksEnvironment

    /// Builds the feature's container as a child of the host's, so the host's
    /// `validate()` checks this feature's wiring too. Resolves nothing.
    public init(dependencies: Dependencies) {
        environment = LandmarksEnvironment(dependencies: dependencies, extensions: extensions)
    }

    /// The feature's entry in the app's navigation, which is also its main page.
    public func makeAppView() -> NavigationEntry? { Self.listEntry }

    private static let listEntry = NavigationEntry(
        title: "Landmarks", location: LandmarksPage.list().location, order: 10)

    /// The list, the categories, and (to someone signed in) their favorites.
    public func makeMenuEntries() -> [NavigationEntry] {
        [
            Self.listEntry,
            NavigationEntry(title: "Categories", location: LandmarksPage.categories.location, order: 11),
            NavigationEntry(
                title: "Favorites", location: LandmarksPage.favorites.location, order: 12, audience: .signedIn),
        ]
    }

    /// What Landmarks's API offers, for the contract the host publishes at
    /// `/api/v1/openapi.json` (ADR 0104).
    public func makeAPIContract() -> EndpointGroup? {
        EndpointGroup(
            name: "Landmarks", summary: "The catalogue of landmarks, its categories, and the caller's favorites.",
            endpoints: LandmarksEndpoints.all)
    }

    /// Everything Landmarks serves: its pages and its API, for the host to mount.
    public func makeScene() throws -> RouteCollection<AppRequestContext> {
        try LandmarkRoutes(
            pages: environment.container.resolve(LandmarkPages.self),
            api: environment.container.resolve(LandmarksAPIHandlers.self)
        ).collection()
    }

    /// Deletes the favorites kept for the account `userID` on `transaction`:
    /// what the host's edge has done when the feature that keeps accounts
    /// deletes one, inside that transaction (ADR 0113).
    public func forgetFavorites(of userID: UUID, on transaction: any Database) async throws {
        try await FluentFavoriteRepository.deleteAll(of: userID, on: transaction)
    }

    /// One landmark as another feature may know it, or nil when there is no
    /// such landmark. Read from the database, not the catalogue in memory: a
    /// booking must count campsites as they are now, even a second after an
    /// import. The repositories are resolved at the first call.
    public func facts(id: Int) async throws -> LandmarkFacts? {
        let repository = try environment.container.resolve(FluentLandmarkRepository.self)
        guard id > 0, let landmark = try await repository.find(id: id) else { return nil }
        let sites = try await environment.container.resolve(FluentCampsiteRepository.self).sites(of: id)
        return LandmarkFacts(landmark, sites: sites)
    }

    /// Every landmark that has campsites, as another feature may know it, by
    /// id: two reads from the database, whatever the number of landmarks
    /// (the search by dates judges every landmark's sites at once).
    public func factsOfCampgrounds() async throws -> [LandmarkFacts] {
        let sites = try await environment.container.resolve(FluentCampsiteRepository.self).sitesByLandmark()
        let catalogue = try await environment.container.resolve(FluentLandmarkRepository.self).catalogue()
        return catalogue.landmarks.compactMap { landmark in
            guard let sites = sites[landmark.id], !sites.isEmpty else { return nil }
            return LandmarkFacts(landmark, sites: sites)
        }
        .sorted { $0.id < $1.id }
    }

    /// The list of landmarks with a campsite free on every night from
    /// `checkIn` to the morning of `checkOut`, for another feature to send
    /// people to (a booking that clashed, ADR 0112).
    public func listFree(from checkIn: Day, to checkOut: Day) -> Location {
        LandmarksPage.list(checkIn: checkIn.iso, checkOut: checkOut.iso).location
    }

    /// What the host runs beside the server: the refresh that keeps the
    /// catalogue in memory current with the database (ADR 0106), and the
    /// sweep that keeps signed-in people's favorites verified (ADR 0106).
    public func makeServices() throws -> [any Service] {
        let favorites = try environment.container.resolve(CachedFavoriteRepository.self)
        return [
            CatalogueRefresh(
                repository: try environment.container.resolve(CachedLandmarkRepository.self),
                logger: environment.logger, interval: CachedLandmarkRepository.refreshInterval),
            PeriodicWork(
                "favorites verification", every: CachedFavoriteRepository.bound / 4, logger: environment.logger
            ) {
                try await favorites.reverify()
            },
        ]
    }

    /// The operator's commands: `landmarks catalogue import FILE`.
    public func makeOperatorCommands() -> [any ParsableCommand.Type] {
        [CatalogueCommand.self]
    }

    /// How long a change to the catalogue takes at most to show on every host
    /// sharing the database: one refresh interval, plus one reread.
    public static var catalogueRefreshInterval: Duration { CachedLandmarkRepository.refreshInterval }

    /// The migrations the host runs before serving, the seed included.
    public func makeMigrations() -> [any Migration] {
        LandmarksMigrations.all
    }
}
