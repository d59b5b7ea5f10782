/// The answer to a conditional request (`If-None-Match`): the endpoint's
/// output with the `ETag` that names it, or word that the copy the caller
/// named is still the answer (a 304, which carries no body).
public enum Revalidated<Value: Sendable>: Sendable {
    case changed(Value, etag: String?)
    case unchanged
}
