import Foundation

/// Where a shown value came from, so a view can mark stale data.
public enum Origin: Sendable, Equatable, CustomStringConvertible {
    /// From the server, just now.
    case network
    /// From the cache, stored `age` seconds before it was read.
    case cache(age: TimeInterval)

    /// Whether it came from the cache.
    public var isCache: Bool {
        if case .cache = self { true } else { false }
    }

    public var description: String {
        switch self {
        case .network: "network"
        case .cache(let age): "cache, \(Origin.words(forAge: age)) old"
        }
    }

    /// "12 seconds", "3 minutes", "2 hours", "5 days".
    public static func words(forAge age: TimeInterval) -> String {
        let seconds = max(0, Int(age))
        let (amount, unit): (Int, String) =
            switch seconds {
            case ..<60: (seconds, "second")
            case ..<3_600: (seconds / 60, "minute")
            case ..<86_400: (seconds / 3_600, "hour")
            default: (seconds / 86_400, "day")
            }
        return "\(amount) \(unit)\(amount == 1 ? "" : "s")"
    }
}

/// A value and where it came from.
public struct Loaded<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// Where it came from.
    public var origin: Origin

    /// `value` from `origin`.
    public init(_ value: Value, from origin: Origin) {
        self.value = value
        self.origin = origin
    }
}

extension Loaded: Equatable where Value: Equatable {}

/// What a store shows: nothing yet, loading, a value (from the network or the
/// cache, with its age), or a failure.
public enum LoadState<Value: Sendable>: Sendable {
    /// Nothing asked yet.
    case idle
    /// Asked, no answer yet.
    case loading
    /// A value, and where it came from.
    case loaded(Value, Origin)
    /// No value, and why.
    case failed(APIClientError)

    /// The value, when loaded.
    public var value: Value? {
        if case .loaded(let value, _) = self { value } else { nil }
    }

    /// Where the value came from, when loaded.
    public var origin: Origin? {
        if case .loaded(_, let origin) = self { origin } else { nil }
    }

    /// The failure, when failed.
    public var error: APIClientError? {
        if case .failed(let error) = self { error } else { nil }
    }
}

extension LoadState: Equatable where Value: Equatable {}

/// A record the server sent that breaks the domain's rules: left out of what
/// is shown, and reported so that someone can fix the server's data.
public struct DroppedRecord: Sendable, Equatable, CustomStringConvertible {
    /// The record's id as the server sent it.
    public var id: String
    /// Why it was left out.
    public var reason: String

    /// A record `id` left out for `reason`.
    public init(id: String, reason: String) {
        self.id = id
        self.reason = reason
    }

    public var description: String { "\(id): \(reason)" }
}
