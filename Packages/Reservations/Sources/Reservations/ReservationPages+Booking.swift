import API
import APIServer
import Foundation
import Hummingbird
import PageLayout
import ReservationsDomain
import Route

// Booking: the form, its review of the stay, and Hold this site.
extension ReservationPages {
    func bookingForm(landmarkID: Int, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        let checkIn = request.uri.queryParameters.get("checkIn")
        let checkOut = request.uri.queryParameters.get("checkOut")
        // The party searched for, when the rules take it; else two.
        let guests = request.uri.queryParameters.get("guests").flatMap { Int($0) }
            .flatMap { BookingRules.guests.contains($0) ? $0 : nil }
        let vehicles = request.uri.queryParameters.get("vehicles").flatMap { Int($0) }
            .flatMap { BookingRules.vehicles.contains($0) ? $0 : nil }
        guard context.caller != nil else {
            return toLogIn(
                returningTo: .book(
                    landmarkID: landmarkID, checkIn: checkIn, checkOut: checkOut, guests: guests, vehicles: vehicles,
                    siteNumber: request.uri.queryParameters.get("siteNumber").map { String($0) }),
                request, context)
        }
        guard let landmark = try await landmarks.landmark(id: landmarkID) else { return notFound(request, context) }
        guard landmark.campsites > 0 else {
            return responses.message(nobodyCamps(at: landmark), request, context, status: .ok)
        }
        let start = checkIn.flatMap(Day.init(iso:))
        // A chosen check-out is kept when it follows check-in; else one night.
        let end = checkOut.flatMap(Day.init(iso:)).flatMap { end in start.flatMap { end > $0 ? end : nil } }
        // A site chosen elsewhere (the grid of sites) comes preselected.
        let site = request.uri.queryParameters.get("siteNumber").map { String($0) } ?? ""
        let typed = [
            "checkIn": start?.iso ?? "", "checkOut": (end ?? start?.adding(days: 1))?.iso ?? "",
            "guests": String(guests ?? 2), "notes": "", "vehicles": String(vehicles ?? BookingRules.unsaidVehicles),
            "siteNumber": landmark.sites.contains { $0.number == site } ? site : "",
            "needsAccessibleSite": "",
        ]
        return try await bookingPage(
            landmark, typed: typed, problems: [], formError: nil, request, context, status: .ok)
    }

    func book(landmarkID: Int, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        var request = request
        let form = try await FormFields(request: &request)
        guard let caller = context.caller else {
            return toLogIn(returningTo: .book(landmarkID: landmarkID), request, context)
        }
        let typed = [
            "checkIn": form["checkIn"], "checkOut": form["checkOut"], "guests": form["guests"], "notes": form["notes"],
            "vehicles": form["vehicles"], "siteNumber": form["siteNumber"],
            "needsAccessibleSite": form["needsAccessibleSite"],
        ]
        var draft = Self.bookingDraft(typed, landmarkID: landmarkID)
        // Never more a night than the review showed.
        draft.maxNightlyFee = Int(form["maxNightlyFee"].prefix(9))
        // What is booked is what the person last saw reviewed: a stay the
        // rules accept but the review did not show (dates or guests changed
        // on the page, or a form posted without a review) is reviewed first.
        if !Self.postedStayWasReviewed(form), let landmark = try await landmarks.landmark(id: landmarkID),
            (try? BookingRules.validate(draft, today: today.at(landmark))) != nil
        {
            return try await bookingPage(
                landmark, typed: typed, problems: [], formError: nil, request, context, status: .ok, changed: true)
        }
        do {
            // Book holds the site; the hold's page shows it and confirms it.
            let hold = try await holds.place(draft, owner: caller.userID, address: context.clientAddress)
            return .seeOther(ReservationsPage.hold(id: hold.id).href)
        } catch let error as ReservationsError {
            switch error {
            case .invalid(let issues):
                guard let landmark = try await landmarks.landmark(id: landmarkID) else {
                    return notFound(request, context)
                }
                return try await bookingPage(
                    landmark, typed: typed, problems: issues.map { ($0.field.rawValue, $0.message) },
                    formError: error.message, request, context,
                    status: .unprocessableContent)
            case .noCampsiteFree(let night):
                guard let landmark = try await landmarks.landmark(id: landmarkID) else {
                    return notFound(request, context)
                }
                return try await bookingPage(
                    landmark, typed: typed, problems: [], formError: nil, request, context, status: .conflict,
                    refusedNight: night)
            case .notAtThisLandmark(let issue):
                guard let landmark = try await landmarks.landmark(id: landmarkID) else {
                    return notFound(request, context)
                }
                return try await bookingPage(
                    landmark, typed: typed, problems: [(issue.field.rawValue, issue.message)],
                    formError: error.message, request, context, status: .conflict)
            case .overlappingStay, .tooManyUpcomingStays, .accountDeleted, .siteTaken, .siteHeldForAccessibility,
                .noFittingSiteFree, .costsMoreThanShown, .notOpenYet:
                guard let landmark = try await landmarks.landmark(id: landmarkID) else {
                    return notFound(request, context)
                }
                return try await bookingPage(
                    landmark, typed: typed, problems: [], formError: error.message, request, context,
                    status: .conflict)
            case .tooManyHoldAttempts:
                guard let landmark = try await landmarks.landmark(id: landmarkID) else {
                    return notFound(request, context)
                }
                return try await bookingPage(
                    landmark, typed: typed, problems: [], formError: error.message, request, context,
                    status: .tooManyRequests)
            case .alreadyHolding(let other):
                guard let landmark = try await landmarks.landmark(id: landmarkID) else {
                    return notFound(request, context)
                }
                return try await bookingPage(
                    landmark, typed: typed, problems: [], formError: error.message, request, context,
                    status: .conflict, openHold: other)
            case .nobodyCampsHere:
                guard let landmark = try await landmarks.landmark(id: landmarkID) else {
                    return notFound(request, context)
                }
                return responses.message(nobodyCamps(at: landmark), request, context, status: .conflict)
            case .landmarkNotFound:
                return notFound(request, context)
            default:
                throw error
            }
        }
    }

    /// The booking typed in the form's fields (`typed`).
    static func bookingDraft(_ typed: [String: String], landmarkID: Int) -> BookingDraft {
        let guests = typed["guests", default: ""].trimmingCharacters(in: .whitespaces)
        let vehicles = typed["vehicles", default: ""].trimmingCharacters(in: .whitespaces)
        let site = typed["siteNumber", default: ""].trimmingCharacters(in: .whitespaces)
        return BookingDraft(
            landmarkID: landmarkID, checkIn: typed["checkIn"], checkOut: typed["checkOut"],
            guests: guests.count <= 3 ? Int(guests) : nil, notes: typed["notes"], siteNumber: site.isEmpty ? nil : site,
            // Left empty (a form from before vehicles), one; typed wrong, a
            // number the rules refuse with their message.
            vehicles: vehicles.isEmpty ? nil : vehicles.count <= 2 ? Int(vehicles) ?? -1 : -1,
            needsAccessibleSite: !typed["needsAccessibleSite", default: ""].isEmpty)
    }

    /// Whether the stay posted is the one its form's review showed: the
    /// review puts the nights, party and site it priced in hidden fields,
    /// and the price a night it showed.
    static func postedStayWasReviewed(_ form: FormFields) -> Bool {
        guard form.contains("reviewedCheckIn"), Int(form["maxNightlyFee"].prefix(9)) != nil else { return false }
        return [
            ("checkIn", "reviewedCheckIn"), ("checkOut", "reviewedCheckOut"), ("guests", "reviewedGuests"),
            ("siteNumber", "reviewedSite"), ("vehicles", "reviewedVehicles"),
            ("needsAccessibleSite", "reviewedAccessible"),
        ]
        .allSatisfy { posted, reviewed in
            form[posted].trimmingCharacters(in: .whitespaces) == form[reviewed].trimmingCharacters(in: .whitespaces)
        }
    }

    /// What a night at the landmark costs: one fee, or the lowest and
    /// highest when its kinds of site cost different amounts.
    static func fees(_ landmark: BookableLandmark) -> [String: String] {
        let fees = landmark.sites.map { $0.nightlyFee ?? landmark.nightlyFee }
        guard let low = fees.min(), let high = fees.max(), low != high else {
            return ["low": USDollars.text(cents: landmark.nightlyFee)]
        }
        return ["low": USDollars.text(cents: low), "high": USDollars.text(cents: high)]
    }

    /// What a night of the stay typed costs: the named site's fee, or the
    /// fee of the site "any site" would be given now (the cheapest that fits
    /// when none is free); the landmark's fee while the party is not yet
    /// valid. The form posts it back as the most the booking may cost.
    private func quotedFee(_ typed: [String: String], at landmark: BookableLandmark) async throws -> Int {
        guard
            var booking = try? BookingRules.validate(
                Self.bookingDraft(typed, landmarkID: landmark.id), today: today.at(landmark))
        else { return landmark.nightlyFee }
        booking.nightlyFee = landmark.nightlyFee
        if let number = booking.siteNumber, let site = landmark.sites.first(where: { $0.number == number }) {
            return booking.nightlyFee(at: site)
        }
        if case .success(let site) = try await availability.siteNow(for: booking, at: landmark) {
            return booking.nightlyFee(at: site)
        }
        return SiteChoice.candidates(for: booking, among: landmark.sites).map { booking.nightlyFee(at: $0) }.min()
            ?? landmark.nightlyFee
    }

    /// The form, with the review of the stay typed when the rules accept it.
    /// A full night is named on the review, before Book, with the nearest
    /// free stays and the other landmarks free on those nights; after a
    /// refused Book (`refusedNight`) the same, with status 409.
    private func bookingPage(
        _ landmark: BookableLandmark, typed: [String: String], problems: [(field: String, message: String)],
        formError: String?, _ request: Request, _ context: AppRequestContext, status: HTTPResponse.Status,
        changed: Bool = false, refusedNight: Day? = nil, openHold: Hold? = nil
    ) async throws -> Response {
        let month = Day(iso: typed["checkIn"] ?? "")?.month.iso
        var values: [String: Any] = [
            "landmarkName": landmark.name, "landmarkHref": landmark.href,
            "availabilityHref": ReservationsPage.availability(landmarkID: landmark.id, month: month).href,
            "rules": BookingRules.summary + " " + today.openingSummary(at: landmark) + " " + limits.summary,
            "fees": Self.fees(landmark),
            "cancellationRule": BookingRules.cancellationSummary,
            "action": ReservationsPage.book(landmarkID: landmark.id).href,
            "holdTime": Hold.words(seconds: Int(holds.length)),
            "csrfToken": context.csrfToken ?? "",
            "today": today.at(landmark).iso, "todayText": DayText.day(today.at(landmark)),
            "timeZone": DayText.zone(landmark.timeZone),
            // Check-out is at least the morning after check-in (or after today).
            "checkOutMin": (Day(iso: typed["checkIn"] ?? "") ?? today.at(landmark)).adding(days: 1).iso,
            "values": typed,
            // The form takes no party larger than the largest site here.
            "mostGuests": landmark.sites.map(\.maxPeople).max() ?? BookingRules.guests.upperBound,
            "errors": Dictionary(problems, uniquingKeysWith: { first, _ in first }),
            "needsAccessible": !typed["needsAccessibleSite", default: ""].isEmpty,
            "siteOptions": [["value": "", "text": "Any site that takes your party", "selected": false]]
                + landmark.sites.map { site in
                    [
                        "value": site.number, "text": SiteText.option(site, at: landmark),
                        "selected": typed["siteNumber"] == site.number,
                    ]
                },
        ]
        var formError = formError
        values.merge(FormMarkup.fieldErrorLinks(problems)) { _, new in new }
        // Chosen dates the rules accept are reviewed before the person books.
        if let stay = try? BookingRules.validateSearch(
            checkIn: typed["checkIn"], checkOut: typed["checkOut"], guests: nil, today: today.at(landmark))
        {
            let guests = Int(typed["guests", default: ""].trimmingCharacters(in: .whitespaces))
                .flatMap { BookingRules.guests.contains($0) ? $0 : nil }
            let fee = try await quotedFee(typed, at: landmark)
            var summary: [String: Any] = [
                "stay": StayText.stay(stay),
                "nights": stay.nightCount == 1 ? "1 night" : "\(stay.nightCount) nights",
                "nightlyFee": USDollars.text(cents: fee),
                "total": USDollars.text(cents: fee * stay.nightCount),
                "changed": changed,
            ]
            if let guests { summary["guests"] = guests == 1 ? "1 person" : "\(guests) people" }
            let site = typed["siteNumber", default: ""].trimmingCharacters(in: .whitespaces)
            summary["site"] =
                landmark.sites.first { $0.number == site }.map(SiteText.site) ?? "Any free site that takes your party"
            values["reviewed"] = [
                "checkIn": stay.checkIn.iso, "checkOut": stay.checkOut.iso,
                "guests": typed["guests", default: ""].trimmingCharacters(in: .whitespaces),
                "site": site, "vehicles": typed["vehicles", default: ""].trimmingCharacters(in: .whitespaces),
                "accessible": typed["needsAccessibleSite", default: ""], "fee": String(fee),
            ]
            let full = formError == nil ? try await availability.fullNights(of: stay, at: landmark) : []
            if !full.isEmpty || refusedNight != nil {
                let nights = full.isEmpty ? [refusedNight].compactMap { $0 } : full
                let alternatives = try await availability.nearestFreeStays(to: stay, at: landmark)
                let text =
                    "No campsite is free on the \(nights.count == 1 ? "night" : "nights") of "
                    + "\(DayText.days(nights))."
                    + (alternatives.isEmpty ? " Try other dates." : " These nights are free here:")
                // After a refused Book the form's error says it; on a review,
                // the review does.
                if refusedNight != nil { formError = text } else { summary["full"] = text }
                values["alternatives"] = alternatives.map { free in
                    [
                        "text": StayText.stay(free),
                        "href": ReservationsPage.book(
                            landmarkID: landmark.id, checkIn: free.checkIn.iso, checkOut: free.checkOut.iso,
                            guests: guests
                        ).href,
                    ]
                }
                values["hasAlternatives"] = !alternatives.isEmpty
                values["elsewhereHref"] = landmarksFreeOn(stay.checkIn, stay.checkOut).href
                values["watch"] = [
                    "action": ReservationsPage.alerts.href, "landmarkId": String(landmark.id),
                    "checkIn": stay.checkIn.iso, "checkOut": stay.checkOut.iso, "guests": String(guests ?? 2),
                ]
            }
            values["summary"] = summary
        } else if let refusedNight {
            formError = "No campsite is free on the night of \(DayText.day(refusedNight)). Try other dates."
        }
        if let formError { values["formError"] = formError }
        if let openHold { values["openHoldHref"] = ReservationsPage.hold(id: openHold.id).href }
        return responses.page(
            "Book a campsite at \(landmark.name)", body: templates.bookingForm.render(values), request, context,
            status: status)
    }
}
