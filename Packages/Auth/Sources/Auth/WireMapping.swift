import AuthApi
import AuthDomain

// The server's side of the wire: an account becomes its wire model here, so
// `AuthApi` stays free of the domain (ADR 0033).

extension UserDTO {
    init(_ user: User) {
        self.init(id: user.id, email: user.email.value, name: user.name.value, createdAt: user.createdAt)
    }
}
