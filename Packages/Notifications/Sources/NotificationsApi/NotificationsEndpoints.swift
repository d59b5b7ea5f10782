import API

/// This feature's part of the versioned JSON API.
public enum NotificationsEndpoints {
    /// `GET /api/v1/notifications/mail`: the mail sent to the caller, newest first.
    public static let sentMail = Endpoint<NoInput, [SentMailDTO]>(
        .get, NotificationsPaths.apiMail,
        EndpointDocumentation(
            "listSentMail", summary: "The mail sent to the caller about their account, newest first (at most 50).",
            access: .signedIn))

    /// Every endpoint above, for the contract (ADR 0104).
    public static let all: [DocumentedEndpoint] = [sentMail.documented]
}
