import APIServerTesting
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A browser, as far as these tests need one: it keeps cookies, posts forms
/// with the CSRF token of the last page that had a form (as a person would,
/// submitting what is on the screen), and does not follow redirects, so a
/// test sees each 303 and where it points.
final class WebBrowser: Sendable {
    struct Page {
        var status: Int
        var headers: [String: String]
        var body: String
        var location: String? { headers["location"] }
    }

    let baseURL: URL
    private let jar = Mutex(CookieJar())
    private let lastFormToken = Mutex<String?>(nil)

    /// One session for every browser in the process. Each browser keeps its
    /// own cookies (the session keeps none), so they share nothing a test can
    /// see; and on Linux a URLSession's teardown races libcurl's sockets
    /// (swift-corelibs-foundation's `_MultiHandle`), a known crash that a
    /// session made and dropped per browser invited in every test run.
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        return URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
    }()

    init(_ baseURL: URL) {
        self.baseURL = baseURL
    }

    var cookies: CookieJar { jar.withLock { $0 } }

    func setCookie(_ name: String, _ value: String?) {
        jar.withLock { $0[name] = value }
    }

    /// The token the last form on screen carries.
    var csrfToken: String { lastFormToken.withLock { $0 } ?? "" }

    @discardableResult
    func get(_ path: String) async throws -> Page {
        try await send(path, method: "GET", body: nil, contentType: nil)
    }

    /// Posts a form; the CSRF field is added unless the test passes its own.
    @discardableResult
    func post(_ path: String, _ fields: [(String, String)], csrf: String? = nil) async throws -> Page {
        let body = FormBody.encode(fields + [("_csrf", csrf ?? csrfToken)])
        return try await send(path, method: "POST", body: Data(body.utf8), contentType: FormBody.contentType)
    }

    func send(_ path: String, method: String, body: Data?, contentType: String?, headers: [String: String] = [:])
        async throws -> Page
    {
        var request = URLRequest(url: URL(string: path, relativeTo: baseURL)!)
        request.httpMethod = method
        request.httpBody = body
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let cookieHeader = cookies.header { request.setValue(cookieHeader, forHTTPHeaderField: "Cookie") }
        let (data, response) = try await Self.session.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            fields[String(describing: key).lowercased()] = String(describing: value)
        }
        if let setCookie = fields["set-cookie"] { remember(setCookie) }
        let page = Page(status: http.statusCode, headers: fields, body: String(decoding: data, as: UTF8.self))
        if let token = FormBody.csrfToken(in: page.body) { lastFormToken.withLock { $0 = token } }
        return page
    }

    /// Several Set-Cookie headers may arrive joined with ", "; our cookies
    /// carry no Expires attribute, so a comma always separates two cookies.
    private func remember(_ header: String) {
        jar.withLock { $0.remember(setCookie: header.components(separatedBy: ", ")) }
    }

    static func encode(_ value: String) -> String { FormBody.escape(value) }
}

/// Refuses every redirect, so the test sees the 303 itself.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    // @unchecked: the class has no stored state at all; URLSession may call it
    // from any queue, and there is nothing for two calls to share.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
