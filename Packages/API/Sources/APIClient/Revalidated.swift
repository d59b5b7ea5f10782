/// The answer to a conditional request (`If-None-Match`): the endpoint's
/// output with the `ETag` that names it, or word that the copy the caller
/// named is still the answer (a 304, which carries no body).
public enum Revalidated<Value: Sendable>: Sendable {
    /// A new answer, with its tag.
    case changed(Value, etag: String?)
    /// The copy the caller holds is still the answer.
    case unchanged
}
