import ArgumentParser
import FeatureContract
import Foundation
import LandmarksDomain
import Logging
import Utilities

/// `landmarks catalogue ...`: the catalogue's operator commands.
struct CatalogueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalogue", abstract: "The landmark catalogue: add or update landmarks.",
        subcommands: [CatalogueImportCommand.self])
}

/// `landmarks catalogue import FILE`: the operator's import of a JSON array
/// of landmarks, added by name or updated, all or nothing. Every host on the
/// database shows the result within one catalogue refresh (ADR 0106).
struct CatalogueImportCommand: OperatorCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Add or update landmarks from a JSON file, all or nothing.",
        discussion: """
            FILE is a JSON array of objects with name, park, state, category, description, \
            latitude, longitude, campsites and (optional) timeZone, nightlyFeeCents (a tent site) \
            and siteFeesCents (by kind: {"rv": 5000, "group": 9000, "walk-in": 2000}; a kind left \
            out is priced from the tent fee) and bookingWindow (when nights open: {"monthsAhead": 6} \
            opens each night six months ahead; {"monthsAhead": 5, "releaseDay": 15, "opensAt": "07:00"} \
            a whole month on the 15th; left out, six months ahead at 10:00). In place of campsites, \
            sites may list them one by one: \
            {"number": "A12", "kind": "tent", "maxPeople": 6, "maxVehicles": 2, "accessible": true}; \
            a count alone is laid out as a typical campground. A landmark whose name exists \
            is updated; any other is added. One bad entry, a campsite count below what another \
            feature says is booked on some night, or a site retired or shrunk under a stay to come \
            refuses the whole file and names every reason. \
            Every host serving the same database shows the change within about a second.
            """)

    @Argument(help: "The JSON file to import.")
    var file: String

    @OptionGroup var settings: CommandSettings

    func run(on feature: LandmarksAppFactory) async throws -> OperatorOutcome {
        guard let json = FileManager.default.contents(atPath: file) else {
            return .init(errors: ["cannot read \(file)"], succeeded: false)
        }
        return try await CatalogueFileImport(
            container: feature.environment.container, logger: feature.environment.logger
        )
        .run(json, from: file)
    }
}

/// Imports one catalogue file and words what happened for the operator.
struct CatalogueFileImport: Sendable {
    let container: MicroContainer
    let logger: Logger

    /// Imports `json`, read from `file`, and says what it did or why nothing changed.
    func run(_ json: Data, from file: String) async throws -> OperatorOutcome {
        let entries: [CatalogueEntry]
        do {
            entries = try JSONDecoder().decode([CatalogueEntry].self, from: json)
        } catch {
            return refused(file, ["the file is not a JSON array of landmarks: \(Self.describe(error))"])
        }
        do {
            let report = try await container.resolve(ImportCatalogue.self).run(entries)
            logger.notice(
                "catalogue imported",
                metadata: [
                    "added": "\(report.added)", "updated": "\(report.updated)", "revision": "\(report.revision)",
                ])
            return .init(
                output: [
                    "imported \(file): \(report.added) added, \(report.updated) updated, "
                        + "\(report.unchanged) unchanged; catalogue revision \(report.revision)"
                ], succeeded: true)
        } catch let error as CatalogueImportError {
            return refused(file, error.lines)
        }
    }

    private func refused(_ file: String, _ lines: [String]) -> OperatorOutcome {
        .init(errors: ["refused \(file); nothing was changed:"] + lines.map { "  \($0)" }, succeeded: false)
    }

    /// Which entry was unreadable, and why, as an operator reads it.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "entry \(entryNumber(context)) has no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "entry \(entryNumber(context)): \(context.codingPath.last?.stringValue ?? "value") has the wrong type"
        case DecodingError.dataCorrupted(let context): context.debugDescription
        default: "unreadable"
        }
    }

    private static func entryNumber(_ context: DecodingError.Context) -> String {
        context.codingPath.first.map { "\(($0.intValue ?? 0) + 1)" } ?? "?"
    }
}
