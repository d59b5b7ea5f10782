import Route

/// The paths of the landmark pages that wire models link to. The page routes
/// themselves (in the Landmarks target) render through these same templates.
public enum LandmarkPaths {
    public static let list: PathTemplate = "/landmarks"
    public static let detail: PathTemplate = "/landmarks/{id}"
    public static let categories: PathTemplate = "/categories"
}
