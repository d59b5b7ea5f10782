import APIServer
import Logging

/// How the `landmarks` process logs: once, at start, before any logger is made.
public enum HostLogging {
    /// Text or JSON lines at the configured level; every logger, features'
    /// included, adds the current request's id (`RequestID`).
    public static func bootstrap(_ configuration: HostConfiguration) {
        let level = configuration.logLevel
        let format = configuration.logFormat
        LoggingSystem.bootstrap(
            { label, metadataProvider in
                var handler: any LogHandler =
                    switch format {
                    case .text: TextLogHandler(label: label, metadataProvider: metadataProvider)
                    case .json: JSONLogHandler(label: label, metadataProvider: metadataProvider)
                    }
                handler.logLevel = level
                return handler
            }, metadataProvider: RequestID.metadataProvider)
    }
}
