import Route

/// The paths of the landmark pages that wire models link to. The page routes
/// themselves (in the Landmarks target) render through these same templates.
public enum LandmarkPaths {
    /// The list page.
    public static let list: PathTemplate = "/landmarks"
    /// A landmark's page.
    public static let detail: PathTemplate = "/landmarks/{id}"
    /// The categories page.
    public static let categories: PathTemplate = "/categories"
    /// The signed-in person's favorites page.
    public static let favorites: PathTemplate = "/favorites"
    /// Posted to by the heart on a page (forms cannot send PUT or DELETE).
    public static let favorite: PathTemplate = "/landmarks/{id}/favorite"
    /// Where the form that takes a landmark out of the favorites posts.
    public static let unfavorite: PathTemplate = "/landmarks/{id}/unfavorite"
    /// `GET`: a landmark's numbered campsites.
    public static let apiSites: PathTemplate = "/api/v1/landmarks/{id}/sites"
    /// `PUT` keeps a landmark among the caller's favorites, `DELETE` forgets it.
    public static let apiFavorite: PathTemplate = "/api/v1/landmarks/{id}/favorite"
    /// `GET`: the caller's favorites.
    public static let apiFavorites: PathTemplate = "/api/v1/favorites"
}
