import API

/// The reservations part of the versioned JSON API. Everything but
/// availability needs `Authorization: Bearer <token>`, and shows only the
/// caller's own reservations.
public enum ReservationsEndpoints {
    /// `GET /api/v1/reservations[?landmarkId=]`: mine, soonest check-in first.
    public static let list = Endpoint<ListReservationsInput, [ReservationDTO]>(.get, ReservationsPaths.apiList)
    /// `GET /api/v1/reservations/{id}`: 404 when it is not mine.
    public static let reservation = Endpoint<ReservationIDInput, ReservationDTO>(.get, ReservationsPaths.apiReservation)
    /// `POST /api/v1/reservations`: 201 confirmed, 409 naming the full night, 422 naming each bad field.
    public static let book = Endpoint<BookingInput, ReservationDTO>(.post, ReservationsPaths.apiList, success: .created)
    /// `POST /api/v1/reservations/{id}/cancel`: the cancelled reservation (again changes nothing).
    public static let cancel = Endpoint<ReservationIDInput, ReservationDTO>(.post, ReservationsPaths.apiCancel)
    /// `GET /api/v1/landmarks/{id}/availability?month=YYYY-MM`: free campsites per night.
    public static let availability = Endpoint<AvailabilityInput, AvailabilityDTO>(.get, ReservationsPaths.apiAvailability)
}
