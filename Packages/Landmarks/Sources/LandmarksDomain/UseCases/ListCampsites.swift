/// A landmark's numbered campsites, for the API and the pages.
package struct ListCampsites: Sendable {
    private let landmarks: any LandmarkRepository
    private let sites: any CampsiteRepository

    package init(landmarks: any LandmarkRepository, sites: any CampsiteRepository) {
        self.landmarks = landmarks
        self.sites = sites
    }

    /// The sites of the landmark `id`, in map order, each with what a night
    /// there costs; `notFound` when no landmark has that id (an empty list is
    /// a landmark without camping).
    package func callAsFunction(landmarkID id: Int) async throws -> [(site: Campsite, nightlyFee: Int)] {
        guard let landmark = try await landmarks.catalogue().find(id: id) else { throw LandmarksError.notFound(id: id) }
        return try await sites.sites(of: id).map { ($0, landmark.siteFees[$0.kind]) }
    }
}
