import Route

/// Every path Reservations serves. Pages about one landmark sit under the
/// landmark's own path, as the API's availability does.
public enum ReservationsPaths {
    /// My trips: the caller's reservations.
    public static let mine: PathTemplate = "/reservations"
    /// A reservation's page.
    public static let detail: PathTemplate = "/reservations/{id}"
    /// A reservation as an iCalendar file, for a person's own calendar.
    public static let calendar: PathTemplate = "/reservations/{id}/calendar.ics"
    /// GET asks to confirm; POST (from that page's form) cancels.
    public static let cancel: PathTemplate = "/reservations/{id}/cancel"
    /// A landmark's free campsites by night.
    public static let availability: PathTemplate = "/landmarks/{id}/availability"
    /// A landmark's sites by night, two weeks at a time.
    public static let siteAvailability: PathTemplate = "/landmarks/{id}/availability/sites"
    /// GET shows the booking form; POST books.
    public static let book: PathTemplate = "/landmarks/{id}/book"
    /// A person's hold: what it keeps, the time left, Confirm and Let it go.
    public static let hold: PathTemplate = "/holds/{id}"
    /// POST: books what the hold keeps.
    public static let confirmHold: PathTemplate = "/holds/{id}/confirm"
    /// POST: lets the hold go, freeing its site at once.
    public static let releaseHold: PathTemplate = "/holds/{id}/release"
    /// My alerts: GET lists the caller's watches, POST (from a clash or
    /// availability page) asks for one.
    public static let alerts: PathTemplate = "/alerts"
    /// POST: ends one of the caller's watches.
    public static let endAlert: PathTemplate = "/alerts/{id}/end"
    /// A watch's one-click unsubscribe link: GET asks to confirm, POST ends
    /// it (a mail client's one-click POST too, RFC 8058), signed out.
    public static let unsubscribe: PathTemplate = "/alerts/unsubscribe/{token}"

    /// `GET` the caller's reservations, `POST` a booking.
    public static let apiList: PathTemplate = "/api/v1/reservations"
    /// `GET`: one of the caller's reservations.
    public static let apiReservation: PathTemplate = "/api/v1/reservations/{id}"
    /// `POST`: cancel one of the caller's reservations.
    public static let apiCancel: PathTemplate = "/api/v1/reservations/{id}/cancel"
    /// `GET` the caller's watches, `POST` a watch.
    public static let apiAlerts: PathTemplate = "/api/v1/alerts"
    /// `DELETE`: ends one of the caller's watches.
    public static let apiAlert: PathTemplate = "/api/v1/alerts/{id}"
    /// `GET` the caller's open hold (none or one), `POST` a hold.
    public static let apiHolds: PathTemplate = "/api/v1/holds"
    /// `DELETE`: lets the caller's hold go.
    public static let apiHold: PathTemplate = "/api/v1/holds/{id}"
    /// `POST`: books what the caller's hold keeps.
    public static let apiConfirmHold: PathTemplate = "/api/v1/holds/{id}/confirm"
    /// `GET`: a landmark's free campsites per night for a month.
    public static let apiAvailability: PathTemplate = "/api/v1/landmarks/{id}/availability"
    /// `GET`: a landmark's sites by night, two weeks from `from`.
    public static let apiSiteAvailability: PathTemplate = "/api/v1/landmarks/{id}/availability/sites"
}
