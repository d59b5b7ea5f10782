import APIClient
import Foundation
import NotificationsApi

extension NotificationsService {
    /// The server at `baseURL`, through `cache`. The cache keeps what the
    /// server sent; the records are read again on every answer, from the
    /// network or the cache alike.
    public static func live(client: NetworkClient, baseURL: URL, cache: TieredCache) -> NotificationsService {
        let client = client.at(baseURL)
        let scope = client.cacheScope + "Notifications/"
        return NotificationsService(
            sentMail: { policy in
                cache.load(
                    scope + "mail", policy: policy, fetch: { try await client.send(NotificationsEndpoints.sentMail) }
                ) {
                    SentMailList(records: $0)
                }
            })
    }
}
