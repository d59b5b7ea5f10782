import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// Closes the connection after answering an HTTP/1.0 request that did not ask
/// for keep-alive, as HTTP/1.0 expects. Hummingbird works on version-free
/// HTTP types and only closes on `Connection: close`, so this marks such a
/// request with it while the version is still known: before the codec that
/// turns NIO's HTTP/1 parts into HTTP types.
public final class HTTP10ConnectionClose: ChannelInboundHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPServerRequestPart
    public typealias InboundOut = HTTPServerRequestPart

    public init() {}

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), head.version == .http1_0, !head.isKeepAlive,
            !head.headers.contains(name: "connection")
        else {
            context.fireChannelRead(data)
            return
        }
        head.headers.add(name: "Connection", value: "close")
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// What the server's configuration adds to each connection: Hummingbird
    /// places extra handlers after the codec, so this one puts
    /// `HTTP10ConnectionClose` in front of the codec when it is added, then
    /// passes everything on untouched.
    public final class Installer: ChannelInboundHandler, RemovableChannelHandler {
        public typealias InboundIn = NIOAny

        public init() {}

        public func handlerAdded(context: ChannelHandlerContext) {
            let pipeline = context.pipeline.syncOperations
            guard let codec = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self) else { return }
            try? pipeline.addHandler(HTTP10ConnectionClose(), position: .before(codec))
        }
    }
}
