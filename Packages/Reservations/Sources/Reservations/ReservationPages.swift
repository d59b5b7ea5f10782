import API
import APIServer
import Foundation
import Hummingbird
import PageLayout
import ReservationsDomain
import Route

/// The HTML pages: availability by month, the booking form, my reservations,
/// a reservation's detail, and cancelling it. Everything but availability is
/// for the signed-in owner; anyone else is sent to log in and comes back.
/// The router has already matched each path: handlers get its parameters
/// typed, and read only the query themselves.
struct ReservationPages: Sendable {
    let holds: MyHold
    let cancel: CancelReservation
    let mine: MyReservations
    let availability: CampsiteAvailability
    let watch: WatchStay
    let watches: MyWatches
    let landmarks: any LandmarkDirectory
    let templates: ReservationTemplates
    let responses: PageResponses
    let today: Today
    let limits: BookingLimits
    /// Where landmarks free on some nights are listed (the feature that keeps them).
    let landmarksFreeOn: @Sendable (_ checkIn: Day, _ checkOut: Day) -> Location
    /// How long an availability answer may be served as made.
    let availabilityGeneration: AvailabilityGeneration
    /// The grid of sites as rendered for each address, kept for its
    /// generation: every visitor of the same address sees the same grid.
    let gridPages = SharedPages<String>(capacity: 1_024)

    // MARK: My trips

    func mine(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return toLogIn(returningTo: .mine, request, context) }
        let list = try await mine.list(owner: caller.userID)
        var values: [String: Any] = [
            "upcoming": list.upcoming.map { row($0, list.landmarks[$0.landmarkID]) },
            "past": list.past.map { row($0, list.landmarks[$0.landmarkID]) },
            "cancelled": list.cancelled.map { row($0, list.landmarks[$0.landmarkID]) },
            "hasUpcoming": !list.upcoming.isEmpty, "hasPast": !list.past.isEmpty,
            "hasCancelled": !list.cancelled.isEmpty,
            "landmarksHref": "/", "alertsHref": ReservationsPage.alerts.href,
        ]
        // A site held and not yet confirmed is the first thing to see.
        if let hold = try await holds.open(owner: caller.userID) {
            let landmark = try await landmarks.landmark(id: hold.landmarkID)
            values["hold"] = [
                "siteNumber": hold.siteNumber, "landmarkName": landmark?.name ?? "Landmark \(hold.landmarkID)",
                "stayText": StayText.stay(hold.stay), "href": ReservationsPage.hold(id: hold.id).href,
                "heldUntil": LocalTime.text(hold.heldUntil, in: landmark?.timeZone ?? .gmt),
            ]
        }
        return responses.page("My trips", body: templates.mine.render(values), request, context)
    }

    func detail(id: UUID, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return toLogIn(returningTo: .detail(id: id), request, context) }
        do {
            let reservation = try await mine.reservation(id: id, owner: caller.userID)
            let landmark = try await landmarks.landmark(id: reservation.landmarkID)
            var values = row(reservation, landmark)
            values["landmarkHref"] = landmark?.href ?? "/"
            values["nights"] = reservation.stay.nightCount
            values["guests"] = reservation.guests
            values["notes"] = reservation.notes.isEmpty ? nil : reservation.notes
            values["mineHref"] = ReservationsPage.mine.href
            values["nightlyFee"] = USDollars.text(cents: reservation.nightlyFee)
            values["cancellationRule"] = BookingRules.cancellationSummary
            values["notice"] = Self.notices[request.uri.queryParameters.get("notice") ?? ""]
            if mine.canCancel(reservation, at: landmark) {
                values["cancelHref"] = ReservationsPage.cancel(id: id).href
            } else if reservation.status == .confirmed {
                // Where the button would be, why it is not.
                values["noCancel"] =
                    "This stay can no longer be cancelled: cancelling ends the day before check-in, at the"
                    + " landmark's own midnight."
            }
            values["calendarHref"] = ReservationsPage.calendar(id: id).href
            values["directionsHref"] = landmark?.place.map(Self.directions)
            return responses.page(
                values["landmarkName"] as? String ?? "Reservation", body: templates.detail.render(values), request,
                context)
        } catch ReservationsError.reservationNotFound {
            return notFound(request, context)
        }
    }

    /// The trip as an iCalendar file, for its owner only.
    func calendarFile(id: UUID, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return toLogIn(returningTo: .detail(id: id), request, context) }
        do {
            let reservation = try await mine.reservation(id: id, owner: caller.userID)
            let file = TripCalendarFile(
                reservation: reservation, landmark: try await landmarks.landmark(id: reservation.landmarkID))
            return Response(
                status: .ok,
                headers: [
                    .contentType: "text/calendar; charset=utf-8",
                    .contentDisposition: "attachment; filename=\"\(file.fileName)\"",
                    .cacheControl: "private, no-store",
                ],
                body: .init(byteBuffer: ByteBuffer(string: file.text)))
        } catch ReservationsError.reservationNotFound {
            return notFound(request, context)
        }
    }

    /// Directions to a point from wherever the person is, in Google Maps
    /// (its documented URL form works in any browser and opens the app on a phone).
    static func directions(to place: BookableLandmark.Place) -> String {
        "https://www.google.com/maps/dir/?api=1&destination=\(TripCalendarFile.degrees(place.latitude)),"
            + TripCalendarFile.degrees(place.longitude)
    }

    // MARK: Cancelling

    /// Asks before cancelling: the form on this page is what cancels.
    func confirmCancel(id: UUID, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return toLogIn(returningTo: .detail(id: id), request, context) }
        do {
            let reservation = try await mine.reservation(id: id, owner: caller.userID)
            let landmark = try await landmarks.landmark(id: reservation.landmarkID)
            guard mine.canCancel(reservation, at: landmark) else {
                let why =
                    reservation.status == .cancelled
                    ? "It is already cancelled." : ReservationsError.tooLateToCancel.message
                return responses.message(cannotCancel(id, why), request, context, status: .conflict)
            }
            var values = row(reservation, landmark)
            values["action"] = ReservationsPage.cancel(id: id).href
            values["detailHref"] = ReservationsPage.detail(id: id).href
            values["csrfToken"] = context.csrfToken ?? ""
            return responses.page("Cancel reservation", body: templates.confirmCancel.render(values), request, context)
        } catch ReservationsError.reservationNotFound {
            return notFound(request, context)
        }
    }

    func cancel(id: UUID, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return toLogIn(returningTo: .detail(id: id), request, context) }
        do {
            _ = try await cancel(id: id, owner: caller.userID)
            var back = ReservationsPage.detail(id: id).location
            back.query = [.init("notice", "cancelled")]
            return .seeOther(back.href)
        } catch ReservationsError.reservationNotFound {
            return notFound(request, context)
        } catch ReservationsError.tooLateToCancel {
            return responses.message(
                cannotCancel(id, ReservationsError.tooLateToCancel.message), request, context, status: .conflict)
        }
    }

    // MARK: Shared pieces

    static let alertNotices = [
        "watching": "Alert made: we will mail you when a campsite frees up for these nights.",
        "ended": "Alert ended: no more mails about those nights.",
    ]

    private static let notices = [
        "booked": "Booked: a campsite is yours for these nights.",
        "cancelled": "Cancelled: the campsite is free for others again.",
    ]

    /// The values a reservation shows in a list, a detail and the cancel question.
    func row(_ reservation: Reservation, _ landmark: BookableLandmark?) -> [String: Any] {
        let nights = reservation.stay.nightCount
        return [
            "id": reservation.id.uuidString.lowercased(),
            "href": ReservationsPage.detail(id: reservation.id).href,
            "landmarkName": landmark?.name ?? "Landmark \(reservation.landmarkID)",
            "landmarkHref": landmark?.href ?? "/",
            "checkIn": reservation.stay.checkIn.iso, "checkOut": reservation.stay.checkOut.iso,
            "checkInText": DayText.day(reservation.stay.checkIn),
            "checkOutText": DayText.day(reservation.stay.checkOut),
            "stayText": StayText.stay(reservation.stay),
            "code": reservation.confirmationCode.value, "total": USDollars.text(cents: reservation.total),
            "nightsText": nights == 1 ? "1 night" : "\(nights) nights",
            "guestsText": reservation.guests == 1 ? "1 guest" : "\(reservation.guests) guests",
            "status": reservation.status.rawValue, "statusTitle": reservation.status.title,
            "site": reservation.siteNumber.map { number in
                landmark?.sites.first { $0.number == number }.map(SiteText.site) ?? number
            } ?? false,
        ]
    }

    /// What booking or availability at a landmark without campsites says:
    /// its page names the nearest landmarks where people camp.
    func nobodyCamps(at landmark: BookableLandmark) -> PageMessage {
        PageMessage(
            "Nobody camps at \(landmark.name)", "\(landmark.name) has no campsites, so there is nothing to book here.",
            backHref: landmark.href, backTitle: "Where to camp nearby")
    }

    private func cannotCancel(_ id: UUID, _ why: String) -> PageMessage {
        PageMessage(
            "This reservation cannot be cancelled", why, backHref: ReservationsPage.detail(id: id).href,
            backTitle: "Back to the reservation")
    }

    func toLogIn(returningTo page: ReservationsPage, _ request: Request, _ context: AppRequestContext)
        -> Response
    {
        responses.toLogIn(
            returningTo: page.location, request, context,
            unavailable: PageMessage(
                "Reservations are not available", "Nobody can sign in on this site, so nothing can be booked.",
                backHref: "/", backTitle: "Home"))
    }

    /// Also what the router answers for a malformed id in a path of ours.
    func notFound(_ request: Request, _ context: AppRequestContext) -> Response {
        responses.message(Self.nothingHere, request, context, status: .notFound)
    }

    static let nothingHere = PageMessage(
        "Not found", "There is nothing of yours at this address.", backHref: ReservationsPage.mine.href,
        backTitle: "My trips")
}
