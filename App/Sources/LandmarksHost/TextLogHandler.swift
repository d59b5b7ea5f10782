import Logging

/// Text lines exactly as swift-log's `StreamLogHandler` writes them, but the
/// logger's own metadata is only kept when it is set, and written out when
/// a line is logged.
///
/// Hummingbird sets a request's metadata on its logger for every request,
/// and `StreamLogHandler` formats all of it again at every set: about 4 %
/// of the CPU of a search by dates in a profile, for lines that at the
/// usual level are never written.
struct TextLogHandler: LogHandler {
    private var lines: StreamLogHandler
    var metadata: Logger.Metadata = [:]

    init(label: String, metadataProvider: Logger.MetadataProvider?) {
        lines = StreamLogHandler.standardOutput(label: label, metadataProvider: metadataProvider)
    }

    var logLevel: Logger.Level {
        get { lines.logLevel }
        set { lines.logLevel = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { lines.metadataProvider }
        set { lines.metadataProvider = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// The logger's metadata goes with the line, under what the line says
    /// itself (a key both name is the line's).
    func log(event: LogEvent) {
        var event = event
        if !metadata.isEmpty {
            event.metadata = metadata.merging(event.metadata ?? [:]) { _, line in line }
        }
        lines.log(event: event)
    }
}
