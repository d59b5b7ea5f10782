import NIOCore
import NIOHTTPTypesHTTP1

/// What the server's configuration adds to each connection for the rules of
/// HTTP/1 that the app's version-free HTTP types cannot see: an HTTP/1.0
/// request closes its connection (`HTTP10ConnectionClose`), an HTTP/1.1 one
/// needs its `Host` (`HostHeaderRule`). Hummingbird places extra handlers
/// after the codec that makes those types, so this one puts both in front of
/// the codec when it is added, then passes everything on untouched.
public final class HTTP1Rules: ChannelInboundHandler, RemovableChannelHandler {
    public typealias InboundIn = NIOAny

    /// The rules, for one connection.
    public init() {}

    public func handlerAdded(context: ChannelHandlerContext) {
        let pipeline = context.pipeline.syncOperations
        guard let codec = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self) else { return }
        try? pipeline.addHandler(HostHeaderRule(), position: .before(codec))
        try? pipeline.addHandler(HTTP10ConnectionClose(), position: .before(codec))
    }
}
