import API
import APIClient
import AuthApi
import AuthDomain

extension User {
    /// The account the server sent, if it keeps the domain's rules; the one
    /// record a call asked for is rejected, never shown half-checked.
    init(record: UserDTO) throws(APIClientError) {
        do throws(AuthError) {
            self.init(
                id: record.id, email: try Email(record.email), name: try DisplayName(record.name),
                createdAt: record.createdAt)
        } catch {
            throw .rejected(DroppedRecord(id: "account \(record.id)", reason: error.message))
        }
    }
}

extension SignUpRequest {
    /// Checks the form by the domain's rules before it is sent, naming every
    /// field that breaks them, as the server would in a 422.
    static func checked(email: String, name: String, password: String) throws(APIClientError) -> SignUpRequest {
        var issues: [FieldIssue] = []
        func note(_ check: () throws(AuthError) -> Void) {
            do throws(AuthError) {
                try check()
            } catch {
                if case .invalid(let problems) = error {
                    issues += problems.map { FieldIssue(field: $0.field, message: $0.message) }
                }
            }
        }
        note { () throws(AuthError) in _ = try Email(email) }
        note { () throws(AuthError) in _ = try DisplayName(name) }
        note { () throws(AuthError) in try PasswordRules.check(password) }
        guard issues.isEmpty else { throw .problem(.unprocessable(issues)) }
        return SignUpRequest(email: email, name: name, password: password)
    }
}
