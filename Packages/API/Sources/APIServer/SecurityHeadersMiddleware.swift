import HTTPTypes
import Hummingbird

/// Adds the browser-hardening headers to every response, errors included.
///
/// The pages use no inline script or style and are never framed, so the policy
/// can be strict: everything from our own origin, nothing inline, no framing.
/// API answers are `no-store` unless the endpoint chose its own caching (the
/// anonymous catalogue's ETags): a token, an account or a reservation never
/// sits in a shared cache. A 401 from the API says how to authenticate.
public struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The Content-Security-Policy every answer carries.
    public static var contentSecurityPolicy: String {
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
            + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'"
    }

    /// Whether the site is served over https, so browsers are told to keep to it.
    let strictTransportSecurity: Bool

    /// Headers for every answer; HSTS too when `strictTransportSecurity`.
    public init(strictTransportSecurity: Bool = false) {
        self.strictTransportSecurity = strictTransportSecurity
    }

    /// Calls `next` and adds the security headers to its answer.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.referrerPolicy] = "same-origin"
        response.headers[.xFrameOptions] = "DENY"
        if strictTransportSecurity { response.headers[.strictTransportSecurity] = "max-age=31536000" }
        if request.uri.path.hasPrefix("/api/") {
            if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
            if response.status == .unauthorized, response.headers[.wwwAuthenticate] == nil {
                // A token that was sent and refused is named as such (RFC 6750).
                response.headers[.wwwAuthenticate] =
                    request.headers[.authorization] == nil
                    ? #"Bearer realm="landmarks""# : #"Bearer realm="landmarks", error="invalid_token""#
            }
        }
        return response
    }
}

extension HTTPField.Name {
    static let referrerPolicy = Self("Referrer-Policy")!
    static let xFrameOptions = Self("X-Frame-Options")!
    static let strictTransportSecurity = Self("Strict-Transport-Security")!
}
