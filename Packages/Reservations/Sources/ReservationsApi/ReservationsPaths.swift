import Route

/// Every path Reservations serves. Pages about one landmark sit under the
/// landmark's own path, as the API's availability does.
public enum ReservationsPaths {
    public static let mine: PathTemplate = "/reservations"
    public static let detail: PathTemplate = "/reservations/{id}"
    /// GET asks to confirm; POST (from that page's form) cancels.
    public static let cancel: PathTemplate = "/reservations/{id}/cancel"
    public static let availability: PathTemplate = "/landmarks/{id}/availability"
    /// GET shows the booking form; POST books.
    public static let book: PathTemplate = "/landmarks/{id}/book"

    public static let apiList: PathTemplate = "/api/v1/reservations"
    public static let apiReservation: PathTemplate = "/api/v1/reservations/{id}"
    public static let apiCancel: PathTemplate = "/api/v1/reservations/{id}/cancel"
    public static let apiAvailability: PathTemplate = "/api/v1/landmarks/{id}/availability"
}
