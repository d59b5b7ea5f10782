import NotificationsDomain
import Testing

@Suite struct MailboxTests {
    @Test func aNameBeforeAnAddressInAngleBracketsIsReadAsBoth() {
        #expect(
            Mailbox(parsing: "Landmarks <no-reply@l.example>")
                == Mailbox(address: "no-reply@l.example", name: "Landmarks"))
        #expect(
            Mailbox(parsing: #""The Team" <team@l.example>"#) == Mailbox(address: "team@l.example", name: "The Team"))
        #expect(Mailbox(parsing: " ada@example.com ") == Mailbox(address: "ada@example.com"))
    }

    @Test func controlCharactersAreDroppedFromBothParts() {
        let mailbox = Mailbox(address: "ada@example.com\r\n", name: "Ada\nBcc: x")
        #expect(mailbox.address == "ada@example.com")
        #expect(mailbox.name == "AdaBcc: x")
    }

    @Test(arguments: [
        ("ada@example.com", true), ("ada", false), ("@example.com", false), ("ada@localhost", false),
        ("a da@example.com", false), ("zoë@example.com", false), ("a<b@example.com", false),
    ])
    func onlyAnAddressAServerTakesIsDeliverable(_ address: String, _ deliverable: Bool) {
        #expect(Mailbox(address: address).isDeliverable == deliverable)
    }
}
