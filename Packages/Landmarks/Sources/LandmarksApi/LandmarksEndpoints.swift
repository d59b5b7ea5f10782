import API

/// The Landmarks part of the versioned JSON API.
public enum LandmarksEndpoints {
    /// `GET /api/v1/landmarks?category=&q=&page=&perPage=`
    public static let list = Endpoint<ListLandmarksInput, Page<LandmarkDTO>>(
        .get, "/api/v1/landmarks",
        EndpointDocumentation(
            "listLandmarks",
            summary:
                "Landmarks narrowed by category, search text and nights free, by name, price or distance, a page at a"
                + " time.",
            access: .anyonePersonalWithToken,
            problems: [
                .unprocessable(
                    "the category is unknown, the search text too long, the stay or party breaks a booking rule, "
                        + "dates are searched on a site that takes no bookings, or the order is unknown or "
                        + "measures from no landmark (each field named)")
            ], conditional: true))
    /// `GET /api/v1/landmarks/{id}`
    public static let landmark = Endpoint<LandmarkIDInput, LandmarkDTO>(
        .get, "/api/v1/landmarks/{id}",
        EndpointDocumentation(
            "getLandmark", summary: "One landmark.", access: .anyonePersonalWithToken,
            problems: [.notFound("no landmark has this id")], conditional: true))
    /// `GET /api/v1/landmarks/{id}/sites`: its numbered campsites, in map order.
    public static let sites = Endpoint<LandmarkIDInput, [CampsiteDTO]>(
        .get, LandmarkPaths.apiSites,
        EndpointDocumentation(
            "listCampsites",
            summary:
                "A landmark's numbered campsites in map order (A2 before A10): what each is for, how many people"
                + " and vehicles it takes, whether it is accessible. Empty where nobody camps.",
            problems: [.notFound("no landmark has this id")]))
    /// `PUT /api/v1/landmarks/{id}/favorite`: keep it (204; again changes nothing).
    public static let favorite = Endpoint<LandmarkIDInput, NoContent>(
        .put, LandmarkPaths.apiFavorite, success: .noContent,
        EndpointDocumentation(
            "keepFavorite", summary: "Keeps a landmark among the caller's favorites; again changes nothing.",
            access: .signedIn, problems: [.notFound("no landmark has this id")]))
    /// `DELETE /api/v1/landmarks/{id}/favorite`: forget it (204; again changes nothing).
    public static let unfavorite = Endpoint<LandmarkIDInput, NoContent>(
        .delete, LandmarkPaths.apiFavorite, success: .noContent,
        EndpointDocumentation(
            "forgetFavorite", summary: "Forgets a favorite; again changes nothing.", access: .signedIn,
            problems: [.notFound("no landmark has this id")]))
    /// `GET /api/v1/favorites`: the caller's favorites, by name.
    public static let favorites = Endpoint<NoInput, [LandmarkDTO]>(
        .get, LandmarkPaths.apiFavorites,
        EndpointDocumentation("listFavorites", summary: "The caller's favorite landmarks, by name.", access: .signedIn))
    /// `GET /api/v1/categories`
    public static let categories = Endpoint<NoInput, [CategoryDTO]>(
        .get, "/api/v1/categories",
        EndpointDocumentation(
            "listCategories", summary: "Every category, with how many landmarks it has.", conditional: true))

    /// Every endpoint above, for the contract (ADR 0104).
    public static let all: [DocumentedEndpoint] = [
        list.documented, landmark.documented, sites.documented, favorite.documented, unfavorite.documented,
        favorites.documented,
        categories.documented,
    ]
}
