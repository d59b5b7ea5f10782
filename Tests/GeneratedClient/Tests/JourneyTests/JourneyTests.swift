import Foundation
import OpenAPIRuntime
import OpenAPIURLSession
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A stranger's walk through the API with a client generated from the
/// document the host serves: what a native developer would do first. Each
/// answer is decoded as the document's type, so a server that answers what
/// its document does not say fails here. The host's address comes from
/// `LANDMARKS_BASE_URL` (Scripts/check-contract starts one).
@Suite(.serialized) struct JourneyTests {
    let base: URL
    let anonymous: Client

    init() throws {
        let address = try #require(
            ProcessInfo.processInfo.environment["LANDMARKS_BASE_URL"],
            "LANDMARKS_BASE_URL names the host to walk through (Scripts/check-contract sets it)")
        base = try #require(URL(string: address))
        anonymous = Client(serverURL: base, transport: Self.transport)
    }

    func signedIn(_ token: String) -> Client {
        Client(serverURL: base, transport: Self.transport, middlewares: [BearerToken(token)])
    }

    /// Without Foundation's HTTP cache, which would answer a 304 with the
    /// 200 it kept: the client is to see what the server sends.
    static var transport: URLSessionTransport {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSessionTransport(configuration: .init(session: URLSession(configuration: configuration)))
    }

    @Test func browseSignUpFavoriteBookRepeatListAndCancel() async throws {
        // The catalogue, narrowed by a category (an enum in the client).
        let parks = try await anonymous.listLandmarks(query: .init(category: .nationalPark, perPage: 5)).ok.body.json
        #expect(!parks.items.isEmpty)
        #expect(parks.items.allSatisfy { $0.category == .nationalPark })
        #expect(parks.perPage == 5)

        // A search, and one landmark.
        let found = try await anonymous.listLandmarks(query: .init(q: "yosemite")).ok.body.json
        let valley = try #require(found.items.first { $0.name == "Yosemite Valley" })
        let one = try await anonymous.getLandmark(path: .init(id: valley.id)).ok.body.json
        #expect(one.name == valley.name && one.park == valley.park)

        // Categories, then the same again named by its ETag: a 304.
        let categories = try await anonymous.listCategories().ok
        #expect(try categories.body.json.contains { $0.id == .lake })
        let tag = try #require(categories.headers.eTag)
        _ = try await anonymous.listCategories(headers: .init(ifNoneMatch: tag)).notModified

        // An account, and its token.
        let email = "journey-\(UUID().uuidString.prefix(8).lowercased())@example.com"
        let password = "a journey's long password"
        let user = try await anonymous.signUp(body: .json(.init(email: email, name: "Jo Journey", password: password)))
            .created.body.json
        #expect(user.email == email)
        let session = try await anonymous.logIn(body: .json(.init(email: email, password: password))).ok.body.json
        #expect(session.user.id == user.id)
        let me = signedIn(session.token)

        // A favorite, kept and listed.
        _ = try await me.keepFavorite(path: .init(id: valley.id)).noContent
        let favorites = try await me.listFavorites().ok.body.json
        #expect(favorites.map(\.id) == [valley.id])
        #expect(try await me.getLandmark(path: .init(id: valley.id)).ok.body.json.isFavorite == true)

        // Next month's nights, and the first that can be booked.
        let month = try Self.nextMonth()
        let availability = try await anonymous.getAvailability(path: .init(id: valley.id), query: .init(month: month))
            .ok.body.json
        #expect(availability.month == month)
        let night = try #require(availability.nights.first { $0.bookable && $0.free > 0 }, "a free night in \(month)")
        let checkOut = try Self.day(after: night.date)

        // A booking with an Idempotency-Key, and the same again: one booking.
        let key = UUID().uuidString
        let booking = Operations.Book.Input.Body.json(
            .init(checkIn: night.date, checkOut: checkOut, guests: 2, landmarkId: valley.id, notes: "Arriving late."))
        let booked = try await me.book(headers: .init(idempotencyKey: key), body: booking).created.body.json
        #expect(booked.status == .confirmed)
        #expect(booked.checkIn == night.date && booked.nights == 1)
        let repeated = try await me.book(headers: .init(idempotencyKey: key), body: booking).created.body.json
        #expect(repeated.id == booked.id)

        // Mine, read back, and cancelled.
        let mine = try await me.listReservations().ok.body.json
        #expect(mine.map(\.id) == [booked.id])
        #expect(
            try await me.getReservation(path: .init(id: booked.id)).ok.body.json.confirmationCode
                == booked.confirmationCode)
        let cancelled = try await me.cancelReservation(path: .init(id: booked.id)).ok.body.json
        #expect(cancelled.status == .cancelled)
        _ = try await me.logOut().noContent
    }

    @Test func problemsArriveAsTheDocumentedResponses() async throws {
        // An id that names no landmark: the shared NotFound response.
        let missing = try await anonymous.getLandmark(path: .init(id: 987_654_321)).notFound.body.applicationProblemJson
        #expect(missing.status == 404)

        // A booking with too large a party: 422 naming the field.
        let email = "journey-\(UUID().uuidString.prefix(8).lowercased())@example.com"
        _ = try await anonymous.signUp(
            body: .json(.init(email: email, name: "Pat Problem", password: "another long password"))
        )
        .created
        let token = try await anonymous.logIn(body: .json(.init(email: email, password: "another long password")))
            .ok.body.json.token
        let invalid = try await signedIn(token).book(
            body: .json(.init(checkIn: "2000-01-01", checkOut: "2000-01-02", guests: 99, landmarkId: 1))
        ).unprocessableContent.body.applicationProblemJson
        #expect(invalid.status == 422)
        let fields = Set((invalid.errors ?? []).map(\.field))
        #expect(fields.isSuperset(of: ["guests", "checkIn"]))

        // Without a token, what needs one is a 401 with its challenge.
        let refused = try await anonymous.logOut().unauthorized
        #expect(refused.headers.wwwAuthenticate?.hasPrefix("Bearer") == true)
    }

    /// `YYYY-MM` of next month, in UTC (a landmark's month is at most a day
    /// apart, and a month ahead is always bookable).
    static func nextMonth() throws -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let next = try #require(calendar.date(byAdding: .month, value: 1, to: Date()))
        let parts = calendar.dateComponents([.year, .month], from: next)
        return String(format: "%04d-%02d", parts.year!, parts.month!)
    }

    static func day(after text: String) throws -> String {
        let format = Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!).year().month().day()
        let date = try format.parse(text)
        return date.addingTimeInterval(86_400).formatted(format)
    }
}
