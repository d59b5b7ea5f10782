import APIServer
import Foundation
import Hummingbird
import PageLayout
import ReservationsDomain
import Route

/// The HTML pages: availability by month, the booking form, my reservations,
/// a reservation's detail, and cancelling it. Everything but availability is
/// for the signed-in owner; anyone else is sent to log in and comes back.
struct ReservationPages: Sendable {
    let book: BookCampsite
    let cancel: CancelReservation
    let mine: MyReservations
    let availability: CampsiteAvailability
    let landmarks: any LandmarkDirectory
    let templates: ReservationTemplates
    let layout: PageLayout
    let today: @Sendable () -> Day

    // MARK: My reservations

    func mine(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return toLogIn(returningTo: .mine, context) }
        let (upcoming, past) = try await mine.list(owner: caller.userID)
        let names = try await HostLandmarks.names(of: (upcoming + past).map(\.landmarkID), in: landmarks)
        let values: [String: Any] = [
            "upcoming": upcoming.map { row($0, names[$0.landmarkID]) },
            "past": past.map { row($0, names[$0.landmarkID]) },
            "hasUpcoming": !upcoming.isEmpty, "hasPast": !past.isEmpty,
            "landmarksHref": "/",
        ]
        return page("My reservations", templates.mine.render(values), request, context)
    }

    func detail(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard case let .detail(id) = ReservationsPage(location: location(of: request)) else {
            return notFound(request, context)
        }
        guard let caller = context.caller else { return toLogIn(returningTo: .detail(id: id), context) }
        do {
            let reservation = try await mine.reservation(id: id, owner: caller.userID)
            let landmark = try await landmarks.landmark(id: reservation.landmarkID)
            var values = row(reservation, landmark)
            values["landmarkHref"] = landmark?.href ?? "/"
            values["nights"] = reservation.stay.nightCount
            values["guests"] = reservation.guests
            values["notes"] = reservation.notes.isEmpty ? nil : reservation.notes
            values["mineHref"] = ReservationsPage.mine.href
            values["notice"] = Self.notices[location(of: request).value(of: "notice") ?? ""]
            if mine.canCancel(reservation) { values["cancelHref"] = ReservationsPage.cancel(id: id).href }
            return page(values["landmarkName"] as? String ?? "Reservation", templates.detail.render(values), request, context)
        } catch ReservationsError.reservationNotFound {
            return notFound(request, context)
        }
    }

    // MARK: Cancelling

    /// Asks before cancelling: the form on this page is what cancels.
    func confirmCancel(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard case let .cancel(id) = ReservationsPage(location: location(of: request)) else {
            return notFound(request, context)
        }
        guard let caller = context.caller else { return toLogIn(returningTo: .detail(id: id), context) }
        do {
            let reservation = try await mine.reservation(id: id, owner: caller.userID)
            guard mine.canCancel(reservation) else {
                return message(
                    "This reservation cannot be cancelled",
                    reservation.status == .cancelled ? "It is already cancelled." : ReservationsError.alreadyBegun.message,
                    back: (ReservationsPage.detail(id: id).href, "Back to the reservation"), request, context,
                    status: .conflict)
            }
            let landmark = try await landmarks.landmark(id: reservation.landmarkID)
            var values = row(reservation, landmark)
            values["action"] = ReservationsPage.cancel(id: id).href
            values["detailHref"] = ReservationsPage.detail(id: id).href
            values["csrfToken"] = context.csrfToken ?? ""
            return page("Cancel reservation", templates.confirmCancel.render(values), request, context)
        } catch ReservationsError.reservationNotFound {
            return notFound(request, context)
        }
    }

    func cancel(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard case let .cancel(id) = ReservationsPage(location: location(of: request)) else {
            return notFound(request, context)
        }
        guard let caller = context.caller else { return toLogIn(returningTo: .detail(id: id), context) }
        do {
            _ = try await cancel(id: id, owner: caller.userID)
            var back = ReservationsPage.detail(id: id).location
            back.query = [.init("notice", "cancelled")]
            return .seeOther(back.href)
        } catch ReservationsError.reservationNotFound {
            return notFound(request, context)
        } catch ReservationsError.alreadyBegun {
            return message(
                "This reservation cannot be cancelled", ReservationsError.alreadyBegun.message,
                back: (ReservationsPage.detail(id: id).href, "Back to the reservation"), request, context, status: .conflict)
        }
    }

    // MARK: Availability

    func availability(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard case let .availability(landmarkID, rawMonth) = ReservationsPage(location: location(of: request)) else {
            return notFound(request, context)
        }
        do {
            guard let landmark = try await landmarks.landmark(id: landmarkID) else {
                throw ReservationsError.landmarkNotFound
            }
            let month: Month
            do {
                month = try availability.month(named: rawMonth)
            } catch {
                let values: [String: Any] = [
                    "landmarkName": landmark.name, "landmarkHref": landmark.href, "error": error.message,
                ]
                return page("Availability", templates.availability.render(values), request, context, status: .badRequest)
            }
            let shown = try await availability(landmarkID: landmarkID, month: month)
            let values: [String: Any] = [
                "landmarkName": landmark.name, "landmarkHref": landmark.href, "campsites": landmark.campsites,
                "monthTitle": month.title,
                "previousTitle": month.adding(-1).title,
                "previousHref": ReservationsPage.availability(landmarkID: landmarkID, month: month.adding(-1).iso).href,
                "nextTitle": month.adding(1).title,
                "nextHref": ReservationsPage.availability(landmarkID: landmarkID, month: month.adding(1).iso).href,
                "weeks": weeks(shown),
            ]
            return page("Availability at \(landmark.name)", templates.availability.render(values), request, context)
        } catch ReservationsError.landmarkNotFound {
            return notFound(request, context)
        }
    }

    /// The month as calendar rows, Monday first, with blank cells around it.
    private func weeks(_ shown: MonthAvailability) -> [[String: Any]] {
        var cells: [[String: Any]] = Array(repeating: ["class": "blank"], count: shown.month.firstDay.weekday - 1)
        for night in shown.nights {
            var cell: [String: Any] = [
                "date": night.night.iso, "day": night.night.parts.day, "free": night.free,
                "class": !night.bookable ? "closed" : night.free == 0 ? "full" : "open",
                "freeText": !night.bookable ? "—" : night.free == 0 ? "Full" : "\(night.free) free",
            ]
            if night.bookable, night.free > 0 {
                cell["bookHref"] = ReservationsPage.book(landmarkID: shown.landmark.id, checkIn: night.night.iso).href
            }
            cells.append(cell)
        }
        while cells.count % 7 != 0 { cells.append(["class": "blank"]) }
        return stride(from: 0, to: cells.count, by: 7).map { ["days": Array(cells[$0..<$0 + 7])] }
    }

    // MARK: Booking

    func bookingForm(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard case let .book(landmarkID, checkIn) = ReservationsPage(location: location(of: request)) else {
            return notFound(request, context)
        }
        guard context.caller != nil else {
            return toLogIn(returningTo: .book(landmarkID: landmarkID, checkIn: checkIn), context)
        }
        guard let landmark = try await landmarks.landmark(id: landmarkID) else { return notFound(request, context) }
        let start = checkIn.flatMap(Day.init(iso:))
        let typed = [
            "checkIn": start?.iso ?? "", "checkOut": start.map { $0.adding(days: 1).iso } ?? "", "guests": "2", "notes": "",
        ]
        return bookingPage(landmark, typed: typed, errors: [:], formError: nil, request, context, status: .ok)
    }

    func book(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        var request = request
        let form = try await FormFields(request: &request)
        guard case let .book(landmarkID, _) = ReservationsPage(location: location(of: request)) else {
            return notFound(request, context)
        }
        guard let caller = context.caller else { return toLogIn(returningTo: .book(landmarkID: landmarkID), context) }
        let typed = ["checkIn": form["checkIn"], "checkOut": form["checkOut"], "guests": form["guests"], "notes": form["notes"]]
        let guests = form["guests"].trimmingCharacters(in: .whitespaces)
        let draft = BookingDraft(
            landmarkID: landmarkID, checkIn: form["checkIn"], checkOut: form["checkOut"],
            guests: guests.count <= 3 ? Int(guests) : nil, notes: form["notes"])
        do {
            let reservation = try await book(draft, owner: caller.userID)
            var next = ReservationsPage.detail(id: reservation.id).location
            next.query = [.init("notice", "booked")]
            return .seeOther(next.href)
        } catch let error as ReservationsError {
            switch error {
            case let .invalid(issues):
                guard let landmark = try await landmarks.landmark(id: landmarkID) else { return notFound(request, context) }
                let errors = Dictionary(issues.map { ($0.field.rawValue, $0.message) }, uniquingKeysWith: { first, _ in first })
                return bookingPage(
                    landmark, typed: typed, errors: errors, formError: error.message, request, context,
                    status: .unprocessableContent)
            case .noCampsiteFree:
                guard let landmark = try await landmarks.landmark(id: landmarkID) else { return notFound(request, context) }
                return bookingPage(
                    landmark, typed: typed, errors: [:], formError: error.message + " Try other dates.", request, context,
                    status: .conflict)
            case .landmarkNotFound:
                return notFound(request, context)
            default:
                throw error
            }
        }
    }

    private func bookingPage(
        _ landmark: BookableLandmark, typed: [String: String], errors: [String: String], formError: String?,
        _ request: Request, _ context: AppRequestContext, status: HTTPResponse.Status
    ) -> Response {
        let month = Day(iso: typed["checkIn"] ?? "")?.month.iso
        var values: [String: Any] = [
            "landmarkName": landmark.name, "landmarkHref": landmark.href,
            "availabilityHref": ReservationsPage.availability(landmarkID: landmark.id, month: month).href,
            "rules": BookingRules.summary,
            "action": ReservationsPage.book(landmarkID: landmark.id).href,
            "csrfToken": context.csrfToken ?? "",
            "today": today().iso,
            "values": typed, "errors": errors,
        ]
        if let formError { values["formError"] = formError }
        return page("Book a campsite at \(landmark.name)", templates.bookingForm.render(values), request, context, status: status)
    }

    // MARK: Shared pieces

    private static let notices = [
        "booked": "Booked: a campsite is yours for these nights.",
        "cancelled": "Cancelled: the campsite is free for others again.",
    ]

    /// The values a reservation shows in a list, a detail and the cancel question.
    private func row(_ reservation: Reservation, _ landmark: BookableLandmark?) -> [String: Any] {
        let nights = reservation.stay.nightCount
        return [
            "id": reservation.id.uuidString.lowercased(),
            "href": ReservationsPage.detail(id: reservation.id).href,
            "landmarkName": landmark?.name ?? "Landmark \(reservation.landmarkID)",
            "landmarkHref": landmark?.href ?? "/",
            "checkIn": reservation.stay.checkIn.iso, "checkOut": reservation.stay.checkOut.iso,
            "nightsText": nights == 1 ? "1 night" : "\(nights) nights",
            "guestsText": reservation.guests == 1 ? "1 guest" : "\(reservation.guests) guests",
            "status": reservation.status.rawValue, "statusTitle": reservation.status.title,
        ]
    }

    private func location(of request: Request) -> Location {
        Location(path: request.uri.path, query: request.uri.query.map { Location.parseQuery(Substring($0)) } ?? [])
    }

    private func toLogIn(returningTo page: ReservationsPage, _ context: AppRequestContext) -> Response {
        guard let links = layout.accountLinks else {
            return .html(
                layout.render(
                    PageContent(
                        title: "Reservations are not available",
                        bodyHTML: templates.message.render([
                            "heading": "Reservations are not available",
                            "message": "Nobody can sign in on this site, so nothing can be booked.",
                            "backHref": "/", "backTitle": "Home",
                        ]),
                        currentPath: page.location.path, visitor: context.visitor)),
                status: .notFound)
        }
        return .seeOther(links.logIn(returningTo: page.location).href)
    }

    private func notFound(_ request: Request, _ context: AppRequestContext) -> Response {
        message(
            "Not found", "There is nothing of yours at this address.", back: (ReservationsPage.mine.href, "My reservations"),
            request, context, status: .notFound)
    }

    private func message(
        _ heading: String, _ text: String, back: (href: String, title: String), _ request: Request,
        _ context: AppRequestContext, status: HTTPResponse.Status
    ) -> Response {
        let body = templates.message.render([
            "heading": heading, "message": text, "backHref": back.href, "backTitle": back.title,
        ])
        return page(heading, body, request, context, status: status)
    }

    private func page(
        _ title: String, _ body: String, _ request: Request, _ context: AppRequestContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        .html(
            layout.render(PageContent(title: title, bodyHTML: body, currentPath: request.uri.path, visitor: context.visitor)),
            status: status)
    }
}
