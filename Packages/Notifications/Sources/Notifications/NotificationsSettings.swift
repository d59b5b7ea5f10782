import FeatureContract
import NotificationsDomain

// Notifications' settings, declared beside the factory that reads them (ADR 0113).
extension NotificationsAppFactory {
    /// What Notifications reads from its namespace (`notifications.`).
    public enum Settings {
        /// Where mail goes when no mail server is set: a Maildir any mail
        /// client opens (made when missing).
        public static let maildir = Setting.text(
            "maildir", default: "data/mail", summary: "the Maildir mail is written to when no mail server is set")
        /// Who mail is from.
        public static let from = Setting<Mailbox>(
            "from", summary: "who mail is from: an address, optionally with a name before it in angle brackets",
            default: Mailbox(address: "no-reply@landmarks.localhost", name: "Landmarks"),
            allowed: "an address such as no-reply@landmarks.example or Landmarks <no-reply@landmarks.example>",
            read: { reader, key in reader.string(forKey: key).map(Mailbox.init(parsing:)) },
            isAllowed: \.isDeliverable, show: { $0.name.isEmpty ? $0.address : "\($0.name) <\($0.address)>" })
    }
}
