import Foundation
import Testing

@testable import FeatureContract

@Suite struct SettingsTests {
    static let stays = Setting.wholeNumber(
        "upcomingStaysPerAccount", in: 1...1_000_000, default: 6, summary: "stays one account may hold")
    static let port = Setting.wholeNumber("port", in: 0...65535, default: 8080, summary: "the port")

    /// A JSON file with `contents`, removed when the test ends.
    static func file(_ contents: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID()).json").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theCommandLineWinsOverTheEnvironmentWhichWinsOverTheFileWhichWinsOverTheDefault() async throws {
        let file = try Self.file(#"{"reservations": {"upcomingStaysPerAccount": 4}, "port": 9100}"#)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let environment = ["LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT": "3", "LANDMARKS_PORT": "9200"]
        let arguments = ["--reservations-upcoming-stays-per-account", "2"]

        let all = try await SettingsSource(arguments: arguments, environment: environment, file: file)
        #expect(all.root.scoped(to: "reservations").read(Self.stays) == 2)
        #expect(all.root.read(Self.port) == 9200)
        let noFlag = try await SettingsSource(arguments: [], environment: environment, file: file)
        #expect(noFlag.root.scoped(to: "reservations").read(Self.stays) == 3)
        let fileOnly = try await SettingsSource(arguments: [], environment: [:], file: file)
        #expect(fileOnly.root.scoped(to: "reservations").read(Self.stays) == 4)
        #expect(fileOnly.root.read(Self.port) == 9100)
        let nothing = SettingsSource(arguments: [], environment: [:])
        #expect(nothing.root.scoped(to: "reservations").read(Self.stays) == 6)
        #expect(nothing.entries.first?.origin == "default")
        try all.check()
    }

    @Test func theConfigFileIsNamedByItsFlagOrElseItsEnvironmentVariable() async throws {
        let flagged = try Self.file(#"{"port": 9301}"#)
        let named = try Self.file(#"{"port": 9302}"#)
        defer { for path in [flagged, named] { try? FileManager.default.removeItem(atPath: path) } }
        let environment = ["LANDMARKS_CONFIG_FILE": named]
        #expect(
            try await SettingsSource.load(arguments: ["--config-file", flagged], environment: environment).root.read(
                Self.port) == 9301)
        #expect(
            try await SettingsSource.load(arguments: ["--config-file=\(flagged)"], environment: [:]).root.read(
                Self.port) == 9301)
        #expect(try await SettingsSource.load(arguments: [], environment: environment).root.read(Self.port) == 9302)
        let broken = try Self.file("{ not json")
        defer { try? FileManager.default.removeItem(atPath: broken) }
        let refused = await #expect(throws: SettingsError.self) {
            try await SettingsSource.load(arguments: ["--config-file", broken], environment: [:])
        }
        #expect(refused?.lines.first?.hasPrefix("the config file \(broken) cannot be read as JSON") == true)
    }

    @Test func aDocumentedAliasIsReadBelowThePrefixedName() async throws {
        let aliases = ["PORT": "port"]
        let alias = SettingsSource(arguments: [], environment: ["PORT": "7000"], aliases: aliases)
        #expect(alias.root.read(Self.port) == 7000)
        #expect(alias.entries.first?.origin == "environment variable PORT")
        let both = SettingsSource(
            arguments: [], environment: ["PORT": "7000", "LANDMARKS_PORT": "7001"], aliases: aliases)
        #expect(both.root.read(Self.port) == 7001)
    }

    @Test(arguments: [
        (
            "command line", ["--reservations-upcoming-stays-per-account", "lots"], [String: String](), nil as String?,
            "command line --reservations-upcoming-stays-per-account"
        ),
        (
            "environment", [], ["LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT": "0"], nil,
            "environment variable LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT"
        ),
        ("file", [], [:], #"{"reservations": {"upcomingStaysPerAccount": -2}}"#, "file "),
    ])
    func aBadValueNamesItsKeyItsSourceAndWhatIsAllowed(
        source: String, arguments: [String], environment: [String: String], fileContents: String?, origin: String
    ) async throws {
        let file = try fileContents.map(Self.file)
        defer { if let file { try? FileManager.default.removeItem(atPath: file) } }
        let settings = try await SettingsSource(arguments: arguments, environment: environment, file: file)
        #expect(settings.root.scoped(to: "reservations").read(Self.stays) == 6, "a refused value reads as the default")
        let error = try #require(throws: SettingsError.self) { try settings.check() }
        #expect(error.lines.count == 1)
        let line = try #require(error.lines.first)
        #expect(line.hasPrefix("reservations.upcomingStaysPerAccount: "), "\(source): \(line)")
        #expect(line.contains(origin), "\(source): \(line)")
        #expect(line.hasSuffix("use a whole number from 1 to 1000000"), "\(source): \(line)")
    }

    @Test func anOptionThatNamesNoSettingStopsTheLaunch() async throws {
        let settings = SettingsSource(arguments: ["--prot", "9000", "--repair"], environment: [:])
        _ = settings.root.read(Self.port)
        let error = try #require(throws: SettingsError.self) { try settings.check(alsoKnown: ["--repair"]) }
        #expect(error.lines == ["unknown option --prot: `landmarks config` lists every setting"])
    }

    @Test func theListingShowsEveryKeyWithItsNamesDefaultAndCurrentValue() async throws {
        let secret = Setting<String>(
            "password", summary: "a secret", default: "", allowed: "anything", isSecret: true, parse: { $0 },
            show: { $0 })
        let settings = SettingsSource(
            arguments: ["--port=9000"], environment: ["LANDMARKS_VAULT_PASSWORD": "hunter2"])
        _ = settings.root.read(Self.port)
        #expect(settings.root.scoped(to: "vault").read(secret) == "hunter2")
        let entries = settings.entries
        #expect(entries.map(\.key) == ["port", "vault.password"])
        #expect(entries[0].commandLine == "--port" && entries[0].environment == "LANDMARKS_PORT")
        #expect(entries[0].defaultValue == "8080" && entries[0].current == "9000")
        #expect(entries[0].origin == "command line --port")
        #expect(entries[1].environment == "LANDMARKS_VAULT_PASSWORD" && entries[1].current == "********")
    }

    @Test func defaultsForATestTakeFullKeys() async {
        let settings = Settings.defaults(["reservations.upcomingStaysPerAccount": "1"])
        #expect(settings.scoped(to: "reservations").read(Self.stays) == 1)
    }
}
