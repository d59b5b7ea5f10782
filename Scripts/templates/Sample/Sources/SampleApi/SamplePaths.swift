import Route

/// The paths of this feature's pages and endpoints.
public enum SamplePaths {
    public static let page: PathTemplate = "/sample"
    public static let items: PathTemplate = "/api/v1/sample/items"
}
