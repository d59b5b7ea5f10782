import Foundation
import Testing

/// The operating page (docs/operating.md) names every setting and command
/// the host has: what `landmarks config` lists (each flag and environment
/// name) and what `landmarks --help` offers (each command, as `landmarks …`).
/// A setting or command added without a word in the docs fails here.
@Suite struct OperatingDocsTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/operating.md")

    @Test func everySettingLandmarksConfigListsIsOnTheOperatingPage() async throws {
        let docs = try String(contentsOf: Self.page, encoding: .utf8)
        let listed = try await HostProcess.run(["config"])
        #expect(listed.status == 0, "\(listed.output)")
        // `  --hostname  LANDMARKS_HOSTNAME`: a setting's two names.
        let names = listed.output.split(separator: "\n").filter { $0.hasPrefix("  --") }
            .flatMap { $0.split(separator: " ").map(String.init) }
            .filter { $0.hasPrefix("--") || $0.hasPrefix("LANDMARKS_") }
        #expect(names.count >= 20, "config listed \(names.count) names: \(listed.output)")
        let missing = names.filter { !docs.contains("`\($0)`") }
        #expect(missing == [], "in `landmarks config` but not in docs/operating.md")
    }

    @Test func everyCommandLandmarksHelpOffersIsOnTheOperatingPage() async throws {
        let docs = try String(contentsOf: Self.page, encoding: .utf8)
        let top = try await Self.subcommands(of: [])
        #expect(Set(top).isSuperset(of: ["serve", "migrate", "check", "config", "catalogue"]), "\(top)")
        var commands: [String] = []
        for command in top {
            // A feature's group (`catalogue`) has its own subcommands (`import`).
            let nested = try await Self.subcommands(of: [command])
            commands += nested.isEmpty ? [command] : nested.map { "\(command) \($0)" }
        }
        #expect(commands.contains("catalogue import"), "\(commands)")
        let missing = commands.filter { !docs.contains("landmarks \($0)") }
        #expect(missing == [], "in `landmarks --help` but not in docs/operating.md")
    }

    /// The names `landmarks WORDS --help` lists under SUBCOMMANDS.
    static func subcommands(of words: [String]) async throws -> [String] {
        let help = try await HostProcess.run(words + ["--help"])
        #expect(help.status == 0, "\(help.output)")
        var names: [String] = []
        var section = ""
        for line in help.output.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") {
                section = String(line)
            } else if section.hasPrefix("SUBCOMMANDS"), line.hasPrefix("  "), !line.hasPrefix("   "),
                let name = line.split(separator: " ").first, name.first?.isLowercase == true
            {
                names.append(String(name))
            }
        }
        return names
    }
}
