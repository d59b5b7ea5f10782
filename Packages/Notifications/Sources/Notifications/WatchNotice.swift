import Foundation

/// What an availability alert says, in words people read: handed over by the
/// host's edge from the booking feature's event and its description of the
/// watch. Paths are the app's own (`/landmarks/…`); the mail makes them
/// absolute.
public struct WatchNotice: Sendable, Equatable {
    /// The event the mail answers: a second notice with the same cause makes
    /// no second mail.
    public var cause: UUID
    /// Whose watch it is.
    public var accountID: UUID
    /// The landmark's name.
    public var landmarkName: String
    /// The landmark's page.
    public var landmarkPath: String
    /// The stay as people write it: "Fri 5 Dec – Sun 7 Dec 2026, 2 nights".
    public var stayText: String
    /// How many people.
    public var guests: Int
    /// The booking form, filled with the stay.
    public var bookingPath: String
    /// The person's alerts.
    public var alertsPath: String
    /// Ends this alert in one click (`List-Unsubscribe`).
    public var unsubscribePath: String

    /// A notice with these words, answering the event `cause`.
    public init(
        cause: UUID, accountID: UUID, landmarkName: String, landmarkPath: String, stayText: String, guests: Int,
        bookingPath: String, alertsPath: String, unsubscribePath: String
    ) {
        self.cause = cause
        self.accountID = accountID
        self.landmarkName = landmarkName
        self.landmarkPath = landmarkPath
        self.stayText = stayText
        self.guests = guests
        self.bookingPath = bookingPath
        self.alertsPath = alertsPath
        self.unsubscribePath = unsubscribePath
    }
}

/// An answered watch in the words of the feature that keeps it: what an
/// alert says. The host's edge declares that feature's description conforms.
public protocol WatchWords: Sendable {
    /// The landmark's name.
    var landmarkName: String { get }
    /// The landmark's page.
    var landmarkPath: String { get }
    /// The stay as people write it.
    var stayText: String { get }
    /// How many people.
    var guests: Int { get }
    /// The booking form, filled with the stay.
    var bookingPath: String { get }
    /// The person's alerts.
    var alertsPath: String { get }
    /// Ends this alert in one click.
    var unsubscribePath: String { get }
}

extension WatchNotice {
    /// A notice in `words`, answering the event `cause`, to the watcher `accountID`.
    public init(cause: UUID, accountID: UUID, _ words: some WatchWords) {
        self.init(
            cause: cause, accountID: accountID, landmarkName: words.landmarkName, landmarkPath: words.landmarkPath,
            stayText: words.stayText, guests: words.guests, bookingPath: words.bookingPath,
            alertsPath: words.alertsPath, unsubscribePath: words.unsubscribePath)
    }
}
