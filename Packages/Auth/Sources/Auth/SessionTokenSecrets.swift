import AuthDomain
import SessionService

/// Reset links' secrets, made and kept as session tokens are: 32 random
/// bytes in base64url, stored as their SHA-256 digest.
struct SessionTokenSecrets: ResetSecrets {
    func make() -> (secret: String, digest: String) {
        let token = SessionToken.random()
        return (token.value, token.digest)
    }

    func digest(of secret: String) -> String? {
        SessionToken(secret)?.digest
    }
}
