import API

/// What this package's middleware answers before any endpoint runs, as the
/// API contract lists it on every operation (ADR 0104).
public enum DocumentedSessionProblems {
    /// The 401 and 403 problems the session middleware may answer for `endpoint`,
    /// for its entry in the API contract.
    public static func answering(_ endpoint: DocumentedEndpoint) -> [DocumentedProblem] {
        // SessionMiddleware refuses a token it does not know, whatever the endpoint.
        var problems = [DocumentedProblem(401, when: "a bearer token was sent that is unknown, expired or revoked")]
        if !["GET", "HEAD"].contains(endpoint.method) {
            // CSRFProtection: what a page on another site could have made a browser send.
            problems.append(
                DocumentedProblem(
                    403,
                    when: "it could have come from a page on another site: the browser's session cookie was sent "
                        + "without its CSRF token, or from an `Origin` of another site"))
        }
        return problems
    }
}
