import API
import AuthApi
import AuthDomain
import Foundation
import Testing

@Suite struct AuthDTOTests {
    @Test func aUserOnTheWireHasNoPasswordAndReadsBack() throws {
        let user = User(
            id: UUID(), email: try Email("ada@example.com"), name: try DisplayName("Ada"),
            createdAt: Date(timeIntervalSince1970: 1_800_000_000))
        let json = String(decoding: try APIJSON.encoder().encode(UserDTO(user)), as: UTF8.self)
        #expect(!json.lowercased().contains("password"))
        let back = try APIJSON.decoder().decode(UserDTO.self, from: Data(json.utf8))
        #expect(try User(back) == user)
    }

    @Test func aWireUserThatBreaksTheRulesIsRefused() {
        let dto = UserDTO(id: UUID(), email: "not an email", name: "Ada", createdAt: Date())
        #expect(throws: AuthError.self) { try User(dto) }
    }

    @Test func theEndpointsAreWhereTheContractSays() {
        #expect(AuthEndpoints.signUp.path.render() == "/api/v1/auth/signup")
        #expect(AuthEndpoints.signUp.successStatus == .created)
        #expect(AuthEndpoints.logIn.path.render() == "/api/v1/auth/login")
        #expect(AuthEndpoints.logOut.successStatus == .noContent)
        #expect(AuthEndpoints.me.method == .get)
    }
}
