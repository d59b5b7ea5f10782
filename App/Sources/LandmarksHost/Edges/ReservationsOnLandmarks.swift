import CalendarDays
import Landmarks
import Reservations
import Route

/// What Reservations needs of landmarks (`BookableLandmarks`), met by the
/// Landmarks feature: the one place the two meet in this direction (ADR 0112).
/// Removing either feature deletes this file.
struct ReservationsOnLandmarks: BookableLandmarks {
    let landmarks: LandmarksAppFactory

    init(_ list: FeatureList) throws {
        landmarks = try list[LandmarksAppFactory.self]
    }

    func landmark(id: Int) async throws -> BookableLandmark? {
        try await landmarks.facts(id: id).map(Self.bookable)
    }

    func landmarksWithCampsites() async throws -> [BookableLandmark] {
        try await landmarks.factsOfCampgrounds().map(Self.bookable)
    }

    private static func bookable(_ facts: LandmarkFacts) -> BookableLandmark {
        BookableLandmark(
            id: facts.id, name: facts.name,
            sites: facts.sites.map {
                BookableSite(
                    number: $0.number, kind: $0.kind, maxPeople: $0.maxPeople, maxVehicles: $0.maxVehicles,
                    accessible: $0.accessible, nightlyFee: $0.nightlyFee)
            },
            href: facts.location.href,
            timeZone: facts.timeZone, nightlyFee: facts.nightlyFee,
            place: .init(latitude: facts.latitude, longitude: facts.longitude),
            window: BookingWindow(
                monthsAhead: facts.opening.monthsAhead, releaseDay: facts.opening.releaseDay,
                hour: facts.opening.hour, minute: facts.opening.minute))
    }

    func listFree(from checkIn: Day, to checkOut: Day) -> Location {
        landmarks.listFree(from: checkIn, to: checkOut)
    }
}
