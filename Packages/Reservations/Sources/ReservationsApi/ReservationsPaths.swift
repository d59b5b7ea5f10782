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
    /// GET shows the booking form; POST books.
    public static let book: PathTemplate = "/landmarks/{id}/book"

    /// `GET` the caller's reservations, `POST` a booking.
    public static let apiList: PathTemplate = "/api/v1/reservations"
    /// `GET`: one of the caller's reservations.
    public static let apiReservation: PathTemplate = "/api/v1/reservations/{id}"
    /// `POST`: cancel one of the caller's reservations.
    public static let apiCancel: PathTemplate = "/api/v1/reservations/{id}/cancel"
    /// `GET`: a landmark's free campsites per night for a month.
    public static let apiAvailability: PathTemplate = "/api/v1/landmarks/{id}/availability"
}
