import API
import Foundation
import NotificationsApi
import Testing

// This target depends on NotificationsApi alone, as a client would: it compiles only
// while the wire types and endpoints need nothing of the domain.

@Suite struct SentMailDTOTests {
    @Test func theWireNamesArePublishedContract() throws {
        let mail = SentMailDTO(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, kind: "welcome", subject: "Welcome",
            to: "ada@example.com", status: "sent", createdAt: Date(timeIntervalSince1970: 0), sentAt: nil)
        let json = String(decoding: try APIJSON.encoder().encode(mail), as: UTF8.self)
        #expect(
            json
                == #"{"createdAt":"1970-01-01T00:00:00Z","id":"00000000-0000-0000-0000-000000000001","kind":"welcome","#
                + #""status":"sent","subject":"Welcome","to":"ada@example.com"}"#)
        #expect(try APIJSON.decoder().decode(SentMailDTO.self, from: Data(json.utf8)) == mail)
    }

    @Test func theEndpointIsVersionedAndForSignedInCallers() throws {
        #expect(
            try NotificationsEndpoints.sentMail.request(for: NoInput()).location.href == "/api/v1/notifications/mail")
        #expect(NotificationsEndpoints.sentMail.documentation.access == .signedIn)
    }
}
