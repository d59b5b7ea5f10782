/// Where a mail is on its way out.
public enum MailStatus: String, Sendable, Equatable, Codable, CaseIterable {
    /// Not handed to the mail server yet: new, or waiting to be tried again.
    case waiting
    /// The mail server took it.
    case sent
    /// The mail server refused it for good, or it waited too long: it will
    /// not be tried again.
    case failed
}
