import Foundation

/// Ids whose first bits are the time they were made (ADR 0143).
extension UUID {
    /// A version 7 UUID (RFC 9562): the Unix time of `date` in milliseconds
    /// in its first 48 bits, then the version, 74 random bits and the
    /// variant (ADR 0143).
    ///
    /// Rows keyed by such ids are written near the end of their index, as
    /// rows numbered in order are: a random UUID lands on a page of its own,
    /// and a busy SQLite host wrote one index page per row for each such
    /// key. Ids made later sort after, as values and as lowercase text, once
    /// the milliseconds differ; within one millisecond they are in no
    /// particular order. The time of making is readable from the id, so an
    /// id that must not say when it was made stays a random `UUID()`.
    public static func timeOrdered(at date: Date = Date()) -> UUID {
        var random = SystemRandomNumberGenerator()
        let milliseconds = UInt64(max(0, (date.timeIntervalSince1970 * 1_000).rounded(.down)))
        let high = random.next() as UInt64
        let low = random.next() as UInt64
        func byte(_ value: UInt64, _ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: value >> shift) }
        return UUID(
            uuid: (
                byte(milliseconds, 40), byte(milliseconds, 32), byte(milliseconds, 24), byte(milliseconds, 16),
                byte(milliseconds, 8), byte(milliseconds, 0),
                0x70 | (byte(high, 0) & 0x0F), byte(high, 8),
                0x80 | (byte(high, 16) & 0x3F), byte(high, 24),
                byte(low, 0), byte(low, 8), byte(low, 16), byte(low, 24), byte(low, 32), byte(low, 40)
            ))
    }

    /// The instant a version 7 UUID was made, to the millisecond; nil for
    /// any other version.
    public var timeOrderedInstant: Date? {
        let bytes = uuid
        guard bytes.6 >> 4 == 7 else { return nil }
        let milliseconds = [bytes.0, bytes.1, bytes.2, bytes.3, bytes.4, bytes.5].reduce(UInt64(0)) {
            $0 << 8 | UInt64($1)
        }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
    }
}
