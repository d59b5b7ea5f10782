import Foundation
import Logging

/// One JSON object per line on standard output, for log collectors:
/// `time`, `level`, `label`, `message`, then every metadata key as a field
/// (the request's `request.id` among them). Chosen with `--log-format json`.
public struct JSONLogHandler: LogHandler {
    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private let write: @Sendable (String) -> Void

    /// A handler for the logger `label`, adding `metadataProvider`'s metadata and
    /// writing each line with `write`.
    public init(
        label: String, metadataProvider: Logger.MetadataProvider?,
        write: @escaping @Sendable (String) -> Void = JSONLogHandler.standardOutput
    ) {
        self.label = label
        self.metadataProvider = metadataProvider
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var fields: [String: Any] = [:]
        let provided = metadataProvider?.get() ?? [:]
        for (key, value) in provided.merging(metadata, uniquingKeysWith: { $1 }).merging(
            event.metadata ?? [:], uniquingKeysWith: { $1 })
        {
            fields[key] = Self.plain(value)
        }
        fields["time"] = Self.timestamp(Date())
        fields["level"] = event.level.rawValue
        fields["label"] = label
        fields["message"] = event.message.description
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: fields, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return }
        write(String(decoding: data, as: UTF8.self))
    }

    /// Metadata as JSON values: strings stay strings, lists and maps nest.
    private static func plain(_ value: Logger.MetadataValue) -> Any {
        switch value {
        case .string(let text): text
        case .stringConvertible(let convertible): convertible.description
        case .array(let values): values.map(plain)
        case .dictionary(let entries): entries.mapValues(plain)
        }
    }

    private static func timestamp(_ date: Date) -> String {
        Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date)
    }

    /// Writes a line to standard output in one call, so lines from several
    /// threads never interleave.
    public static let standardOutput: @Sendable (String) -> Void = { line in
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
