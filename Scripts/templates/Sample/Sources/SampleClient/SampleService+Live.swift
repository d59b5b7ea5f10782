import APIClient
import Foundation
import SampleApi

extension SampleService {
    /// The server at `baseURL`, through `cache`. The cache keeps what the
    /// server sent; the domain's checks run on every read, from the network
    /// or the cache alike.
    public static func live(client: NetworkClient, baseURL: URL, cache: TieredCache) -> SampleService {
        let client = client.at(baseURL)
        let scope = client.cacheScope + "Sample/"
        return SampleService(
            items: { policy in
                cache.load(scope + "items", policy: policy, fetch: { try await client.send(SampleEndpoints.items) }) {
                    SampleItemList(records: $0)
                }
            })
    }
}
