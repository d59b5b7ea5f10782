import API
import LandmarksApi
import LandmarksDomain

/// The JSON API: each handler takes an endpoint's parsed input and answers with
/// its wire model.
struct LandmarksAPIHandlers: Sendable {
    let browse: BrowseLandmarks

    func list(_ input: ListLandmarksInput) async throws -> Page<LandmarkDTO> {
        let (landmarks, total) = try await browse.list(input.filter, offset: input.page.offset, limit: input.page.perPage)
        return Page(items: landmarks.map(LandmarkDTO.init), page: input.page.page, perPage: input.page.perPage, total: total)
    }

    func landmark(_ input: LandmarkIDInput) async throws -> LandmarkDTO {
        do {
            return LandmarkDTO(try await browse.landmark(id: input.id))
        } catch let error as LandmarksError {
            throw error.problem
        }
    }

    func categories() async throws -> [CategoryDTO] {
        try await browse.categories().map(CategoryDTO.init)
    }
}

extension LandmarksError {
    /// How the API reports this error. Broken stored data is the server's fault,
    /// and says so without detail.
    var problem: Problem {
        switch self {
        case .notFound: .notFound(message)
        case .searchTooLong: .unprocessable([FieldIssue(field: "q", message: message)])
        case .unknownCategory: .unprocessable([FieldIssue(field: "category", message: message)])
        case .invalidCoordinate, .invalidRecord: .internalError()
        }
    }
}
