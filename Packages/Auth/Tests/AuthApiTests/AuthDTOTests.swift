import API
import AuthApi
import Foundation
import Testing

// This target depends on AuthApi alone, as a client would: it compiles only
// while the wire types and endpoints need nothing of the domain.

@Suite struct AuthDTOTests {
    @Test func aUserOnTheWireHasNoPasswordAndReadsBack() throws {
        let user = UserDTO(
            id: UUID(), email: "ada@example.com", name: "Ada", createdAt: Date(timeIntervalSince1970: 1_800_000_000))
        let json = String(decoding: try APIJSON.encoder().encode(user), as: UTF8.self)
        #expect(!json.lowercased().contains("password"))
        #expect(json.contains("\"createdAt\":\"2027-01-15T08:00:00Z\""))
        #expect(try APIJSON.decoder().decode(UserDTO.self, from: Data(json.utf8)) == user)
    }

    @Test func aLogInAnswerCarriesTheTokenAndTheUser() throws {
        let json =
            #"""
            {"token":"t","expiresAt":"2027-01-15T08:00:00Z","user":{"id":"5A1D0B0E-3C53-4D8A-9A8B-3E8F7D3C2B10",\#
            "email":"a@b.c","name":"A","createdAt":"2027-01-15T08:00:00Z"}}
            """#
        let answer = try APIJSON.decoder().decode(TokenResponse.self, from: Data(json.utf8))
        #expect(answer.token == "t")
        #expect(answer.user.name == "A")
    }

    @Test func theEndpointsAreWhereTheContractSays() {
        #expect(AuthEndpoints.signUp.path.render() == "/api/v1/auth/signup")
        #expect(AuthEndpoints.signUp.successStatus == .created)
        #expect(AuthEndpoints.logIn.path.render() == "/api/v1/auth/login")
        #expect(AuthEndpoints.logOut.successStatus == .noContent)
        #expect(AuthEndpoints.me.method == .get)
    }
}
