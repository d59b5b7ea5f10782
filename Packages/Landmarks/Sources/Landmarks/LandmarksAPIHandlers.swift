import API
import APIServer
import LandmarksApi
import LandmarksDomain

/// The JSON API: each handler takes an endpoint's parsed input and answers with
/// its wire model.
struct LandmarksAPIHandlers: Sendable {
    let browse: BrowseLandmarks
    let favorites: Favorites
    let listCampsites: ListCampsites
    /// The search by dates another feature offers; nil when none does.
    let stays: (any StaySearch)?

    func list(_ input: ListLandmarksInput, context: AppRequestContext) async throws -> Page<LandmarkDTO> {
        let request = try await ListRequest(input, stays: stays)
        let landmarks: [Landmark]
        let total: Int
        do {
            (landmarks, total) = try await browse.list(
                request.filter, offset: input.page.offset, limit: input.page.perPage)
        } catch let error as LandmarksError {
            throw error.problem
        }
        var items = try await dtos(landmarks, caller: context.caller)
        for index in items.indices { items[index].stayTotalCents = request.total(at: landmarks[index]) }
        return Page(items: items, page: input.page.page, perPage: input.page.perPage, total: total)
    }

    func landmark(_ input: LandmarkIDInput, context: AppRequestContext) async throws -> LandmarkDTO {
        do {
            let landmark = try await browse.landmark(id: input.id)
            var dto = try await dtos([landmark], caller: context.caller)[0]
            if landmark.campsiteCount == 0 {
                dto.campingNearby = try await browse.campingNearby(landmark).map(CampingNearbyDTO.init)
            }
            return dto
        } catch let error as LandmarksError {
            throw error.problem
        }
    }

    func sites(_ input: LandmarkIDInput) async throws -> [CampsiteDTO] {
        do {
            return try await listCampsites(landmarkID: input.id).map { site, fee in
                CampsiteDTO(
                    number: site.number, kind: site.kind.rawValue, maxPeople: site.maxPeople,
                    maxVehicles: site.maxVehicles, accessible: site.accessible, nightlyFeeCents: fee)
            }
        } catch let error as LandmarksError {
            throw error.problem
        }
    }

    func favorite(_ input: LandmarkIDInput, context: AppRequestContext, keep: Bool) async throws -> NoContent {
        let caller = try signedIn(context)
        do {
            if keep {
                try await favorites.add(landmarkID: input.id, for: caller.userID)
            } else {
                try await favorites.remove(landmarkID: input.id, for: caller.userID)
            }
        } catch let error as LandmarksError {
            throw error.problem
        }
        return NoContent()
    }

    func favoriteList(context: AppRequestContext) async throws -> [LandmarkDTO] {
        let caller = try signedIn(context)
        return try await favorites.list(for: caller.userID).map { LandmarkDTO($0, isFavorite: true) }
    }

    /// Wire models, with `isFavorite` for a signed-in caller only.
    private func dtos(_ landmarks: [Landmark], caller: Caller?) async throws -> [LandmarkDTO] {
        guard let caller else { return landmarks.map { LandmarkDTO($0) } }
        let kept = try await favorites.marked(landmarks, for: caller.userID)
        return landmarks.map { LandmarkDTO($0, isFavorite: kept.contains($0.id)) }
    }

    private func signedIn(_ context: AppRequestContext) throws -> Caller {
        guard let caller = context.caller else {
            throw Problem.unauthorized(
                "Favorites belong to an account: log in and send `Authorization: Bearer <token>`.")
        }
        return caller
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
        case .unknownOrder: .unprocessable([FieldIssue(field: "sort", message: message)])
        case .nearestWithoutLandmark, .nearWithoutNearest, .unknownNearLandmark:
            .unprocessable([FieldIssue(field: "near", message: message)])
        case .invalidCoordinate, .invalidRecord: .internalError()
        }
    }
}
