import API
import Foundation
import HTTPTypes
import Hummingbird

/// A problem renders itself; `ProblemMiddleware` is what turns a thrown one into
/// this response. (It cannot be an `HTTPResponseError`: that protocol's `status`
/// is a typed status, while the wire model's is the number RFC 9457 prescribes.)
extension Problem: ResponseGenerator {
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = (try? APIJSON.encoder().encode(self)) ?? Data()
        var headers: HTTPFields = [.contentType: Problem.contentType]
        if let retryAfter {
            headers[.retryAfter] = String(retryAfter)
        }
        return Response(
            status: HTTPResponse.Status(code: status), headers: headers,
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
