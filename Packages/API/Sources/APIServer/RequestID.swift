import HTTPTypes
import Hummingbird
import Logging
import Synchronization

/// The id that ties together every log line of one request and its answer.
/// It is kept in a task local, so every logger (a feature's included, which
/// knows nothing of requests) adds it to each line through
/// `RequestID.metadataProvider`, installed when the host sets up logging.
public enum RequestID {
    /// The running request's id, for log lines.
    @TaskLocal public static var current: String?

    /// The header the id travels in.
    public static let header = HTTPField.Name("X-Request-Id")!

    /// Adds `request.id` to every line logged while a request is answered.
    public static let metadataProvider = Logger.MetadataProvider {
        guard let id = current else { return [:] }
        return ["request.id": .string(id)]
    }

    /// The id a client or proxy sent, when it is a sensible one (1 to 128 of
    /// letters, digits, `-`, `_`, `.`, `:`), else a new random one: an id
    /// goes into every log line, so nothing else is taken from outside.
    public static func accept(_ sent: String?) -> String {
        if let sent, (1...128).contains(sent.utf8.count),
            sent.utf8.allSatisfy({ isIDByte($0) })
        {
            return sent
        }
        return fresh()
    }

    /// 32 hex digits: this process's random half, then a count. Unique
    /// across hosts without a random draw per request (a `UUID` and its
    /// string cost more than the rest of answering a cached read).
    static func fresh() -> String {
        let count = counter.wrappingAdd(1, ordering: .relaxed).newValue
        return processPart + hex(count)
    }

    private static let processPart = hex(UInt64.random(in: .min ... .max))
    private static let counter = Atomic<UInt64>(0)

    private static func hex(_ value: UInt64) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 16) { buffer in
            var rest = value
            for index in stride(from: 15, through: 0, by: -1) {
                buffer[index] = digits[Int(rest & 0xF)]
                rest >>= 4
            }
            return 16
        }
    }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
            UInt8(ascii: ":"):
            true
        default:
            false
        }
    }
}

/// Gives each request its id (the one sent in `X-Request-Id`, or a new one),
/// answers with it, and keeps it current while the request is handled, so
/// the request's log lines all carry it. Outermost, before the request log.
public struct RequestIDMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The middleware.
    public init() {}

    /// Takes the request's id (or makes one), answers with it, and keeps it as
    /// `current` while `next` runs.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let id = RequestID.accept(request.headers[RequestID.header])
        var response = try await RequestID.$current.withValue(id) {
            do {
                return try await next(request, context)
            } catch let error as any HTTPResponseError {
                return try error.response(from: request, context: context)
            }
        }
        response.headers[RequestID.header] = id
        return response
    }
}
