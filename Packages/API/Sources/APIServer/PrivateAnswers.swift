import Hummingbird

/// Answers that are not shared but may still be kept: a signed-in caller's
/// list, which differs from another's only by what the caller keeps. `key`
/// names everything the answer depends on besides the input, and the
/// generation it belongs to, or nil for an answer to compute every time.
/// Such answers are served private: no shared cache may keep them (ADR 0106).
public struct PrivateAnswers<Input: Sendable, Key: Hashable & Sendable, Context: RequestContext>: Sendable {
    let cache: ResponseCache<Key>
    let key: @Sendable (Input, Request, Context) async throws -> (key: Key, generation: Int)?

    /// Answers kept in `cache` under what `key` names, or made every time when it answers nil.
    public init(
        cache: ResponseCache<Key>,
        key: @Sendable @escaping (Input, Request, Context) async throws -> (key: Key, generation: Int)?
    ) {
        self.cache = cache
        self.key = key
    }
}
