import APIServer
import Foundation
import Hummingbird
import NotificationsDomain
import PageLayout

/// The HTML pages of this feature.
struct NotificationsPages: Sendable {
    let mailAbout: MailAboutAccount
    let templates: NotificationsTemplates
    let responses: PageResponses

    /// The mail sent to the signed-in person, newest first.
    func sentMail(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else {
            return responses.toLogIn(
                returningTo: NotificationsPage.sentMail.location, request, context,
                unavailable: PageMessage(
                    "Mail is not available", "Nobody can sign in on this site, so no mail is sent.", backHref: "/",
                    backTitle: "Home"))
        }
        let mails = try await mailAbout(caller.userID)
        let body = templates.sentMail.render(
            [
                "mails": mails.map { mail in
                    [
                        "subject": mail.subject, "to": mail.to.address, "written": Self.time(mail.createdAt),
                        "writtenISO": mail.createdAt.formatted(.iso8601), "status": Self.status(mail),
                    ]
                },
                "hasMails": !mails.isEmpty,
            ] as [String: Any])
        return responses.page("Mail sent to you", body: body, request, context)
    }

    static func status(_ mail: OutgoingMail) -> String {
        switch mail.status {
        case .sent: "Sent"
        case .waiting: mail.attempts == 0 ? "Being sent" : "Delayed: tried \(mail.attempts) times, trying again"
        case .failed: "Could not be delivered"
        }
    }

    /// "Fri 27 Nov 2026, 02:05 UTC": days as every page writes them, and
    /// the time in UTC, since a mail has no landmark's zone.
    static func time(_ date: Date) -> String {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "EEE d MMM yyyy, HH:mm 'UTC'"
        return format.string(from: date)
    }
}
