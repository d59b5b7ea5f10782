import API
import Foundation
import HTTPTypes
import Logging
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request body has not arrived in full within
/// `limit` of its headers. The idle timeout restarts with every byte read, so
/// a body sent one byte every few seconds held its connection (and the
/// request task waiting for it) for as long as the sender liked. A request
/// not yet answered gets a 408 with a problem body first; the cut is logged at
/// notice, since any client can cause it.
public final class BodyDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPRequestPart
    public typealias InboundOut = HTTPRequestPart
    public typealias OutboundIn = HTTPResponsePart
    public typealias OutboundOut = HTTPResponsePart

    let limit: TimeAmount
    let logger: Logger
    private var deadline: Scheduled<Void>?
    /// The request being read has had its response head written.
    private var answered = false

    /// A handler that gives a body `limit` to arrive after its head, logging to `logger`.
    public init(limit: TimeAmount, logger: Logger) {
        self.limit = limit
        self.logger = logger
    }

    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            answered = false
            deadline?.cancel()
            deadline = nil
            // A request that declares no body has nothing to wait for, and
            // most have none: no timer for them.
            let hasBody =
                head.headerFields[.contentLength].map { $0 != "0" } ?? (head.headerFields[.transferEncoding] != nil)
            guard hasBody else { break }
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            let target = head.path ?? ""
            deadline = context.eventLoop.scheduleTask(in: limit) {
                let (handler, context) = bound.value
                handler.cut(context, target: target)
            }
        case .end:
            deadline?.cancel()
            deadline = nil
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    public func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .head = unwrapOutboundIn(data) { answered = true }
        context.write(data, promise: promise)
    }

    public func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        context.fireChannelInactive()
    }

    private func cut(_ context: ChannelHandlerContext, target: String) {
        deadline = nil
        logger.notice(
            "request body too slow; connection closed",
            metadata: ["http.target": "\(target.prefix(200))", "limit.seconds": "\(limit.nanoseconds / 1_000_000_000)"])
        guard !answered else {
            context.close(promise: nil)
            return
        }
        answered = true
        let problem = Problem(
            title: "Request Timeout", status: 408,
            detail:
                "The request body did not arrive within \(limit.nanoseconds / 1_000_000_000) seconds of its headers.")
        let body = ByteBuffer(bytes: Array((try? APIJSON.encoder().encode(problem)) ?? Data()))
        let head = HTTPResponse(
            status: .requestTimeout,
            headerFields: [
                .contentType: Problem.contentType, .contentLength: String(body.readableBytes), .connection: "close",
            ])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        let channel = context.channel
        written.futureResult.whenComplete { _ in channel.close(promise: nil) }
    }
}
