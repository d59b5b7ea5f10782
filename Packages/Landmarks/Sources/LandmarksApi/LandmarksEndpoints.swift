import API

/// The Landmarks part of the versioned JSON API.
public enum LandmarksEndpoints {
    /// `GET /api/v1/landmarks?category=&q=&page=&perPage=`
    public static let list = Endpoint<ListLandmarksInput, Page<LandmarkDTO>>(.get, "/api/v1/landmarks")
    /// `GET /api/v1/landmarks/{id}`
    public static let landmark = Endpoint<LandmarkIDInput, LandmarkDTO>(.get, "/api/v1/landmarks/{id}")
    /// `GET /api/v1/categories`
    public static let categories = Endpoint<NoInput, [CategoryDTO]>(.get, "/api/v1/categories")
}
