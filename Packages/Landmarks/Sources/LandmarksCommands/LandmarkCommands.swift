import API
import APIClient
import ArgumentParser
import LandmarksClient
import TerminalCommands

/// Landmarks' commands in `landmarks-client`: the list, one landmark, its sites, favorites.
public enum LandmarksCommandGroup {
    /// The group's commands, for `landmarks-client`.
    public static var commands: [any ParsableCommand.Type] {
        [ListLandmarks.self, ShowLandmark.self, Sites.self, Favorite.self, Unfavorite.self, Favorites.self]
    }
}

extension ClientSession {
    var landmarks: LandmarkService { .live(client: client, baseURL: options.server, cache: cache) }
}

struct ListLandmarks: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "landmarks",
        abstract: "Landmarks narrowed by category, search text and nights free, by name, price or distance.")

    @OptionGroup var options: ClientOptions
    @OptionGroup var read: PolicyOption

    @Option(help: "Only this category: \(LandmarkCategory.allCases.map(\.rawValue).joined(separator: ", ")).")
    var category: LandmarkCategory?

    @Option(name: .customLong("q"), help: "Only landmarks whose name, park or state contains this text.")
    var search: String?

    @Option(help: "With --check-out: only landmarks with a site for the party free every night from this day.")
    var checkIn: String?

    @Option(help: "The morning the stay ends (YYYY-MM-DD); each landmark shows the stay's total.")
    var checkOut: String?

    @Option(help: "The party in a search by dates: only sites that take this many count.")
    var guests: Int?

    @Option(help: "name (the default), price (cheapest first), or nearest (with --near).")
    var sort: String?

    @Option(help: "With --sort nearest: the id of the landmark to measure from.")
    var near: Int?

    @Option(help: "Which page, from 1.")
    var page: Int = 1

    func validate() throws {
        guard (checkIn == nil) == (checkOut == nil) else {
            throw ValidationError("--check-in and --check-out go together.")
        }
    }

    func run() async throws {
        let order: LandmarkOrder
        do {
            order = try LandmarkOrder.parse(sort: sort, near: near.map(String.init))
        } catch {
            throw ValidationError(error.message)
        }
        try await command(options) { session in
            let query = LandmarkQuery(
                category: category, search: search, checkIn: checkIn, checkOut: checkOut, guests: guests, order: order,
                page: page)
            try await session.show(session.landmarks.list(query, read.policy)) { list in
                reportDropped(list.dropped)
                guard !list.items.isEmpty else { return ["No landmarks match."] }
                return landmarkTable(list.items, withStay: checkIn != nil).lines
                    + ["Page \(list.page) of \(list.totalPages), \(list.total) landmark\(list.total == 1 ? "" : "s")."]
            }
        }
    }
}

struct ShowLandmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "landmark", abstract: "One landmark, in full.")

    @OptionGroup var options: ClientOptions
    @OptionGroup var read: PolicyOption
    @Argument(help: "The landmark's id.") var id: Int

    func run() async throws {
        try await command(options) { session in
            try await session.show(session.landmarks.landmark(id, read.policy)) { landmark in
                [
                    "\(landmark.name) (#\(landmark.id))",
                    "  \(landmark.category.title), \(landmark.park), \(landmark.state)",
                    "  at \(landmark.coordinate.latitude), \(landmark.coordinate.longitude);"
                        + (landmark.campsiteCount == 0
                            ? " no campsites: nobody camps here"
                            : " \(landmark.campsiteCount) campsites at"
                                + " \(USDollars.text(cents: landmark.nightlyFee)) a night"),
                    landmark.isFavorite.map { "  \($0 ? "one of your favorites" : "not among your favorites")" },
                    "  \(landmark.description)",
                ].compactMap { $0 }
            }
        }
    }
}

struct Sites: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "A landmark's numbered campsites: what each is for, its size, whether it is accessible, and its fee.")

    @OptionGroup var options: ClientOptions
    @Argument(help: "The landmark's id.") var id: Int

    func run() async throws {
        try await command(options) { session in
            let sites = try await session.run { try await session.landmarks.sites(id) }
            guard !sites.isEmpty else {
                print("Nobody camps at landmark \(id): it has no campsites.")
                return
            }
            for listing in sites {
                let site = listing.site
                let vehicles = site.maxVehicles == 1 ? "1 vehicle" : "\(site.maxVehicles) vehicles"
                print(
                    site.number.padding(toLength: 6, withPad: " ", startingAt: 0)
                        + site.kind.title.padding(toLength: 8, withPad: " ", startingAt: 0)
                        + "up to \(site.maxPeople) people, \(vehicles)" + (site.accessible ? ", accessible" : "")
                        + ", \(USDollars.text(cents: listing.nightlyFee)) a night")
            }
        }
    }
}

struct Favorite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Keeps a landmark among your favorites.")
    @OptionGroup var options: ClientOptions
    @Argument(help: "The landmark's id.") var id: Int

    func run() async throws {
        try await keepFavorite(true, id, options)
    }
}

struct Unfavorite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Forgets a favorite.")
    @OptionGroup var options: ClientOptions
    @Argument(help: "The landmark's id.") var id: Int

    func run() async throws {
        try await keepFavorite(false, id, options)
    }
}

struct Favorites: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Your favorite landmarks.")
    @OptionGroup var options: ClientOptions
    @OptionGroup var read: PolicyOption

    func run() async throws {
        try await command(options, signedIn: true) { session in
            try await session.show(session.landmarks.favorites(read.policy)) { list in
                reportDropped(list.dropped)
                return list.items.isEmpty ? ["No favorites yet."] : landmarkTable(list.items).lines
            }
        }
    }
}

/// `favorite` and `unfavorite`: keeps or forgets, and says which.
func keepFavorite(_ keep: Bool, _ id: Int, _ options: ClientOptions) async throws {
    try await command(options, signedIn: true) { session in
        try await session.run { try await session.landmarks.setFavorite(id, keep) }
        print(keep ? "Landmark \(id) is one of your favorites." : "Landmark \(id) is no longer among your favorites.")
    }
}

/// `withStay`: a search by dates, whose rows end with the stay's total.
func landmarkTable(_ landmarks: [LandmarkListing], withStay: Bool = false) -> Table {
    Table(
        header: ["ID", "NAME", "CATEGORY", "STATE", "CAMPSITES", "A NIGHT", "FAVORITE"] + (withStay ? ["STAY"] : []),
        rows: landmarks.map { landmark in
            [
                String(landmark.id), landmark.name, landmark.category.title, landmark.state,
                String(landmark.campsiteCount),
                USDollars.text(cents: landmark.nightlyFee), landmark.isFavorite == true ? "yes" : "",
            ] + (withStay ? [landmark.stayTotal.map { USDollars.text(cents: $0) } ?? ""] : [])
        })
}

/// A category may be typed on the command line by its id (`lake`).
extension LandmarkCategory: ExpressibleByArgument {}
