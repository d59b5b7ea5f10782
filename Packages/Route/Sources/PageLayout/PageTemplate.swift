import Mustache

/// How every page's template is read (ADR 0141): Mustache, with its values
/// escaped by `HTMLEscaping`, code point by code point, instead of by
/// Mustache's own escaping, which a quote with a combining mark after it
/// passes through.
public enum PageTemplate {
    /// `html` parsed as a Mustache template whose values are escaped by
    /// `HTMLEscaping`; throws what Mustache throws for a broken template.
    public static func parse(_ html: String) throws -> MustacheTemplate {
        _ = registered
        return try MustacheTemplate(string: "{{% CONTENT_TYPE: \(contentType)}}" + html)
    }

    /// The name the content type is registered under with Mustache.
    static let contentType = "LANDMARKS_HTML"

    /// Registered once, before the first template that names it is parsed.
    private static let registered: Void = MustacheContentTypes.register(CodePointHTML(), named: contentType)

    private struct CodePointHTML: MustacheContentType {
        func escapeText(_ text: String) -> String { HTMLEscaping.escaped(text) }
    }
}
