import API
import Foundation
import NIOCore
import NIOHTTP1

/// Answers 400 to an HTTP/1.1 request without exactly one `Host` header, as
/// RFC 9112 (3.2) requires, and closes the connection. The HTTP types the app
/// works on have lost the version by the time a middleware sees the request,
/// and HTTP/1.0 may leave `Host` out, so this sits before the codec that
/// makes them (`HTTP1Rules` puts it there). The refusal waits for answers
/// still being written on the connection, so it never jumps ahead of them.
public final class HostHeaderRule: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPServerRequestPart
    public typealias InboundOut = HTTPServerRequestPart
    public typealias OutboundIn = HTTPServerResponsePart
    public typealias OutboundOut = HTTPServerResponsePart

    /// Requests passed on whose answers have not ended.
    private var answering = 0
    /// A refused request's version, once one is refused: what follows on
    /// this connection is dropped.
    private var refused: HTTPVersion?
    private var refusalSent = false

    /// A handler for one connection.
    public init() {}

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard refused == nil else { return }
        let part = unwrapInboundIn(data)
        if case .head(let head) = part {
            if head.version.major == 1, head.version.minor >= 1, head.headers["host"].count != 1 {
                refused = head.version
                if answering == 0 { refuse(context) }
                return
            }
            answering += 1
        }
        context.fireChannelRead(data)
    }

    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let isEnd = if case .end = unwrapOutboundIn(data) { true } else { false }
        context.write(data, promise: promise)
        if isEnd {
            answering -= 1
            if answering == 0, refused != nil { refuse(context) }
        }
    }

    private func refuse(_ context: ChannelHandlerContext) {
        guard let version = refused, !refusalSent else { return }
        refusalSent = true
        let problem = Problem.badRequest("An HTTP/1.1 request must carry exactly one Host header.")
        let body = ByteBuffer(bytes: Array((try? APIJSON.encoder().encode(problem)) ?? Data()))
        let headers = HTTPHeaders([
            ("Content-Type", Problem.contentType), ("Content-Length", String(body.readableBytes)),
            ("Connection", "close"),
        ])
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: version, status: .badRequest, headers: headers))),
            promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        let channel = context.channel
        written.futureResult.whenComplete { _ in channel.close(promise: nil) }
    }
}
