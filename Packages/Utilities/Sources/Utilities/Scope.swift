/// How long a resolved instance lives.
public enum Scope: Sendable, Equatable {
    /// One instance per container that owns the registration, made on first resolve
    /// (or by `validate()` at start-up) and shared by every resolver after that.
    case singleton
    /// A new instance on every resolve.
    case perResolve
}
