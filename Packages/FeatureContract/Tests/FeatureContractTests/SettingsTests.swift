import Configuration
import Foundation
import Testing

@testable import FeatureContract

@Suite struct SettingsTests {
    static let stays = Setting.wholeNumber(
        "upcomingStaysPerAccount", in: 1...1_000_000, default: 6, summary: "stays one account may hold")
    static let name = Setting.text("name", default: "Landmarks", summary: "the name")
    enum Format: String, CaseIterable { case text, json }
    static let format = Setting<Format>.choice("format", default: .text, summary: "how lines are written")

    /// A root reader over a JSON file of `json`.
    static func reading(_ json: String) async throws -> Settings {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID()).json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return Settings(reader: ConfigReader(provider: try await FileProvider<JSONSnapshot>(filePath: .init(path))))
    }

    @Test func aScopedReaderReadsItsNamespaceWithTheLibrarysTypes() async throws {
        let settings = try await Self.reading(#"{"reservations": {"upcomingStaysPerAccount": 4}, "name": "Trails"}"#)
        #expect(settings.scoped(to: "reservations").read(Self.stays) == 4)
        #expect(settings.read(Self.name) == "Trails")
        #expect(settings.read(Self.format) == .text, "nothing given: the default")
        #expect(settings.entries.map(\.key.description) == ["reservations.upcomingStaysPerAccount", "name", "format"])
        #expect(settings.entries.map(\.current) == ["4", "Trails", nil])
        #expect(settings.entries.allSatisfy { $0.refused == nil })
    }

    @Test func aChoiceIsReadInAnyCase() async throws {
        #expect(try await Self.reading(#"{"format": "JSON"}"#).read(Self.format) == .json)
    }

    @Test(arguments: [
        (#"{"reservations": {"upcomingStaysPerAccount": 0}}"#, "0"),
        (#"{"reservations": {"upcomingStaysPerAccount": "lots"}}"#, "lots"),
    ])
    func aValueOutsideWhatIsAllowedIsRefusedAndReadsAsTheDefault(json: String, shown: String) async throws {
        let settings = try await Self.reading(json)
        #expect(settings.scoped(to: "reservations").read(Self.stays) == 6)
        let entry = try #require(settings.entries.first)
        #expect(entry.refused == shown && entry.current == nil)
        #expect(entry.allowed == "a whole number from 1 to 1000000")
    }

    @Test func aValueNoReadCanTakeAsTextIsNeitherCurrentNorRefused() async throws {
        let settings = try await Self.reading(#"{"name": {"first": "x"}}"#)
        #expect(settings.read(Self.name) == "Landmarks")
        #expect(settings.entries.first?.current == nil && settings.entries.first?.refused == nil)
    }

    @Test func readingAgainReplacesTheEntryInItsPlace() {
        let settings = Settings.defaults(["name": "One"])
        _ = settings.read(Self.name)
        _ = settings.read(Self.format)
        _ = settings.read(Self.name)
        #expect(settings.entries.map(\.key.description) == ["name", "format"])
    }

    @Test func defaultsForATestTakeFullKeysAndTypedValues() {
        let settings = Settings.defaults(["reservations.upcomingStaysPerAccount": 1])
        #expect(settings.scoped(to: "reservations").read(Self.stays) == 1)
        #expect(Settings.defaults().read(Self.stays) == 6)
    }
}
