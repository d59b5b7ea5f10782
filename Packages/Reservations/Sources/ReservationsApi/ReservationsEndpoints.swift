import API
internal import ReservationsDomain

/// The reservations part of the versioned JSON API. Everything but
/// availability needs `Authorization: Bearer <token>`, and shows only the
/// caller's own reservations.
public enum ReservationsEndpoints {
    /// `GET /api/v1/reservations[?landmarkId=]`: mine, soonest check-in first.
    public static let list = Endpoint<ListReservationsInput, [ReservationDTO]>(
        .get, ReservationsPaths.apiList,
        EndpointDocumentation(
            "listReservations", summary: "The caller's reservations, soonest check-in first.", access: .signedIn))
    /// `GET /api/v1/reservations/{id}`: 404 when it is not mine.
    public static let reservation = Endpoint<ReservationIDInput, ReservationDTO>(
        .get, ReservationsPaths.apiReservation,
        EndpointDocumentation(
            "getReservation", summary: "One of the caller's reservations.", access: .signedIn,
            problems: [.notFound("the caller has no reservation with this id")]))
    /// `POST /api/v1/reservations`: 201 confirmed, 409 naming the full night, 422 naming each bad field.
    public static let book = Endpoint<BookingInput, ReservationDTO>(
        .post, ReservationsPaths.apiList, success: .created,
        EndpointDocumentation(
            "book",
            summary: "Books a campsite for the nights from check-in to check-out, confirmed at once. "
                + "An account holds one stay at a time at each landmark (one may begin the morning another ends) "
                + "and, unless the operator sets otherwise, at most 6 stays that have not ended.",
            access: .signedIn,
            problems: [
                .notFound("no landmark has this id"),
                .conflict(
                    "a night of the stay has no campsite free (`detail` names it), the caller already has a stay at "
                        + "this landmark that shares a night with this one, or already holds as many upcoming stays as "
                        + "one account may"),
            ],
            links: [
                "getReservation": DocumentedLink(
                    "getReservation", parameters: ["id": "$response.body#/id"], "Reads the reservation just made."),
                "cancelReservation": DocumentedLink(
                    "cancelReservation", parameters: ["id": "$response.body#/id"],
                    "Cancels the reservation just made."),
            ]))
    /// `POST /api/v1/reservations/{id}/cancel`: the cancelled reservation (again changes nothing).
    public static let cancel = Endpoint<ReservationIDInput, ReservationDTO>(
        .post, ReservationsPaths.apiCancel,
        EndpointDocumentation(
            "cancelReservation",
            summary:
                "Cancels a reservation until the day before its check-in day and frees its nights; again changes"
                + " nothing.",
            access: .signedIn,
            problems: [
                .notFound("the caller has no reservation with this id"),
                .conflict("its check-in day has come at the landmark: a stay can be cancelled until the day before"),
            ]))
    /// `GET /api/v1/landmarks/{id}/availability?month=YYYY-MM&guests=N`: free
    /// campsites per night, of those that take the party when one is given.
    public static let availability = Endpoint<AvailabilityInput, AvailabilityDTO>(
        .get, ReservationsPaths.apiAvailability,
        EndpointDocumentation(
            "getAvailability", summary: "Free campsites per night at a landmark, for one month.",
            problems: [
                .notFound("no landmark has this id"),
                .unprocessable(
                    "`month` is not `YYYY-MM` or is out of the range shown, `kind` is not a word in small letters,"
                        + " or the party is out of range"),
            ], conditional: true))

    /// `GET /api/v1/landmarks/{id}/availability/sites?from=YYYY-MM-DD`: each
    /// site's free and taken nights, two weeks at a time.
    public static let siteAvailability = Endpoint<SiteAvailabilityInput, SiteAvailabilityDTO>(
        .get, ReservationsPaths.apiSiteAvailability,
        EndpointDocumentation(
            "getSiteAvailability",
            summary: "A landmark's sites by night for two weeks: which nights each site is free, and which are taken.",
            problems: [
                .notFound("no landmark has this id"),
                .conflict("nobody camps at this landmark: it has no campsites"),
                .unprocessable(
                    "`from` is not a date, `kind` is not a word in small letters, or the party is out of range"),
            ], conditional: true))

    /// `GET /api/v1/alerts`: the caller's alerts still standing, soonest first.
    public static let alerts = Endpoint<NoInput, [AlertDTO]>(
        .get, ReservationsPaths.apiAlerts,
        EndpointDocumentation(
            "listAlerts", summary: "The caller's alerts that still stand, soonest check-in first.",
            access: .signedIn))
    /// `POST /api/v1/alerts`: 201 with the alert (the same one again when
    /// the caller already watches that stay), 409 when it can be booked now.
    public static let watch = Endpoint<AlertInput, AlertDTO>(
        .post, ReservationsPaths.apiAlerts, success: .created,
        EndpointDocumentation(
            "createAlert",
            summary: "Asks to be mailed when a campsite frees up at a landmark for every night of a stay that is full"
                + " now: each time a cancellation (or more campsites) makes it bookable, until its check-in day has"
                + " passed or the alert is ended. Asking again for the same stay answers the same alert; an account"
                + " holds at most \(StayWatch.limitPerAccount) alerts.",
            access: .signedIn,
            problems: [
                .notFound("no landmark has this id"),
                .conflict(
                    "a campsite is free on every night of the stay (book it instead), the landmark has no campsites,"
                        + " or the caller already holds as many alerts as one account may"),
            ],
            links: [
                "endAlert": DocumentedLink(
                    "endAlert", parameters: ["id": "$response.body#/id"], "Ends the alert just made.")
            ]))
    /// `DELETE /api/v1/alerts/{id}`: 204; 404 when it is not the caller's (or already ended).
    public static let endAlert = Endpoint<AlertIDInput, NoContent>(
        .delete, ReservationsPaths.apiAlert, success: .noContent,
        EndpointDocumentation(
            "endAlert", summary: "Ends one of the caller's alerts.", access: .signedIn,
            problems: [.notFound("the caller has no alert with this id")]))

    /// `GET /api/v1/holds`: the caller's open hold, as a list of none or one.
    public static let holds = Endpoint<NoInput, [HoldDTO]>(
        .get, ReservationsPaths.apiHolds,
        EndpointDocumentation(
            "listHolds", summary: "The caller's open hold: an empty list when there is none (or it expired).",
            access: .signedIn))
    /// `POST /api/v1/holds`: 201 with the hold; refused as a booking would be.
    public static let hold = Endpoint<BookingInput, HoldDTO>(
        .post, ReservationsPaths.apiHolds, success: .created,
        EndpointDocumentation(
            "createHold",
            summary:
                "Keeps a site for the nights from check-in to check-out for \(Int(Hold.length / 60)) minutes (unless"
                + " the host says otherwise), at"
                + " the fee it shows, while the caller confirms: its site-nights are taken for everyone else until"
                + " then, and free again by themselves after. Asked as a booking is (the same body, the same rules"
                + " and limits); an account keeps one open hold at a time.",
            access: .signedIn,
            problems: [
                .notFound("no landmark has this id"),
                .conflict(
                    "what would refuse the booking (a full night, a taken site, a night not open yet, a limit), or"
                        + " the caller's other hold is still open: confirm it or let it go first"),
                .tooManyRequests(
                    "the caller's account, or its address, asked for holds too often this minute (ten an account,"
                        + " 120 an address, unless the host says otherwise): try again after `Retry-After` seconds"),
            ],
            links: [
                "confirmHold": DocumentedLink(
                    "confirmHold", parameters: ["id": "$response.body#/id"], "Books what the hold keeps."),
                "releaseHold": DocumentedLink(
                    "releaseHold", parameters: ["id": "$response.body#/id"], "Lets the hold go."),
            ]))
    /// `POST /api/v1/holds/{id}/confirm`: 201 with the reservation.
    public static let confirmHold = Endpoint<HoldIDInput, ReservationDTO>(
        .post, ReservationsPaths.apiConfirmHold, success: .created,
        EndpointDocumentation(
            "confirmHold",
            summary: "Books what the caller's hold keeps, at the fee the hold showed, while it is open; the"
                + " reservation has the hold's id and confirmation code.",
            access: .signedIn,
            problems: [
                .notFound("the caller has no hold with this id (confirmed, let go, or never made)"),
                .conflict(
                    "the hold expired (nothing is booked), or the caller's limits refuse it now (a stay booked"
                        + " since shares a night, or too many upcoming stays)"),
            ],
            links: [
                "getReservation": DocumentedLink(
                    "getReservation", parameters: ["id": "$response.body#/id"], "Reads the reservation just made.")
            ]))
    /// `DELETE /api/v1/holds/{id}`: 204, its site-nights free at once.
    public static let releaseHold = Endpoint<HoldIDInput, NoContent>(
        .delete, ReservationsPaths.apiHold, success: .noContent,
        EndpointDocumentation(
            "releaseHold", summary: "Lets the caller's hold go: its site-nights are free at once.", access: .signedIn,
            problems: [.notFound("the caller has no hold with this id")]))

    /// Every endpoint above, for the contract (ADR 0104).
    public static let all: [DocumentedEndpoint] = [
        list.documented, reservation.documented, book.documented, cancel.documented, availability.documented,
        siteAvailability.documented,
        alerts.documented, watch.documented, endAlert.documented, holds.documented, hold.documented,
        confirmHold.documented, releaseHold.documented,
    ]
}
