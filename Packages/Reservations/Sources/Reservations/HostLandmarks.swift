import ReservationsDomain

/// The landmarks the host told us about, as the domain asks for them.
struct HostLandmarks: LandmarkDirectory {
    let find: @Sendable (Int) async throws -> ReservationsAppFactory.Dependencies.Landmark?

    func landmark(id: Int) async throws -> BookableLandmark? {
        try await find(id).map {
            BookableLandmark(
                id: $0.id, name: $0.name, campsites: $0.campsites, href: $0.location.href, timeZone: $0.timeZone,
                nightlyFee: $0.nightlyFee)
        }
    }
}
