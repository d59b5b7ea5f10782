import AuthApi
import AuthDomain

// The server's side of the wire: an account becomes its wire model here, so no
// domain type is part of `AuthApi`'s wire types (ADR 0104).

extension UserDTO {
    init(_ user: User) {
        self.init(id: user.id, email: user.email.value, name: user.name.value, createdAt: user.createdAt)
    }
}
