/// How a read weighs the cache against the network.
public enum CachePolicy: String, CaseIterable, Sendable {
    /// Show what the cache holds at once, then fetch and show the fresh answer.
    case cacheThenFetch
    /// Show the cache when it holds the value; fetch only when it does not.
    case cacheElseFetch
    /// Always fetch; a failure is shown as one. The answer is still cached.
    case networkOnly
    /// Never fetch: the cache's value, or `APIClientError.notCached`.
    case cacheOnly
    /// Fetch first; when the network fails (no answer, a timeout, a 5xx),
    /// show the cache instead.
    case networkElseCache
}
