import NIOCore
import NIOHTTP1

/// Closes the connection after answering an HTTP/1.0 request that did not ask
/// for keep-alive, as HTTP/1.0 expects. Hummingbird works on version-free
/// HTTP types and only closes on `Connection: close`, so this marks such a
/// request with it while the version is still known: before the codec that
/// turns NIO's HTTP/1 parts into HTTP types (`HTTP1Rules` puts it there).
public final class HTTP10ConnectionClose: ChannelInboundHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPServerRequestPart
    public typealias InboundOut = HTTPServerRequestPart

    /// A handler for one connection.
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
}
