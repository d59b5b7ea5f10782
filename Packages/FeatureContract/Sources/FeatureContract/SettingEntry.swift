import Configuration

/// One setting as it was read: what `landmarks config` lists, and what a
/// launch refuses. Where a value came from is the host's to tell.
public struct SettingEntry: Sendable, Equatable {
    /// `reservations.upcomingStaysPerAccount`
    public var key: AbsoluteConfigKey
    /// What it means.
    public var summary: String
    /// Its default, as text.
    public var defaultValue: String
    /// What is allowed.
    public var allowed: String
    /// Masked wherever the host shows it.
    public var isSecret: Bool
    /// What a source gave and was taken, as text; nil: the default is in force.
    public var current: String?
    /// What a source gave and was refused, as text. A
    /// value given that no read could take as text (a JSON object for a
    /// number) is neither current nor refused: the host finds its source.
    public var refused: String?
}
