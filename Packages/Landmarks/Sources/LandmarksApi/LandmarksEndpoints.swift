import API

/// The Landmarks part of the versioned JSON API.
public enum LandmarksEndpoints {
    /// `GET /api/v1/landmarks?category=&q=&page=&perPage=`
    public static let list = Endpoint<ListLandmarksInput, Page<LandmarkDTO>>(.get, "/api/v1/landmarks")
    /// `GET /api/v1/landmarks/{id}`
    public static let landmark = Endpoint<LandmarkIDInput, LandmarkDTO>(.get, "/api/v1/landmarks/{id}")
    /// `PUT /api/v1/landmarks/{id}/favorite`: keep it (204; again changes nothing).
    public static let favorite = Endpoint<LandmarkIDInput, NoContent>(
        .put, LandmarkPaths.apiFavorite, success: .noContent)
    /// `DELETE /api/v1/landmarks/{id}/favorite`: forget it (204; again changes nothing).
    public static let unfavorite = Endpoint<LandmarkIDInput, NoContent>(
        .delete, LandmarkPaths.apiFavorite, success: .noContent)
    /// `GET /api/v1/favorites`: the caller's favorites, by name.
    public static let favorites = Endpoint<NoInput, [LandmarkDTO]>(.get, LandmarkPaths.apiFavorites)
    /// `GET /api/v1/categories`
    public static let categories = Endpoint<NoInput, [CategoryDTO]>(.get, "/api/v1/categories")
}
