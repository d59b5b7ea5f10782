import API

/// This feature's part of the versioned JSON API.
public enum SampleEndpoints {
    /// `GET /api/v1/sample/items`
    public static let items = Endpoint<NoInput, [SampleItemDTO]>(
        .get, SamplePaths.items, EndpointDocumentation("listSampleItems", summary: "Every item, by name."))

    /// Every endpoint above, for the contract (ADR 0104).
    public static let all: [DocumentedEndpoint] = [items.documented]
}
