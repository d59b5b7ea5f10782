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
public final class ConnectionDrain: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPRequestPart
    public typealias InboundOut = HTTPRequestPart
    public typealias OutboundIn = HTTPResponsePart
    public typealias OutboundOut = HTTPResponsePart

    let grace: TimeAmount
    /// A request has arrived and its response has not ended.
    private var answering = false
    private var heldSince: Scheduled<Void>?

    public init(grace: TimeAmount) {
        self.grace = grace
    }

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let isHead = if case .head = unwrapInboundIn(data) { true } else { false }
        if isHead { answering = true }
        context.fireChannelRead(data)
        // Passed on after the head, so the connection closes after this answer.
        if isHead, heldSince != nil { release(context) }
    }

    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { answering = false }
        context.write(data, promise: promise)
    }

    public func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
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
