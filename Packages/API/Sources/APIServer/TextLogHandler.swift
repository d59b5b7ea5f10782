import Logging

/// Text lines exactly as swift-log's `StreamLogHandler` writes them, but the
/// logger's own metadata is only kept when it is set, and written out when
/// a line is logged.
///
/// Hummingbird sets a request's metadata on its logger for every request,
/// and `StreamLogHandler` formats all of it again at every set: about 4 %
/// of the CPU of a search by dates in a profile, for lines that at the
/// usual level are never written. The host's text format; `JSONLogHandler`
/// is its other.
public struct TextLogHandler: LogHandler {
    private var lines: StreamLogHandler
    public var metadata: Logger.Metadata = [:]

    /// A handler writing to standard output, as swift-log's own would.
    public init(label: String, metadataProvider: Logger.MetadataProvider?) {
        lines = StreamLogHandler.standardOutput(label: label, metadataProvider: metadataProvider)
    }

    public var logLevel: Logger.Level {
        get { lines.logLevel }
        set { lines.logLevel = newValue }
    }

    public var metadataProvider: Logger.MetadataProvider? {
        get { lines.metadataProvider }
        set { lines.metadataProvider = newValue }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// The logger's metadata goes with the line, under what the line says
    /// itself (a key both name is the line's).
    public func log(event: LogEvent) {
        var event = event
        if !metadata.isEmpty {
            event.metadata = metadata.merging(event.metadata ?? [:]) { _, line in line }
        }
        lines.log(event: event)
    }
}
