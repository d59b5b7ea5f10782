import Foundation

/// A form's fields as a browser posts them
/// (`application/x-www-form-urlencoded`).
public enum FormBody {
    /// The media type of a form post.
    public static let contentType = "application/x-www-form-urlencoded"

    /// The fields as a form post's body, each name and value percent-encoded.
    public static func encode(_ fields: [(String, String)]) -> String {
        fields.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
    }

    /// The CSRF token a page's form carries (its hidden `_csrf` field), which
    /// a browser sends back when that form is submitted; nil when the page has
    /// no form.
    public static func csrfToken(in html: String) -> String? {
        let marker = #"name="_csrf" value=""#
        guard let start = html.range(of: marker)?.upperBound, let end = html[start...].firstIndex(of: "\"") else {
            return nil
        }
        return String(html[start..<end])
    }

    /// Everything but letters and digits percent-encoded: always safe in a form body.
    public static func escape(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
    }
}
