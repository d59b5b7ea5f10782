import API
import APIServer
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
/// (the `Feature` contract, ADR 0098).
public final class LandmarksAppFactory: Feature {
    /// Everything Landmarks needs from the host. Nothing has a default: a need
    /// left unmet does not compile (ADR 0098). Landmarks needs nothing of
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

    /// What another feature adds to a landmark's page, to a catalogue
    /// import and to the list: links shown on the page (such as "Book a
    /// campsite"; Landmarks knows only the title and where it goes, ADR
    /// 0099); what to ask inside an import's transaction when a landmark's
    /// campsite count changes (the nights already booked beyond the new
    /// count, then the import is refused, or none); and the search by dates
    /// (ADR 0099), nil when the feature offers none.
    public typealias Extension = (
        actions: [LandmarkAction],
        campsiteCountChange:
            @Sendable (_ landmarkID: Int, _ campsites: Int, _ transaction: any Database) async throws
            -> [String],
        stays: StaySearch?
    )

    /// The search by dates, from the feature that books campsites: given
    /// check-in, check-out and guests as typed, the stay's nights and the
    /// landmarks full on at least one of them, or a 422 `Problem` naming each
    /// field that breaks a booking rule; where to book those nights at one
    /// landmark; and the next two weeks' nights at one landmark (a short
    /// label, the campsites free, where to pick it as check-in, if it can
    /// be), which its page shows at a glance. Landmarks keeps the landmarks
    /// with campsites that are not full, and prices the stay at each one's
    /// nightly fee.
    public typealias StaySearch = (
        fullLandmarks:
            @Sendable (_ checkIn: String?, _ checkOut: String?, _ guests: String?) async throws
            -> (nights: Int, full: Set<Int>),
        book: @Sendable (_ landmarkID: Int, _ checkIn: String, _ checkOut: String) -> Location,
        nextNights: @Sendable (_ landmarkID: Int) async throws -> [(label: String, free: Int, pick: Location?)]
    )

    /// A titled link for a landmark's page, made from the landmark's id. The
    /// first one added is the page's primary button; the others are secondary.
    public typealias LandmarkAction = (title: String, location: @Sendable (Int) -> Location)

    /// Filled by the host's edge block; empty when no other feature adds anything.
    public let extensions = Contributions<Extension>()
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
        let pages = try environment.container.resolve(LandmarkPages.self)
        let api = try environment.container.resolve(LandmarksAPIHandlers.self)
        let routes = RouteCollection(context: AppRequestContext.self)
        StaticAssetRoutes.add([USMap.outline], to: routes)
        routes.get(RouterPath(LandmarkPaths.list.routerPath)) { request, context in
            try await pages.shared(request, context, render: pages.list)
        }
        routes.get(RouterPath(LandmarkPaths.categories.routerPath)) { request, context in
            try await pages.shared(request, context, render: pages.categories)
        }
        // The router matches each path once; a malformed id in it is a
        // landmark that was never there.
        routes.get(RouterPath(LandmarkPaths.detail.routerPath)) { request, context in
            guard let id = context.parameters.get("id").flatMap(PathValue.positiveID) else {
                return pages.notFound(request, context).response
            }
            // With a glance at the nights ahead, the page moves with every
            // booking: rendered afresh.
            guard pages.stays == nil else { return try await pages.detail(id: id, request, context).response }
            return try await pages.shared(request, context) { request, context in
                try await pages.detail(id: id, request, context)
            }
        }
        routes.get(RouterPath(LandmarkPaths.favorites.routerPath)) { request, context in
            try await pages.favoritesPage(request, context)
        }
        for (path, keep) in [(LandmarkPaths.favorite, true), (LandmarkPaths.unfavorite, false)] {
            routes.post(RouterPath(path.routerPath)) { request, context in
                guard let id = context.parameters.get("id").flatMap(PathValue.positiveID) else {
                    return pages.notFound(request, context).response
                }
                return try await pages.toggleFavorite(id: id, request, context, keep: keep)
            }
        }
        // What an anonymous caller gets is the same for everyone until the
        // catalogue's revision moves: encoded once, served with an ETag.
        let revisionForAnonymous: @Sendable (Request, AppRequestContext) async throws -> Int? = { _, context in
            context.caller == nil ? try await api.browse.catalogue().revision : nil
        }
        // A search by dates changes with every booking: answered afresh.
        let revisionForAnonymousWithoutDates: @Sendable (Request, AppRequestContext) async throws -> Int? = {
            request, context in
            guard context.caller == nil, !ListRequest.asksForDates(request) else { return nil }
            return try await revisionForAnonymous(request, context)
        }
        // A signed-in caller's list differs from another's only by the marks:
        // kept under the query and every landmark the caller keeps (ADR 0106).
        let marked = PrivateAnswers<ListLandmarksInput, Marked<ListLandmarksInput>, AppRequestContext>(
            cache: ResponseCache(capacity: 1_024)
        ) { input, request, context in
            guard let caller = context.caller, !ListRequest.asksForDates(request) else { return nil }
            let marks = try await api.favorites.keptIDs(by: caller.userID)
            return (Marked(input, marks: marks), try await api.browse.catalogue().revision)
        }
        routes.on(
            LandmarksEndpoints.list, cache: ResponseCache(), generation: revisionForAnonymousWithoutDates,
            personal: marked
        ) {
            input, _, context in try await api.list(input, context: context)
        }
        routes.on(LandmarksEndpoints.landmark, cache: ResponseCache(), generation: revisionForAnonymous) {
            input, _, context in
            try await api.landmark(input, context: context)
        }
        routes.on(LandmarksEndpoints.favorite) { input, _, context in
            try await api.favorite(input, context: context, keep: true)
        }
        routes.on(LandmarksEndpoints.unfavorite) { input, _, context in
            try await api.favorite(input, context: context, keep: false)
        }
        routes.on(LandmarksEndpoints.favorites) { _, _, context in try await api.favoriteList(context: context) }
        routes.on(LandmarksEndpoints.categories, cache: ResponseCache(capacity: 1), generation: revisionForAnonymous) {
            _, _, _ in try await api.categories()
        }
        return routes
    }

    /// What to delete when an account goes: the person's favorites. The host
    /// hands it to the feature that deletes accounts, which runs it inside the
    /// same transaction; Landmarks never learns who deletes accounts.
    public func makeAccountCleanup() -> AccountCleanup? {
        AccountCleanup(feature: name) { userID, transaction in
            try await FluentFavoriteRepository.deleteAll(of: userID, on: transaction)
        }
    }

    /// What another feature may know about one landmark: its name, how many
    /// campsites it has, its page and its time zone, or nil when there is no
    /// such landmark. Plain values, so nothing of Landmarks' domain leaks out
    /// (ADR 0099). The repository is resolved at the first call, so the
    /// lookup can be handed to another feature before anything is resolved.
    public var landmarkLookup: @Sendable (Int) async throws -> LandmarkFacts? {
        let container = environment.container
        return { id in
            // Read from the database, not the catalogue in memory: a booking must
            // count campsites as they are now, even a second after an import.
            let repository = try container.resolve(FluentLandmarkRepository.self)
            guard id > 0, let landmark = try await repository.find(id: id) else { return nil }
            return (
                landmark.name, landmark.campsiteCount, LandmarksPage.detail(id: id).location, landmark.timeZone,
                landmark.nightlyFee
            )
        }
    }

    /// The list of landmarks with a campsite free on every night from
    /// check-in to check-out, for another feature to send people to (a
    /// booking that clashed, ADR 0099). Dates as typed; the list checks them.
    public var listFreeOn: @Sendable (_ checkIn: String, _ checkOut: String) -> Location {
        { checkIn, checkOut in LandmarksPage.list(checkIn: checkIn, checkOut: checkOut).location }
    }

    /// One landmark as another feature may know it: plain values only.
    public typealias LandmarkFacts = (
        name: String, campsites: Int, location: Location, timeZone: TimeZone, nightlyFee: Int
    )

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
    public func makeOperatorCommands() -> [OperatorCommand] {
        [
            OperatorCommand(
                words: ["catalogue", "import"], arguments: ["FILE"],
                abstract: "Add or update landmarks from a JSON file, all or nothing.",
                discussion: """
                    FILE is a JSON array of objects with name, park, state, category, description,
                    latitude, longitude, campsites and (optional) timeZone. A landmark whose name exists
                    is updated; any other is added. One bad entry, or a campsite count below what another
                    feature says is booked on some night, refuses the whole file and names every reason.
                    Every host serving the same database shows the change within about a second.
                    """
            ) { [self] arguments in
                guard arguments.count == 1, let file = arguments.first else {
                    return .init(errors: ["usage: landmarks catalogue import FILE"], succeeded: false)
                }
                guard let json = FileManager.default.contents(atPath: file) else {
                    return .init(errors: ["cannot read \(file)"], succeeded: false)
                }
                do {
                    let summary = try await makeCatalogueImport()(json)
                    return .init(
                        output: [
                            "imported \(file): \(summary.added) added, \(summary.updated) updated, "
                                + "\(summary.unchanged) unchanged; catalogue revision \(summary.revision)"
                        ], succeeded: true)
                } catch let refused as ImportRefused {
                    return .init(
                        errors: ["refused \(file); nothing was changed:"] + refused.lines.map { "  \($0)" },
                        succeeded: false)
                }
            }
        ]
    }

    /// The operator's import: a JSON array of landmarks, added by name or
    /// updated, all or nothing. Every host on the database shows the result
    /// within `catalogueRefreshInterval` (ADR 0106).
    func makeCatalogueImport() throws -> @Sendable (_ json: Data) async throws -> ImportSummary {
        let importer = try environment.container.resolve(ImportCatalogue.self)
        let logger = environment.logger
        return { json in
            let entries: [CatalogueEntry]
            do {
                entries = try JSONDecoder().decode([CatalogueEntry].self, from: json)
            } catch {
                throw ImportRefused(lines: ["the file is not a JSON array of landmarks: \(Self.describe(error))"])
            }
            do {
                let report = try await importer.run(entries)
                logger.notice(
                    "catalogue imported",
                    metadata: [
                        "added": "\(report.added)", "updated": "\(report.updated)", "revision": "\(report.revision)",
                    ])
                return ImportSummary(
                    added: report.added, updated: report.updated, unchanged: report.unchanged, revision: report.revision
                )
            } catch let error as CatalogueImportError {
                throw ImportRefused(lines: error.lines)
            }
        }
    }

    /// How long a change to the catalogue takes at most to show on every host
    /// sharing the database: one refresh interval, plus one reread.
    public static var catalogueRefreshInterval: Duration { CachedLandmarkRepository.refreshInterval }

    /// What an import did.
    struct ImportSummary: Sendable, Equatable {
        var added: Int
        var updated: Int
        var unchanged: Int
        var revision: Int
    }

    /// An import that changed nothing, with one line per reason.
    struct ImportRefused: Error, Sendable, CustomStringConvertible {
        public var lines: [String]
        public var description: String { lines.joined(separator: "\n") }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "entry \(context.codingPath.first.map { "\(($0.intValue ?? 0) + 1)" } ?? "?") has no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "entry \(context.codingPath.first.map { "\(($0.intValue ?? 0) + 1)" } ?? "?"): "
                + "\(context.codingPath.last?.stringValue ?? "value") has the wrong type"
        case DecodingError.dataCorrupted(let context): context.debugDescription
        default: "unreadable"
        }
    }

    /// The migrations the host runs before serving, the seed included.
    public func makeMigrations() -> [any Migration] {
        LandmarksMigrations.all
    }
}
