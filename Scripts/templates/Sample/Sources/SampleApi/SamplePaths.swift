import Route

/// The paths of this feature's pages and endpoints.
public enum SamplePaths {
    /// The feature's page.
    public static let page: PathTemplate = "/sample"
    /// `GET`: every item.
    public static let items: PathTemplate = "/api/v1/sample/items"
}
