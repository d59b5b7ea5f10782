import Configuration
import FeatureContract
import Foundation
import Testing

@testable import landmarks

/// Where `landmarks` finds each setting: command line over environment over
/// a JSON file over the default, and what it says about a value it refuses.
@Suite struct SettingsSourceTests {
    static let stays = Setting.wholeNumber(
        "upcomingStaysPerAccount", in: 1...1_000_000, default: 6, summary: "stays one account may hold")
    static let port = Setting.wholeNumber("port", in: 0...65535, default: 8080, summary: "the port")

    /// A JSON file with `contents`, removed when the test ends.
    static func file(_ contents: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID()).json").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func load(_ arguments: [String], _ environment: [String: String] = [:]) async throws -> SettingsSource {
        try await SettingsSource.load(arguments: arguments, environment: environment, aliases: ["PORT"])
    }

    @Test func theCommandLineWinsOverTheEnvironmentWhichWinsOverTheFileWhichWinsOverTheDefault() async throws {
        let file = try Self.file(#"{"reservations": {"upcomingStaysPerAccount": 4}, "port": 9100}"#)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let environment = ["LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT": "3", "LANDMARKS_PORT": "9200"]
        let flag = ["--reservations-upcoming-stays-per-account", "2", "--config-file", file]

        let all = try await Self.load(flag, environment)
        #expect(all.root.scoped(to: "reservations").read(Self.stays) == 2)
        #expect(all.root.read(Self.port) == 9200)
        try all.check()
        let noFlag = try await Self.load(["--config-file", file], environment)
        #expect(noFlag.root.scoped(to: "reservations").read(Self.stays) == 3)
        let fileOnly = try await Self.load(["--config-file", file])
        #expect(fileOnly.root.scoped(to: "reservations").read(Self.stays) == 4)
        #expect(fileOnly.root.read(Self.port) == 9100)
        #expect(
            fileOnly.listing.contains {
                $0.hasSuffix("now 9100 (file \(file) (port)); allowed: a whole number from 0 to 65535")
            })
        let nothing = try await Self.load([])
        #expect(nothing.root.scoped(to: "reservations").read(Self.stays) == 6)
        #expect(nothing.listing.contains { $0.contains("now 6 (default)") })
    }

    @Test func theConfigFileIsNamedByItsFlagOrElseItsEnvironmentVariable() async throws {
        let flagged = try Self.file(#"{"port": 9301}"#)
        let named = try Self.file(#"{"port": 9302}"#)
        defer { for path in [flagged, named] { try? FileManager.default.removeItem(atPath: path) } }
        let environment = ["LANDMARKS_CONFIG_FILE": named]
        #expect(try await Self.load(["--config-file", flagged], environment).root.read(Self.port) == 9301)
        #expect(try await Self.load(["--config-file=\(flagged)"]).root.read(Self.port) == 9301)
        #expect(try await Self.load([], environment).root.read(Self.port) == 9302)
        let broken = try Self.file("{ not json")
        defer { try? FileManager.default.removeItem(atPath: broken) }
        let refused = await #expect(throws: SettingsError.self) { try await Self.load(["--config-file", broken]) }
        #expect(refused?.lines.first?.hasPrefix("the config file \(broken) cannot be read as JSON") == true)
    }

    @Test func aDocumentedUnprefixedNameIsReadBelowThePrefixedOne() async throws {
        let alias = try await Self.load([], ["PORT": "7000"])
        #expect(alias.root.read(Self.port) == 7000)
        #expect(alias.listing.contains { $0.contains("now 7000 (environment variable PORT)") })
        #expect(try await Self.load([], ["PORT": "7000", "LANDMARKS_PORT": "7001"]).root.read(Self.port) == 7001)
        #expect(
            try await Self.load([], ["RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT": "2"]).root.scoped(
                to: "reservations"
            ).read(Self.stays) == 6, "only the documented names are read unprefixed")
    }

    @Test(arguments: [
        (
            "command line", ["--reservations-upcoming-stays-per-account", "lots"], [String: String](), nil as String?,
            "\"lots\" from command line --reservations-upcoming-stays-per-account"
        ),
        (
            "environment", [], ["LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT": "0"], nil,
            "\"0\" from environment variable LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT"
        ),
        ("file", [], [:], #"{"reservations": {"upcomingStaysPerAccount": -2}}"#, "\"-2\" from file "),
        ("file, not a number", [], [:], #"{"reservations": {"upcomingStaysPerAccount": [1]}}"#, "the value from file "),
    ])
    func aBadValueNamesItsKeyItsSourceAndWhatIsAllowed(
        source: String, arguments: [String], environment: [String: String], fileContents: String?, origin: String
    ) async throws {
        let file = try fileContents.map(Self.file)
        defer { if let file { try? FileManager.default.removeItem(atPath: file) } }
        let settings = try await Self.load(arguments + (file.map { ["--config-file", $0] } ?? []), environment)
        #expect(settings.root.scoped(to: "reservations").read(Self.stays) == 6, "a refused value reads as the default")
        let error = try #require(throws: SettingsError.self) { try settings.check() }
        #expect(error.lines.count == 1)
        let line = try #require(error.lines.first)
        #expect(line.hasPrefix("reservations.upcomingStaysPerAccount: \(origin)"), "\(source): \(line)")
        #expect(line.hasSuffix("use a whole number from 1 to 1000000"), "\(source): \(line)")
    }

    @Test func anOptionThatNamesNoSettingStopsTheLaunch() async throws {
        let settings = try await Self.load(["--prot", "9000", "--repair"])
        _ = settings.root.read(Self.port)
        let error = try #require(throws: SettingsError.self) { try settings.check(alsoKnown: ["--repair"]) }
        #expect(error.lines == ["unknown option --prot: `landmarks config` lists every setting"])
    }

    @Test func theListingShowsEveryKeyWithItsNamesDefaultAndCurrentValueAndMasksASecret() async throws {
        let secret = Setting<String>(
            "password", summary: "a secret", default: "", allowed: "anything", isSecret: true,
            read: { $0.string(forKey: $1) })
        let settings = try await Self.load(["--port=9000"], ["LANDMARKS_VAULT_PASSWORD": "hunter2"])
        _ = settings.root.read(Self.port)
        #expect(settings.root.scoped(to: "vault").read(secret) == "hunter2")
        #expect(
            settings.listing == [
                "port", "  the port", "  --port  LANDMARKS_PORT",
                "  default 8080; now 9000 (command line --port); allowed: a whole number from 0 to 65535",
                "vault.password", "  a secret", "  --vault-password  LANDMARKS_VAULT_PASSWORD",
                "  default (none); now ******** (environment variable LANDMARKS_VAULT_PASSWORD); allowed: anything",
            ])
        #expect(!settings.listing.joined().contains("hunter2"))
    }
}

extension SettingsSourceTests {
    @Test func aWordBeforeEveryOptionStopsTheLaunchAsAMistypedCommand() async throws {
        let settings = try await Self.load(["catalog", "import", "--port", "9000"])
        #expect(settings.root.read(Self.port) == 9000)
        let error = try #require(throws: SettingsError.self) { try settings.check() }
        #expect(
            error.lines == [
                "\"catalog\" is neither a command nor a setting: see `landmarks --help`",
                "\"import\" is neither a command nor a setting: see `landmarks --help`",
            ])
        let extra = try await Self.load(["--port", "9000", "x"])
        _ = extra.root.read(Self.port)
        #expect(
            throws: SettingsError(lines: [
                "port: \"9000,x\" from command line --port is not allowed: use a whole number from 0 to 65535"
            ])
        ) { try extra.check() }
    }
}
