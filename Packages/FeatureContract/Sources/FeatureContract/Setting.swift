import Configuration

/// One setting, declared beside the code that reads it: its key within the
/// reader's namespace, what it means, its default, how swift-configuration
/// reads it (a typed read) and which values are allowed. The host lists every
/// declared setting (`landmarks config`) from these.
public struct Setting<Value: Sendable>: Sendable {
    /// camelCase within the namespace: `upcomingStaysPerAccount` is
    /// `--reservations-upcoming-stays-per-account` on the command line and
    /// `LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT` in the environment.
    public let key: String
    /// What it means, in one line for the listing.
    public let summary: String
    /// The value when nothing sets it.
    public let defaultValue: Value
    /// What a refused value's error says is allowed.
    public let allowed: String
    /// Shown masked in the listing and in errors.
    public let isSecret: Bool
    let read: @Sendable (ConfigReader, ConfigKey) -> Value?
    let isAllowed: @Sendable (Value) -> Bool
    let show: @Sendable (Value) -> String

    /// A setting read by `read` (one of `ConfigReader`'s typed reads), kept
    /// only when `isAllowed`; the constructors below cover the usual kinds.
    public init(
        _ key: String, summary: String, default defaultValue: Value, allowed: String, isSecret: Bool = false,
        read: @escaping @Sendable (ConfigReader, ConfigKey) -> Value?,
        isAllowed: @escaping @Sendable (Value) -> Bool = { _ in true },
        show: @escaping @Sendable (Value) -> String = { "\($0)" }
    ) {
        self.key = key
        self.summary = summary
        self.defaultValue = defaultValue
        self.allowed = allowed
        self.isSecret = isSecret
        self.read = read
        self.isAllowed = isAllowed
        self.show = show
    }
}

extension Setting where Value == Int {
    /// A whole number within `range`.
    public static func wholeNumber(
        _ key: String, in range: ClosedRange<Int>, default defaultValue: Int, summary: String
    ) -> Setting<Int> {
        Setting(
            key, summary: summary, default: defaultValue,
            allowed: "a whole number from \(range.lowerBound) to \(range.upperBound)",
            read: { $0.int(forKey: $1) }, isAllowed: range.contains)
    }
}

extension Setting where Value == String {
    /// Any text that is not empty.
    public static func text(_ key: String, default defaultValue: String, summary: String) -> Setting<String> {
        Setting(
            key, summary: summary, default: defaultValue, allowed: "text that is not empty",
            read: { $0.string(forKey: $1) }, isAllowed: { !$0.isEmpty })
    }
}

extension Setting where Value: RawRepresentable<String> & CaseIterable {
    /// One of a closed set of words, in any case (`LOG_FORMAT=JSON`).
    public static func choice(_ key: String, default defaultValue: Value, summary: String) -> Setting<Value> {
        Setting(
            key, summary: summary, default: defaultValue,
            allowed: "one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))",
            read: { $0.string(forKey: $1, as: AnyCase<Value>.self)?.value }, show: \.rawValue)
    }
}

/// A choice as the library reads it: the lower-cased word names the case.
struct AnyCase<Value: RawRepresentable<String>>: ExpressibleByConfigString {
    let value: Value
    init?(configString: String) {
        guard let value = Value(rawValue: configString.lowercased()) else { return nil }
        self.value = value
    }
    var description: String { value.rawValue }
}
