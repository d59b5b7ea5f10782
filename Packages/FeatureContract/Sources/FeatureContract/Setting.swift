import APIServer
import Foundation

/// One setting, declared beside the code that reads it: its key within the
/// reader's namespace, what it means, its default, and what is allowed. The
/// host lists every declared setting (`landmarks config`) from these.
public struct Setting<Value: Sendable>: Sendable {
    /// camelCase within the namespace: `upcomingStaysPerAccount` is
    /// `--reservations-upcoming-stays-per-account` on the command line and
    /// `LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT` in the environment.
    public let key: String
    /// What it means, in one line for the listing.
    public let summary: String
    /// The value when nothing sets it.
    public let defaultValue: Value
    /// What a bad value's error says is allowed.
    public let allowed: String
    /// Shown masked in the settings listing.
    public let isSecret: Bool
    let parse: @Sendable (String) -> Value?
    let show: @Sendable (Value) -> String

    /// A setting of any type, read with `parse` and shown with `show`; the
    /// constructors below cover the usual kinds.
    public init(
        _ key: String, summary: String, default defaultValue: Value, allowed: String, isSecret: Bool = false,
        parse: @escaping @Sendable (String) -> Value?, show: @escaping @Sendable (Value) -> String
    ) {
        self.key = key
        self.summary = summary
        self.defaultValue = defaultValue
        self.allowed = allowed
        self.isSecret = isSecret
        self.parse = parse
        self.show = show
    }
}

extension Setting where Value == Int {
    /// A whole number within `range`, digits only.
    public static func wholeNumber(
        _ key: String, in range: ClosedRange<Int>, default defaultValue: Int, summary: String
    )
        -> Setting<Int>
    {
        Setting(
            key, summary: summary, default: defaultValue,
            allowed: "a whole number from \(range.lowerBound) to \(range.upperBound)",
            parse: { text in
                guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }), let number = Int(text),
                    range.contains(number)
                else { return nil }
                return number
            },
            show: { "\($0)" })
    }
}

extension Setting where Value == String {
    /// Any text that is not empty.
    public static func text(_ key: String, default defaultValue: String, summary: String) -> Setting<String> {
        Setting(
            key, summary: summary, default: defaultValue, allowed: "text that is not empty",
            parse: { $0.isEmpty ? nil : $0 }, show: { $0 })
    }
}

extension Setting where Value: RawRepresentable<String> & CaseIterable {
    /// One of a closed set of words, in any case.
    public static func choice(_ key: String, default defaultValue: Value, summary: String) -> Setting<Value> {
        let words = Value.allCases.map(\.rawValue)
        return Setting(
            key, summary: summary, default: defaultValue,
            allowed: "one of \(words.joined(separator: ", "))",
            parse: { Value(rawValue: $0.lowercased()) }, show: { $0.rawValue })
    }
}

extension Setting where Value == [String] {
    /// Exact IPv4 or IPv6 addresses, comma-separated; none is an empty list.
    public static func ipAddresses(_ key: String, default defaultValue: [String], summary: String) -> Setting<[String]>
    {
        Setting(
            key, summary: summary, default: defaultValue, allowed: "IP addresses, separated by commas",
            parse: { raw in
                let addresses = raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty }
                return addresses.allSatisfy(ClientAddressMiddleware.isIPAddress) ? addresses : nil
            },
            show: { $0.isEmpty ? "none" : $0.joined(separator: ",") })
    }
}
