/// What hands a mail to a mail server (SMTP), or writes it where a mail
/// client reads it (a Maildir). Never throws: every failure is an outcome,
/// transient or permanent.
package protocol MailTransport: Sendable {
    /// Hands `message` over for `recipient`, from `sender`.
    func deliver(_ message: MimeMessage, from sender: Mailbox, to recipient: Mailbox) async -> DeliveryOutcome
}
