import API

/// This feature's part of the versioned JSON API.
public enum SampleEndpoints {
    /// `GET /api/v1/sample/items`
    public static let items = Endpoint<NoInput, [SampleItemDTO]>(.get, SamplePaths.items)
}
