import Route

/// The paths of this feature's pages and endpoints.
public enum NotificationsPaths {
    /// The page of mail sent to the signed-in person.
    public static let page: PathTemplate = "/notifications"
    /// `GET`: the mail sent to the caller.
    public static let apiMail: PathTemplate = "/api/v1/notifications/mail"
}
