import Foundation

/// The one JSON dialect of the API: ISO 8601 dates, stable key order.
/// Client and server both use it, so a date never changes shape on the way.
public enum APIJSON {
    /// The encoder every JSON body is written with: ISO 8601 dates, sorted keys.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The decoder every JSON body is read with: ISO 8601 dates.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
