import API
import APIServer
import Foundation
import Hummingbird
import PageLayout
import ReservationsDomain
import Route

// A hold's page: Book on the form places the hold, and this page shows what
// it keeps until it is confirmed or let go (issue 48). What Confirm books is
// what this page shows: the hold's site, nights and fee, nothing chosen again.
extension ReservationPages {
    func hold(id: UUID, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return toLogIn(returningTo: .hold(id: id), request, context) }
        guard let hold = try await holds.find(id: id, owner: caller.userID) else {
            return try await holdEnded(id: id, owner: caller.userID, request, context)
        }
        return try await holdPage(hold, formError: nil, request, context, status: .ok)
    }

    func confirmHold(id: UUID, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return toLogIn(returningTo: .hold(id: id), request, context) }
        do {
            let reservation = try await holds.confirm(id: id, owner: caller.userID)
            var next = ReservationsPage.detail(id: reservation.id).location
            next.query = [.init("notice", "booked")]
            return .seeOther(next.href)
        } catch let error as ReservationsError {
            switch error {
            case .holdNotFound:
                return try await holdEnded(id: id, owner: caller.userID, request, context)
            case .holdExpired, .overlappingStay, .tooManyUpcomingStays, .accountDeleted:
                // The hold as it stands (ran out, or open and waiting), with why.
                guard let hold = try await holds.find(id: id, owner: caller.userID) else {
                    return try await holdEnded(id: id, owner: caller.userID, request, context)
                }
                let formError = if case .holdExpired = error { nil as String? } else { error.message }
                return try await holdPage(hold, formError: formError, request, context, status: .conflict)
            default:
                throw error
            }
        }
    }

    func releaseHold(id: UUID, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let caller = context.caller else { return toLogIn(returningTo: .hold(id: id), request, context) }
        do {
            let released = try await holds.release(id: id, owner: caller.userID)
            // Back to the form with the same choices, to change them.
            return .seeOther(Self.bookAgain(released).href)
        } catch ReservationsError.holdNotFound {
            return try await holdEnded(id: id, owner: caller.userID, request, context)
        }
    }

    /// The hold open, or run out, with `formError` when confirming was refused.
    private func holdPage(
        _ hold: Hold, formError: String?, _ request: Request, _ context: AppRequestContext,
        status: HTTPResponse.Status
    ) async throws -> Response {
        let landmark = try await landmarks.landmark(id: hold.landmarkID)
        let now = today.now()
        let zone = landmark?.timeZone ?? .gmt
        let nights = hold.stay.nightCount
        var values: [String: Any] = [
            "open": hold.isOpen(at: now),
            "landmarkName": landmark?.name ?? "Landmark \(hold.landmarkID)", "landmarkHref": landmark?.href ?? "/",
            "siteNumber": hold.siteNumber,
            "site": landmark?.sites.first { $0.number == hold.siteNumber }.map(SiteText.site) ?? hold.siteNumber,
            "heldUntil": LocalTime.text(hold.heldUntil, in: zone), "timeLeft": hold.timeLeftWords(at: now),
            "checkIn": hold.stay.checkIn.iso, "checkInText": DayText.day(hold.stay.checkIn),
            "checkOut": hold.stay.checkOut.iso, "checkOutText": DayText.day(hold.stay.checkOut),
            "guests": hold.guests, "vehicles": hold.vehicles, "notes": hold.notes.isEmpty ? false : hold.notes,
            "nightlyFee": USDollars.text(cents: hold.nightlyFee), "total": USDollars.text(cents: hold.total),
            "nightsText": nights == 1 ? "1 night" : "\(nights) nights",
            "cancellationRule": BookingRules.cancellationRule(for: hold.stay),
            "confirmAction": ReservationsPage.confirmHold(id: hold.id).href,
            "releaseAction": ReservationsPage.releaseHold(id: hold.id).href,
            "bookAgainHref": Self.bookAgain(hold).href,
            "csrfToken": context.csrfToken ?? "",
        ]
        if let formError { values["formError"] = formError }
        let title = hold.isOpen(at: now) ? "Confirm your stay" : "Your hold ran out"
        return responses.page(title, body: templates.hold.render(values), request, context, status: status)
    }

    /// A hold that is no longer kept: confirmed (its trip has its id), or
    /// let go or run out and given back.
    private func holdEnded(id: UUID, owner: UUID, _ request: Request, _ context: AppRequestContext) async throws
        -> Response
    {
        if (try? await mine.reservation(id: id, owner: owner)) != nil {
            return .seeOther(ReservationsPage.detail(id: id).href)
        }
        return responses.message(Self.holdGone, request, context, status: .notFound)
    }

    /// The booking form with a hold's choices.
    static func bookAgain(_ hold: Hold) -> ReservationsPage {
        .book(
            landmarkID: hold.landmarkID, checkIn: hold.stay.checkIn.iso, checkOut: hold.stay.checkOut.iso,
            guests: hold.guests, vehicles: hold.vehicles == BookingRules.unsaidVehicles ? nil : hold.vehicles,
            siteNumber: hold.siteNumber)
    }

    private static let holdGone = PageMessage(
        "No hold here", "You hold nothing at this address: the hold was let go or ran out, and nothing was booked.",
        backHref: ReservationsPage.mine.href, backTitle: "My trips")
}
