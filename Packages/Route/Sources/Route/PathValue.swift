import Foundation

/// The values a path carries, each in its one spelling: `/landmarks/1` names
/// landmark 1, and `/landmarks/01` or `/landmarks/+1` name nothing, so one
/// resource never has two addresses (and two cache entries).
public enum PathValue {
    /// A positive whole number written with digits only and no leading zero,
    /// up to `Int.max`; anything else is nil.
    public static func positiveID(_ raw: some StringProtocol) -> Int? {
        guard let first = raw.utf8.first, first != UInt8(ascii: "0"),
            raw.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let id = Int(raw)
        else { return nil }
        return id
    }

    /// A UUID in its usual 36-character spelling, either case.
    public static func uuid(_ raw: some StringProtocol) -> UUID? {
        UUID(uuidString: String(raw))
    }
}
