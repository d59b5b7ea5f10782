import Hummingbird

/// The request context every feature's routes run in.
///
/// One concrete type that all features share, so the host can mount every
/// feature's routes on one router.
public struct AppRequestContext: RequestContext {
    /// Bodies larger than this are refused with 413 before any handler reads them.
    public static let maxBodySize = 64 * 1024

    public var coreContext: CoreRequestContextStorage

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    public var maxUploadSize: Int { Self.maxBodySize }
}
