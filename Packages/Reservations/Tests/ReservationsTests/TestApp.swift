import APIServer
import APIServerTesting
import DatabaseTesting
import FeatureContract
import FluentKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import PageLayout
import Reservations
import ReservationsDomain
import Route
import Synchronization
import Utilities

/// The feature mounted on a router the way the host mounts it, on a fresh
/// in-memory SQLite database, with two landmarks standing in for what the
/// Landmarks feature provides and a clock the test can move.
struct TestApp {
    /// Sunday 22 November 2026, noon UTC: every date in these tests counts from it.
    static let today = "2026-11-22"

    let factory: ReservationsAppFactory
    let router: Router<AppRequestContext>
    let store: MigratedDatabase
    let database: @Sendable () -> any Database
    let clock: TestClock

    let log: LogRecorder

    static let landmarks = TestLandmarks()

    /// `withAccounts`: whether a feature that signs people in is mounted.
    /// `settings`: full keys over the defaults, as the host's reader gives them.
    init(withAccounts: Bool = true, settings: SettingValues = [:]) async throws {
        let log = LogRecorder()
        let logger = log.logger()
        let store = try await MigratedDatabase([], logger: logger)
        let database = store.database
        let clock = TestClock(ISO8601DateFormatter().date(from: "\(Self.today)T12:00:00Z")!)
        let container = MicroContainer(name: "test")
        let menu = NavigationMenu()
        let layout = try PageLayout(menu: menu)
        let factory = ReservationsAppFactory(
            dependencies: .init(
                host: FeatureHost(
                    database: database, layout: layout, logger: logger, now: { clock.now }, container: container,
                    settings: Settings.defaults(settings)),
                landmarks: Self.landmarks))
        menu.add(factory.makeAppView())
        if withAccounts {
            layout.accountLinks = AccountLinks(
                logIn: Location(path: "/login"), signUp: Location(path: "/signup"), account: Location(path: "/account"),
                logOut: Location(path: "/logout"), returnToParameter: "returnTo")
        }
        try await store.migrate(factory.makeMigrations())
        try container.validate()
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ProblemMiddleware())
        router.add(middleware: TestCaller())
        router.addRoutes(try factory.makeScene())
        self.factory = factory
        self.router = router
        self.store = store
        self.database = database
        self.clock = clock
        self.log = log
    }

    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        do {
            try await Application(router: router).test(.router, body)
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }
}

/// Now, as the feature sees it; a test moves it forward to make stays past.
final class TestClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date) {
        current = Mutex(start)
    }

    var now: Date { current.withLock { $0 } }

    func advance(minutes: Int) {
        current.withLock { $0 += TimeInterval(minutes * 60) }
    }

    func advance(hours: Int) {
        current.withLock { $0 += TimeInterval(hours * 3_600) }
    }

    func advance(days: Int) {
        current.withLock { $0 += TimeInterval(days * 86_400) }
    }
}

/// One person's requests: pages, forms and JSON, all signed in as them (or
/// anonymous when `id` is nil).
struct Visitor: Sendable {
    let client: any TestClientProtocol
    let id: UUID?

    init(_ client: any TestClientProtocol, id: UUID? = UUID()) {
        self.client = client
        self.id = id
    }

    func get(_ uri: String) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .get, headers: headers(), body: nil)
    }

    func post(_ uri: String, form fields: [(String, String)]) async throws -> TestResponse {
        let body = FormBody.encode(fields + [("_csrf", TestCaller.csrfToken)])
        return try await client.execute(
            uri: uri, method: .post, headers: headers(contentType: FormBody.contentType),
            body: ByteBuffer(string: body))
    }

    /// Posts a booking form as a person does: the form first, which the
    /// page answers with its review (or with what is wrong, answered here),
    /// then Hold this site on that review, which carries the stay and the
    /// price a night it showed in hidden fields, then Confirm on the hold's
    /// page. Answers the last of these.
    func book(_ uri: String, form fields: [(String, String)]) async throws -> TestResponse {
        let held = try await hold(uri, form: fields)
        guard held.status == .seeOther, let page = held.location, page.hasPrefix("/holds/") else { return held }
        return try await post(page + "/confirm", form: [])
    }

    /// The booking form as `book` posts it, up to the hold: answers Hold
    /// this site (a redirect to the hold's page), or what the form said.
    func hold(_ uri: String, form fields: [(String, String)]) async throws -> TestResponse {
        let review = try await post(uri, form: fields)
        guard review.status == .ok, let fee = review.text.firstMatch(of: /name="maxNightlyFee" value="(\d+)"/)
        else { return review }
        let reviewedName = [
            "checkIn": "reviewedCheckIn", "checkOut": "reviewedCheckOut", "guests": "reviewedGuests",
            "siteNumber": "reviewedSite", "vehicles": "reviewedVehicles", "needsAccessibleSite": "reviewedAccessible",
        ]
        let reviewed = fields.compactMap { name, value -> (String, String)? in
            reviewedName[name].map { ($0, value) }
        }
        return try await post(uri, form: fields + reviewed + [("maxNightlyFee", String(fee.1))])
    }

    func delete(_ uri: String) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .delete, headers: headers(), body: nil)
    }

    func post(_ uri: String, json: String? = nil, extraHeaders: [String: String] = [:]) async throws -> TestResponse {
        var fields = headers(contentType: json == nil ? nil : "application/json")
        for (name, value) in extraHeaders { fields[HTTPField.Name(name)!] = value }
        return try await client.execute(
            uri: uri, method: .post, headers: fields, body: json.map { ByteBuffer(string: $0) })
    }

    private func headers(contentType: String? = nil) -> HTTPFields {
        var fields: HTTPFields = [:]
        if let id { fields[TestCaller.header] = id.uuidString }
        if let contentType { fields[.contentType] = contentType }
        return fields
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
    var location: String? { headers[.location] }
}

/// Three landmarks standing in for what the Landmarks feature provides.
struct TestLandmarks: BookableLandmarks {
    let all = [
        1: BookableLandmark(
            id: 1, name: "Example Meadow",
            sites: [
                BookableSite(number: "A1", kind: "tent", maxPeople: 6, maxVehicles: 2, accessible: true),
                BookableSite(number: "A2", kind: "tent", maxPeople: 6, maxVehicles: 2, accessible: false),
            ], href: "/landmarks/1", timeZone: .gmt, nightlyFee: 3500,
            place: .init(latitude: 37.7456, longitude: -119.5936)),
        2: BookableLandmark(
            id: 2, name: "Tiny <Ridge>", campsites: 1, href: "/landmarks/2", timeZone: .gmt, nightlyFee: 2250),
        // UTC-10 all year: at noon UTC it is 2 in the morning there, the same day.
        3: BookableLandmark(
            id: 3, name: "Island Crater", campsites: 1, href: "/landmarks/3",
            timeZone: TimeZone(identifier: "Pacific/Honolulu")!, nightlyFee: 4000),
        // Where nobody camps.
        4: BookableLandmark(id: 4, name: "Harbor Statue", campsites: 0, href: "/landmarks/4", timeZone: .gmt),
        // A tent site and a dearer RV site.
        5: BookableLandmark(
            id: 5, name: "Priced Pines",
            sites: [
                BookableSite(
                    number: "A1", kind: "tent", maxPeople: 6, maxVehicles: 2, accessible: false, nightlyFee: 2000),
                BookableSite(
                    number: "B1", kind: "rv", maxPeople: 8, maxVehicles: 2, accessible: false, nightlyFee: 4500),
            ], href: "/landmarks/5", timeZone: .gmt, nightlyFee: 2000, place: .init(latitude: 36.6, longitude: -118.3)),
    ]

    func landmark(id: Int) async throws -> BookableLandmark? { all[id] }

    func landmarksWithCampsites() async throws -> [BookableLandmark] {
        all.values.filter { $0.campsites > 0 }.sorted { $0.id < $1.id }
    }

    func listFree(from checkIn: Day, to checkOut: Day) -> Location {
        Location(path: "/landmarks", query: [.init("checkIn", checkIn.iso), .init("checkOut", checkOut.iso)])
    }
}
