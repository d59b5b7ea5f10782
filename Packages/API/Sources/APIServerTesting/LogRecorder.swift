import Logging
import Synchronization

/// Keeps every line logged through its loggers, so a test can check what an
/// operator would read, and what must never be there (an email, a password).
public final class LogRecorder: Sendable {
    /// One line a logger wrote.
    public struct Entry: Sendable, Equatable {
        /// Its level.
        public var level: Logger.Level
        /// Its message.
        public var message: String
        /// Its metadata, as text.
        public var metadata: [String: String]

        /// The whole line as text: message and every metadata value.
        public var text: String {
            ([message] + metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
        }
    }

    private let storage = Mutex<[Entry]>([])

    /// An empty recorder.
    public init() {}

    /// Every line written so far, in order.
    public var entries: [Entry] { storage.withLock { $0 } }

    /// The entries whose `event` metadata is `name`.
    public func events(_ name: String) -> [Entry] { entries.filter { $0.metadata["event"] == name } }

    /// A logger whose lines this keeps; `metadataProvider` adds metadata to
    /// every line, as the host's logging does (`RequestID.metadataProvider`).
    public func logger(label: String = "test", metadataProvider: Logger.MetadataProvider? = nil) -> Logger {
        Logger(label: label) { _ in RecordingHandler(recorder: self, metadataProvider: metadataProvider) }
    }

    fileprivate func append(_ entry: Entry) { storage.withLock { $0.append(entry) } }
}

private struct RecordingHandler: LogHandler {
    let recorder: LogRecorder
    var metadataProvider: Logger.MetadataProvider?
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let provided = metadataProvider?.get() ?? [:]
        let all = provided.merging(metadata) { $1 }.merging(event.metadata ?? [:]) { $1 }
        recorder.append(
            LogRecorder.Entry(
                level: event.level, message: event.message.description, metadata: all.mapValues { "\($0)" }))
    }
}
