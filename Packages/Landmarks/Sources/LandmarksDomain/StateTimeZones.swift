import Foundation

/// The time zone most of a US state keeps, for landmarks that do not name
/// their own: the seed catalogue, rows stored before landmarks had one, and
/// import entries without `timeZone`. States split between zones (Idaho,
/// Oregon's east, Texas, …) are left out on purpose: a landmark there must
/// say which it follows.
public enum StateTimeZones {
    /// The time zone of `state` (any case, trimmed); nil for a state split between zones.
    public static func zone(forState state: String) -> TimeZone? {
        table[state.trimmingCharacters(in: .whitespaces).lowercased()].flatMap(TimeZone.init(identifier:))
    }

    private static let table: [String: String] = [
        "alabama": "America/Chicago", "alaska": "America/Anchorage", "arizona": "America/Phoenix",
        "arkansas": "America/Chicago", "california": "America/Los_Angeles", "colorado": "America/Denver",
        "connecticut": "America/New_York", "delaware": "America/New_York", "district of columbia": "America/New_York",
        "georgia": "America/New_York", "hawaii": "Pacific/Honolulu", "illinois": "America/Chicago",
        "iowa": "America/Chicago", "louisiana": "America/Chicago", "maine": "America/New_York",
        "maryland": "America/New_York", "massachusetts": "America/New_York", "minnesota": "America/Chicago",
        "mississippi": "America/Chicago", "missouri": "America/Chicago", "montana": "America/Denver",
        "new hampshire": "America/New_York", "new jersey": "America/New_York", "new mexico": "America/Denver",
        "new york": "America/New_York", "north carolina": "America/New_York", "ohio": "America/New_York",
        "oklahoma": "America/Chicago", "pennsylvania": "America/New_York", "rhode island": "America/New_York",
        "south carolina": "America/New_York", "utah": "America/Denver", "vermont": "America/New_York",
        "virginia": "America/New_York", "washington": "America/Los_Angeles", "west virginia": "America/New_York",
        "wisconsin": "America/Chicago", "wyoming": "America/Denver",
        // Split states, by where this catalogue's landmarks are: the
        // Everglades, Crater Lake, the Great Smokies, Mount Rushmore.
        "florida": "America/New_York", "oregon": "America/Los_Angeles", "tennessee": "America/New_York",
        "south dakota": "America/Denver",
    ]
}
