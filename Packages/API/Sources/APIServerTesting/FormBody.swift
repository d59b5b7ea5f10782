import Foundation

/// A form's fields as a browser posts them
/// (`application/x-www-form-urlencoded`).
public enum FormBody {
    public static let contentType = "application/x-www-form-urlencoded"

    public static func encode(_ fields: [(String, String)]) -> String {
        fields.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
    }

    /// Everything but letters and digits percent-encoded: always safe in a form body.
    public static func escape(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
    }
}
