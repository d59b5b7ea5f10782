import Route

/// The paths of the landmark pages that wire models link to. The page routes
/// themselves (in the Landmarks target) render through these same templates.
public enum LandmarkPaths {
    public static let list: PathTemplate = "/landmarks"
    public static let detail: PathTemplate = "/landmarks/{id}"
    public static let categories: PathTemplate = "/categories"
    public static let favorites: PathTemplate = "/favorites"
    /// Posted to by the heart on a page (forms cannot send PUT or DELETE).
    public static let favorite: PathTemplate = "/landmarks/{id}/favorite"
    public static let unfavorite: PathTemplate = "/landmarks/{id}/unfavorite"
    public static let apiFavorite: PathTemplate = "/api/v1/landmarks/{id}/favorite"
    public static let apiFavorites: PathTemplate = "/api/v1/favorites"
}
