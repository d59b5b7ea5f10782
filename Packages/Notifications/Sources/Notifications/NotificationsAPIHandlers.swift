import API
import APIServer
import NotificationsApi
import NotificationsDomain

/// The JSON API of this feature.
struct NotificationsAPIHandlers: Sendable {
    let mailAbout: MailAboutAccount

    func sentMail(context: AppRequestContext) async throws -> [SentMailDTO] {
        guard let caller = context.caller else {
            throw Problem.unauthorized("Mail belongs to an account: log in and send `Authorization: Bearer <token>`.")
        }
        return try await mailAbout(caller.userID).map(SentMailDTO.init)
    }
}
