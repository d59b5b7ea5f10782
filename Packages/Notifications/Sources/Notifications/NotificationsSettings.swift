import FeatureContract
import Foundation
import NotificationsData
import NotificationsDomain

// Notifications' settings, declared beside the factory that reads them (ADR 0113).
extension NotificationsAppFactory {
    /// What Notifications reads from its namespace (`notifications.`).
    public enum Settings {
        /// Where mail goes when no mail server is set: a Maildir any mail
        /// client opens (made when missing).
        public static let maildir = Setting.text(
            "maildir", default: "data/mail", summary: "the Maildir mail is written to when no mail server is set")
        /// The mail server mail is handed to over SMTP; none (the default):
        /// mail is written to the Maildir. Its password, when the URL has
        /// one, is masked wherever the value is shown.
        public static let mailServer = Setting<String>(
            "mailServer",
            summary: "the mail server mail is handed to over SMTP (none: mail is written to the Maildir)", default: "",
            allowed: "smtp://[user[:password]@]host[:port] (STARTTLS, port 587), smtps://… (TLS, port 465), "
                + "or smtp://127.0.0.1:port?tls=none for a server on loopback",
            read: { reader, key in reader.string(forKey: key) },
            isAllowed: { $0.isEmpty || SMTPTransport.Server(url: $0) != nil }, show: maskingPassword)
        /// Certificates trusted for the mail server besides the system's.
        public static let mailServerCertificates = Setting<String>(
            "mailServerCertificates",
            summary: "a PEM file of certificates trusted for the mail server besides the system's", default: "",
            allowed: "the path of a readable PEM file",
            read: { reader, key in reader.string(forKey: key) },
            isAllowed: { $0.isEmpty || FileManager.default.isReadableFile(atPath: $0) })
        /// Who mail is from.
        public static let from = Setting<Mailbox>(
            "from", summary: "who mail is from: an address, optionally with a name before it in angle brackets",
            default: Mailbox(address: "no-reply@landmarks.localhost", name: "Landmarks"),
            allowed: "an address such as no-reply@landmarks.example or Landmarks <no-reply@landmarks.example>",
            read: { reader, key in reader.string(forKey: key).map(Mailbox.init(parsing:)) },
            isAllowed: \.isDeliverable, show: { $0.name.isEmpty ? $0.address : "\($0.name) <\($0.address)>" })
    }
}

/// A mail server's URL as listings and errors show it: any password masked.
private func maskingPassword(_ url: String) -> String {
    guard var parts = URLComponents(string: url), parts.password != nil else { return url }
    parts.password = "***"
    return parts.string ?? "***"
}
