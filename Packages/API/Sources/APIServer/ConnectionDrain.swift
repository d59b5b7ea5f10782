import HTTPTypes
import Logging
import NIOCore
import NIOHTTPTypes

/// Gives an idle connection a moment at shutdown before it is closed.
///
/// When the server stops, it first stops accepting, then asks every open
/// connection to finish (`ChannelShouldQuiesceEvent`): one in the middle of a
/// request closes after answering it, an idle one closes at once. But "idle"
/// includes a connection accepted a millisecond ago whose first request is
/// on its way, and a proxy's kept-alive connection it is about to reuse:
/// closing those resets a request nobody answered. So this handler holds the
/// event for an idle connection until its next request arrives (which is then
/// answered, and the connection closed after it) or `grace` passes.
///
/// Every answer written once shutdown has begun carries `Connection: close`,
/// so a client or proxy knows not to send another request on it: without
/// that, nginx reused a connection the host was about to close and answered
/// the request it sent there with a 502.
public final class ConnectionDrain: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPRequestPart
    public typealias InboundOut = HTTPRequestPart
    public typealias OutboundIn = HTTPResponsePart
    public typealias OutboundOut = HTTPResponsePart

    let grace: TimeAmount
    let logger: Logger
    /// A request has arrived and its response has not ended.
    private var answering = false
    private var heldSince: Scheduled<Void>?
    /// Shutdown has begun: answers say the connection closes.
    private var quiescing = false

    /// A handler that gives an idle connection `grace` for its next request
    /// at shutdown, and says at debug level when a connection opens and when
    /// shutdown reached it.
    public init(grace: TimeAmount, logger: Logger) {
        self.grace = grace
        self.logger = logger
    }

    public func channelActive(context: ChannelHandlerContext) {
        logger.debug("connection opened")
        context.fireChannelActive()
    }

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let isHead = if case .head = unwrapInboundIn(data) { true } else { false }
        if isHead { answering = true }
        context.fireChannelRead(data)
        // Passed on after the head, so the connection closes after this answer.
        if isHead, heldSince != nil { release(context) }
    }

    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head) where quiescing:
            head.headerFields[.connection] = "close"
            context.write(wrapOutboundOut(.head(head)), promise: promise)
            return
        case .end:
            answering = false
        default:
            break
        }
        context.write(data, promise: promise)
    }

    public func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, !quiescing {
            quiescing = true
            logger.debug("connection asked to finish", metadata: ["answering": "\(answering)"])
        }
        guard event is ChannelShouldQuiesceEvent, !answering, heldSince == nil else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        heldSince = context.eventLoop.scheduleTask(in: grace) {
            let (handler, context) = bound.value
            handler.release(context)
        }
    }

    public func channelInactive(context: ChannelHandlerContext) {
        heldSince?.cancel()
        heldSince = nil
        context.fireChannelInactive()
    }

    private func release(_ context: ChannelHandlerContext) {
        heldSince?.cancel()
        heldSince = nil
        context.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
    }
}
