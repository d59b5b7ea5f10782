import API
import APIServer
import Foundation
import Hummingbird
import PageLayout
import ReservationsDomain
import Route

// Alerts: my alerts, asking for one, ending one, and the one-click unsubscribe.
extension ReservationPages {
    func alerts(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return toLogIn(returningTo: .alerts, request, context) }
        let list = try await watches.list(owner: caller.userID)
        let rows: [[String: Any]] = list.watches.map { watch in
            let landmark = list.landmarks[watch.landmarkID]
            return [
                "id": watch.id.uuidString.lowercased(),
                "landmarkName": landmark?.name ?? "Landmark \(watch.landmarkID)",
                "landmarkHref": landmark?.href ?? "/", "stayText": StayText.stay(watch.stay),
                "guestsText": watch.guests == 1 ? "1 guest" : "\(watch.guests) guests",
                "bookHref": ReservationsPage.book(
                    landmarkID: watch.landmarkID, checkIn: watch.stay.checkIn.iso, checkOut: watch.stay.checkOut.iso,
                    guests: watch.guests
                ).href,
                "endHref": ReservationsPage.endAlert(id: watch.id).href,
            ]
        }
        var values: [String: Any] = [
            "alerts": rows, "hasAlerts": !rows.isEmpty, "limit": StayWatch.limitPerAccount, "landmarksHref": "/",
            "csrfToken": context.csrfToken ?? "",
        ]
        values["notice"] = Self.alertNotices[request.uri.queryParameters.get("notice") ?? ""]
        return responses.page("My alerts", body: templates.alerts.render(values), request, context)
    }

    /// The booking page's "tell me" button: an alert for the stay it showed.
    func watch(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        var request = request
        let form = try await FormFields(request: &request)
        guard let caller = context.caller else { return toLogIn(returningTo: .alerts, request, context) }
        let landmarkID = Int(form["landmarkId"].prefix(12))
        let guests = form["guests"].trimmingCharacters(in: .whitespaces)
        let draft = BookingDraft(
            landmarkID: landmarkID, checkIn: form["checkIn"], checkOut: form["checkOut"],
            guests: guests.count <= 3 ? Int(guests) : nil)
        do {
            _ = try await watch(draft, owner: caller.userID)
            var next = ReservationsPage.alerts.location
            next.query = [.init("notice", "watching")]
            return .seeOther(next.href)
        } catch let error as ReservationsError {
            let back = landmarkID.map {
                ReservationsPage.book(
                    landmarkID: $0, checkIn: form["checkIn"], checkOut: form["checkOut"], guests: Int(guests)
                ).href
            }
            switch error {
            case .stayIsBookable:
                // Freed since the page was shown: the form, to book it.
                return .seeOther(back ?? ReservationsPage.alerts.href)
            case .landmarkNotFound:
                return notFound(request, context)
            case .invalid, .nothingToWatch, .notAtThisLandmark, .tooManyWatches, .accountDeleted:
                let status: HTTPResponse.Status = if case .invalid = error { .unprocessableContent } else { .conflict }
                return responses.message(
                    PageMessage(
                        "No alert was made", error.message, backHref: back ?? ReservationsPage.alerts.href,
                        backTitle: back == nil ? "My alerts" : "Back to the booking form"),
                    request, context, status: status)
            default:
                throw error
            }
        }
    }

    func endAlert(id: UUID, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return toLogIn(returningTo: .alerts, request, context) }
        do {
            try await watches.end(id: id, owner: caller.userID)
            var next = ReservationsPage.alerts.location
            next.query = [.init("notice", "ended")]
            return .seeOther(next.href)
        } catch ReservationsError.watchNotFound {
            return responses.message(
                PageMessage(
                    "Not found", ReservationsError.watchNotFound.message, backHref: ReservationsPage.alerts.href,
                    backTitle: "My alerts"),
                request, context, status: .notFound)
        }
    }

    /// The unsubscribe link, opened: a question, since mail scanners open
    /// links too; the form (or a mail client's one-click POST) ends it.
    func confirmUnsubscribe(token: String, _ request: Request, _ context: AppRequestContext) -> Response {
        let values: [String: Any] = [
            "action": ReservationsPage.unsubscribe(token: token).href, "csrfToken": context.csrfToken ?? "",
        ]
        return responses.page(
            "End this availability alert?", body: templates.confirmUnsubscribe.render(values), request, context)
    }

    func unsubscribe(token: String, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let ended = try await watches.unsubscribe(token: token) else {
            return responses.message(
                PageMessage(
                    "This alert has already ended",
                    "It was ended before, or its check-in day has passed: you will get no more mails about it.",
                    backHref: "/", backTitle: "Home"),
                request, context, status: .ok)
        }
        let landmark = try await landmarks.landmark(id: ended.landmarkID)
        return responses.message(
            PageMessage(
                "Alert ended",
                "You will get no more mails about \(StayText.stay(ended.stay)) at"
                    + " \(landmark?.name ?? "landmark \(ended.landmarkID)").",
                backHref: "/", backTitle: "Home"),
            request, context, status: .ok)
    }
}
