import Configuration
import Foundation
import Synchronization

/// A reader scoped to one namespace: what the host reads its own keys with,
/// and what a feature gets for its own. Reading a setting records it for the
/// listing; a value that does not parse is recorded as an error (the host
/// stops the launch with every such error) and reads as the default.
public final class Settings: Sendable {
    let reader: ConfigReader
    /// The namespace's key path (`["reservations"]`); empty for the root.
    public let namespace: [String]
    let record: SettingsRecord
    private let sourceBox: SourceBox

    init(reader: ConfigReader, namespace: [String], record: SettingsRecord, source: SettingsSource?) {
        self.reader = reader
        self.namespace = namespace
        self.record = record
        sourceBox = SourceBox(source)
    }

    var source: SettingsSource? {
        get { sourceBox.value }
        set { sourceBox.value = newValue }
    }

    /// Settings with nothing but their defaults (and `values`, given as a
    /// file would give them): for tests and examples that build a feature alone.
    public static func defaults(_ values: [String: String] = [:]) -> Settings {
        let source = SettingsSource(
            arguments: values.sorted { $0.key < $1.key }.map { "--\(SettingsSource.dashed($0.key))=\($0.value)" },
            environment: [:])
        return source.root
    }

    /// Throws every refused value and every unknown command-line option of
    /// the whole source: the host calls it once every feature has read its
    /// settings, before anything runs.
    public func check() throws(SettingsError) {
        try source?.check()
    }

    /// The reader for `namespace` inside this one (`reservations`).
    public func scoped(to namespace: String) -> Settings {
        Settings(
            reader: reader.scoped(to: ConfigKey(namespace)), namespace: self.namespace + [namespace], record: record,
            source: source)
    }

    /// The setting's value: the first source that has it, else its default.
    public func read<Value>(_ setting: Setting<Value>) -> Value {
        let key = ConfigKey(setting.key)
        let absolute = AbsoluteConfigKey(namespace + [setting.key])
        let raw = rawValue(forKey: key, isSecret: setting.isSecret)
        let origin = source?.origin(of: absolute)
        let names: (commandLine: String, environment: String) =
            source?.names(of: absolute) ?? ("--" + absolute.description, absolute.description)
        var value = setting.defaultValue
        var error: String?
        if let raw {
            if let parsed = setting.parse(raw.trimmingCharacters(in: .whitespaces)) {
                value = parsed
            } else {
                let shown = setting.isSecret ? "(secret)" : "\"\(raw.prefix(60))\""
                error =
                    "\(absolute.description): \(shown) from \(origin ?? "somewhere") is not allowed: use"
                    + " \(setting.allowed)"
            }
        } else if origin != nil {
            error =
                "\(absolute.description): the value from \(origin ?? "somewhere") cannot be read: use"
                + " \(setting.allowed)"
        }
        record.add(
            SettingsRecord.Entry(
                key: absolute.description, commandLine: names.commandLine, environment: names.environment,
                summary: setting.summary, defaultValue: setting.show(setting.defaultValue), allowed: setting.allowed,
                current: setting.isSecret && raw != nil ? "********" : setting.show(value),
                origin: error == nil ? (raw == nil ? "default" : origin ?? "default") : origin ?? "default",
                error: error))
        return value
    }
}

extension Settings {
    /// The value as text, whichever type its source keeps it as: the command
    /// line splits `a,b` into a list, a JSON file keeps numbers as numbers.
    fileprivate func rawValue(forKey key: ConfigKey, isSecret: Bool) -> String? {
        if let text = reader.string(forKey: key, isSecret: isSecret) { return text }
        if let list = reader.stringArray(forKey: key, isSecret: isSecret) { return list.joined(separator: ",") }
        if let number = reader.int(forKey: key) { return String(number) }
        if let number = reader.double(forKey: key) { return String(number) }
        if let flag = reader.bool(forKey: key) { return String(flag) }
        return nil
    }
}

/// The source a root reader belongs to, set once right after both exist.
private final class SourceBox: Sendable {
    private let box: Mutex<SettingsSource?>
    init(_ value: SettingsSource?) { box = Mutex(value) }
    var value: SettingsSource? {
        get { box.withLock { $0 } }
        set { box.withLock { $0 = newValue } }
    }
}

extension SettingsSource {
    /// `reservations.upcomingStaysPerAccount` -> `reservations-upcoming-stays-per-account`.
    static func dashed(_ key: String) -> String {
        var out = ""
        for character in key {
            if character == "." {
                out.append("-")
            } else if character.isUppercase {
                out.append("-")
                out.append(contentsOf: character.lowercased())
            } else {
                out.append(character)
            }
        }
        return out
    }
}
