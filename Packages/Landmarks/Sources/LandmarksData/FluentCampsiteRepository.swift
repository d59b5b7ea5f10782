import FluentKit
import FluentSQL
import LandmarksDomain

/// The sites as `landmark_sites` holds them, read on every call.
package struct FluentCampsiteRepository: CampsiteRepository {
    private let database: @Sendable () -> any Database

    package init(database: @escaping @Sendable () -> any Database) {
        self.database = database
    }

    package func sites(of landmarkID: Int) async throws -> [Campsite] {
        try await LandmarkSites.sites(of: landmarkID, on: sqlDatabase())
    }

    package func sitesByLandmark() async throws -> [Int: [Campsite]] {
        try await LandmarkSites.sitesByLandmark(on: sqlDatabase())
    }

    private func sqlDatabase() throws -> any SQLDatabase {
        guard let sql = database() as? any SQLDatabase else {
            throw LandmarksError.invalidRecord("the landmarks database does not speak SQL")
        }
        return sql
    }
}
