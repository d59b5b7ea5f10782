import NotificationsApi
import Route

/// Every page of this feature, as a value.
enum NotificationsPage: PageRoute {
    case sentMail

    var location: Location {
        switch self {
        case .sentMail: Location(path: NotificationsPaths.page.render())
        }
    }

    init?(location: Location) {
        guard NotificationsPaths.page.match(location.path) != nil else { return nil }
        self = .sentMail
    }
}
