import Hummingbird

/// The request context every feature's routes run in.
///
/// One concrete type that all features share, so the host can mount every
/// feature's routes on one router. Middleware fills in the caller and the CSRF
/// token before any feature's handler runs.
public struct AppRequestContext: RequestContext {
    /// Bodies larger than this are refused with 413 before any handler reads them.
    public static let maxBodySize = 64 * 1024

    public var coreContext: CoreRequestContextStorage
    /// Who is calling; nil when nobody is signed in.
    public var caller: Caller?
    /// The token this browser's forms must send back (see SessionService's
    /// CSRF protection); nil outside a browser request.
    public var csrfToken: String?
    /// The client's IP address, for limits that count per client: the
    /// socket's peer, or behind a trusted proxy the address it forwarded
    /// (`ClientAddressMiddleware`).
    public var clientAddress: String?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress
    }

    public var maxUploadSize: Int { Self.maxBodySize }
}
