import Foundation

/// The one way text is folded for search, used both when a row is written and
/// when a query is read, so the two always agree.
enum SearchText {
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .lowercased()
    }

    /// Escapes LIKE's wildcards, so a search for "100%" finds that text.
    static func likePattern(_ text: String) -> String {
        "%" + fold(text).replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_") + "%"
    }
}
