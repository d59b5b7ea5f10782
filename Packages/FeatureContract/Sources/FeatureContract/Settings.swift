import Configuration
import Synchronization

/// A reader scoped to one namespace: what the host reads its own keys with,
/// and what a feature gets for its own. The host builds the root over its
/// sources (ADR 0116). Every read is recorded for the listing; a value that is
/// not allowed, or not of the setting's type, reads as the default and is
/// recorded as refused, which stops the launch.
public final class Settings: Sendable {
    let reader: ConfigReader
    /// The namespace's key path (`["reservations"]`); empty for the root.
    public let namespace: [String]
    private let record: Mutex<[SettingEntry]>
    private let root: Settings?

    /// The root reader over `reader`'s providers.
    public init(reader: ConfigReader) {
        self.reader = reader
        namespace = []
        record = Mutex([])
        root = nil
    }

    private init(scoping parent: Settings, to namespace: String) {
        reader = parent.reader.scoped(to: ConfigKey(namespace))
        self.namespace = parent.namespace + [namespace]
        record = Mutex([])
        root = parent.root ?? parent
    }

    /// Nothing but the defaults and `values` (full keys, typed values such as
    /// `["auth.passwordCost": 4]`): for tests and examples that build a feature alone.
    public static func defaults(_ values: SettingValues = [:]) -> Settings {
        Settings(reader: ConfigReader(provider: InMemoryProvider(values: values)))
    }

    /// The reader for `namespace` inside this one (`reservations`).
    public func scoped(to namespace: String) -> Settings {
        Settings(scoping: self, to: namespace)
    }

    /// Every setting read through this root or any reader scoped from it, in
    /// the order first read.
    public var entries: [SettingEntry] { (root ?? self).record.withLock { $0 } }

    /// The setting's value: the first source that has it, else its default.
    public func read<Value>(_ setting: Setting<Value>) -> Value {
        let key = ConfigKey(setting.key)
        let typed = setting.read(reader, key)
        var entry = SettingEntry(
            key: AbsoluteConfigKey(namespace + [setting.key]), summary: setting.summary,
            defaultValue: setting.show(setting.defaultValue), allowed: setting.allowed, isSecret: setting.isSecret)
        if let typed, setting.isAllowed(typed) {
            entry.current = setting.show(typed)
        } else if let given = typed.map(setting.show) ?? reader.string(forKey: key)
            ?? reader.stringArray(forKey: key)?.joined(separator: ",")
        {
            entry.refused = given
        }
        (root ?? self).record.withLock { entries in
            if let index = entries.firstIndex(where: { $0.key == entry.key }) {
                entries[index] = entry
            } else {
                entries.append(entry)
            }
        }
        return entry.current == nil ? setting.defaultValue : typed ?? setting.defaultValue
    }
}

/// Values by full key, typed as a JSON file would give them: what a test
/// hands `Settings.defaults`.
public typealias SettingValues = [AbsoluteConfigKey: ConfigValue]
