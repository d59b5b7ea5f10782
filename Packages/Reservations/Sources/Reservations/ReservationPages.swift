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

    // MARK: Availability

    func availability(landmarkID: Int, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        do {
            guard let landmark = try await landmarks.landmark(id: landmarkID) else {
                throw ReservationsError.landmarkNotFound
            }
            guard landmark.campsites > 0 else {
                return responses.message(nobodyCamps(at: landmark), request, context, status: .ok)
            }
            let query = request.uri.queryParameters
            let typed = [
                "kind": query.get("kind").map { String($0) } ?? "",
                "guests": query.get("guests").map { String($0) } ?? "",
                "vehicles": query.get("vehicles").map { String($0) } ?? "",
            ]
            let kindOptions = Self.kindOptions(of: landmark, chosen: typed["kind"] ?? "")
            let month: Month
            let filter: SiteFilter
            do {
                // A chosen check-in without a month opens on the check-in's month.
                let chosen = query.get("checkIn").flatMap(Day.init(iso:))?.month.iso
                month = try availability.month(named: query.get("month") ?? chosen, at: landmark)
                filter = try SiteFilter.read(
                    kind: typed["kind"], guests: typed["guests"], vehicles: typed["vehicles"], at: landmark)
            } catch {
                var problems: [(String, String)] = []
                if case .invalidSiteFilter(let issues) = error { problems = issues.map { ($0.field, $0.message) } }
                var values: [String: Any] = [
                    "landmarkName": landmark.name, "landmarkHref": landmark.href,
                    "error": problems.isEmpty ? error.message : "Change what is marked to count the sites.",
                    "action": ReservationsPage.availability(landmarkID: landmarkID, month: nil).href,
                    "values": typed, "errors": Dictionary(problems, uniquingKeysWith: { first, _ in first }),
                    "kindOptions": kindOptions,
                ]
                values.merge(FormMarkup.fieldErrorLinks(problems)) { _, new in new }
                return responses.page(
                    "Availability", body: templates.availability.render(values), request, context, status: .badRequest)
            }
            let shown = [
                try await availability(landmark: landmark, month: month, filter: filter),
                try await availability(landmark: landmark, month: month.adding(1), filter: filter),
            ]
            // A check-in is kept only when a stay can start on it.
            let nights = shown.flatMap(\.nights)
            let checkIn = query.get("checkIn").flatMap(Day.init(iso:)).flatMap { day in
                nights.first { $0.night == day && $0.bookable && $0.free > 0 }?.night
            }
            var checkOuts: Set<Day> = []
            if let checkIn {
                checkOuts = Set(try await availability.checkOuts(after: checkIn, at: landmark, filter: filter))
            }
            let vehicles =
                filter.guests == nil || filter.vehicles == BookingRules.unsaidVehicles ? nil : String(filter.vehicles)
            let page = { (month: Month, checkIn: Day?) in
                ReservationsPage.availability(
                    landmarkID: landmarkID, month: month.iso, checkIn: checkIn?.iso, kind: filter.kind,
                    guests: filter.guests.map(String.init), vehicles: vehicles
                ).href
            }
            let counted = Self.counted(shown[0], filter: filter)
            var values: [String: Any] = [
                "landmarkName": landmark.name, "landmarkHref": landmark.href, "counted": counted,
                "monthTitle": "\(month.title) and \(month.adding(1).title)",
                "previousTitle": month.adding(-1).title, "previousHref": page(month.adding(-1), checkIn),
                "nextTitle": month.adding(2).title, "nextHref": page(month.adding(1), checkIn),
                "months": shown.map { shown in
                    [
                        "title": shown.month.title, "id": "month-\(shown.month.iso)",
                        "weeks": weeks(
                            shown, checkIn: checkIn, checkOuts: checkOuts, guests: filter.guests,
                            vehicles: vehicles.flatMap { Int($0) }, page: { page(month, $0) }),
                    ] as [String: Any]
                },
                "timeZone": DayText.zone(landmark.timeZone), "today": shown[0].today.iso,
                "todayText": DayText.day(shown[0].today),
                "action": ReservationsPage.availability(landmarkID: landmarkID, month: nil).href,
                "month": month.iso, "values": typed, "kindOptions": kindOptions,
            ]
            if filter.guests != nil || filter.kind != nil {
                values["clearPartyHref"] =
                    ReservationsPage.availability(landmarkID: landmarkID, month: month.iso, checkIn: checkIn?.iso).href
            }
            if let checkIn {
                values["chosen"] =
                    [
                        "checkIn": DayText.day(checkIn), "checkInISO": checkIn.iso, "clearHref": page(month, nil),
                        "hasCheckOuts": !checkOuts.isEmpty,
                        "oneNightHref": ReservationsPage.book(
                            landmarkID: landmarkID, checkIn: checkIn.iso, checkOut: checkIn.adding(days: 1).iso,
                            guests: filter.guests, vehicles: vehicles.flatMap { Int($0) }
                        ).href,
                    ] as [String: Any]
            }
            return responses.page(
                "Availability at \(landmark.name)", body: templates.availability.render(values), request, context)
        } catch ReservationsError.landmarkNotFound {
            return notFound(request, context)
        }
    }

    /// The grid of a landmark's sites by night: two weeks at a time, of one
    /// kind or all, only the sites that take a party when one is given;
    /// each free night of a site links to the booking form for that site
    /// and night.
    func siteAvailability(landmarkID: Int, _ request: Request, _ context: AppRequestContext) async throws -> Response {
        let key = request.uri.description
        return try await gridPages.response(
            at: key, generation: availabilityGeneration.current(), request, context, visitorKey: { _ in key },
            render: { request, context in try await siteGrid(landmarkID: landmarkID, request, context) })
    }

    private func siteGrid(
        landmarkID: Int, _ request: Request, _ context: AppRequestContext
    ) async throws -> RenderedPage {
        guard let landmark = try await landmarks.landmark(id: landmarkID) else {
            return responses.rendered(Self.nothingHere, request, context, status: .notFound)
        }
        guard landmark.campsites > 0 else {
            return responses.rendered(nobodyCamps(at: landmark), request, context, status: .ok)
        }
        let query = request.uri.queryParameters
        let typed = [
            "kind": query.get("kind").map { String($0) } ?? "", "guests": query.get("guests").map { String($0) } ?? "",
            "vehicles": query.get("vehicles").map { String($0) } ?? "",
        ]
        let fromText = query.get("from").map { String($0) } ?? ""
        var problems: [(String, String)] = []
        var filter = SiteFilter()
        do {
            filter = try SiteFilter.read(
                kind: typed["kind"], guests: typed["guests"], vehicles: typed["vehicles"], at: landmark)
        } catch .invalidSiteFilter(let issues) {
            problems = issues.map { ($0.field, $0.message) }
        } catch {
            throw error
        }
        let from = Day(iso: fromText)
        var formError: String? = nil
        if !fromText.isEmpty, from == nil {
            formError = "The first night must be a date such as 2026-12-24; here is the grid from today."
        }
        var values: [String: Any] = [
            "landmarkName": landmark.name, "landmarkHref": landmark.href,
            "calendarHref": ReservationsPage.availability(landmarkID: landmarkID, month: nil).href,
            "action": ReservationsPage.sites(landmarkID: landmarkID).href,
            "values": typed, "errors": Dictionary(problems, uniquingKeysWith: { first, _ in first }),
            "formError": formError ?? (problems.isEmpty ? "" : "Change what is marked to see the sites."),
            "kindOptions": Self.kindOptions(of: landmark, chosen: typed["kind"] ?? ""),
        ]
        values.merge(FormMarkup.fieldErrorLinks(problems)) { _, new in new }
        let title = "Sites at \(landmark.name)"
        guard problems.isEmpty else {
            return RenderedPage(
                html: responses.html(title, body: templates.siteGrid.render(values), request, context),
                status: .badRequest)
        }
        let grid = try await availability.sitesByNight(at: landmark, from: from, filter: filter)
        let body = templates.siteGrid.render(Self.gridValues(grid, values, filter: filter, at: landmark))
        return RenderedPage(html: responses.html(title, body: body, request, context))
    }

    /// The grid's values beside the form's (`values`).
    private static func gridValues(
        _ grid: SiteGrid, _ values: [String: Any], filter: SiteFilter, at landmark: BookableLandmark
    ) -> [String: Any] {
        var values = values
        let landmarkID = landmark.id
        let page = { (from: Day?) in
            ReservationsPage.sites(
                landmarkID: landmarkID, from: from?.iso, kind: filter.kind, guests: filter.guests.map(String.init),
                vehicles: filter.guests == nil ? nil : String(filter.vehicles)
            ).href
        }
        let partyText =
            filter.guests.map { "that take \($0 == 1 ? "1 person" : "\($0) people")" } ?? ""
        values["grid"] =
            [
                "title": DayText.range(from: grid.nights[0], to: grid.nights[grid.nights.count - 1]),
                "summary": "\(grid.rows.count) of \(landmark.campsites) sites"
                    + (filter.kind.map { " (\(SiteText.kindTitle($0).lowercased()))" } ?? "")
                    + (partyText.isEmpty ? "" : " \(partyText)") + ".",
                "timeZone": DayText.zone(landmark.timeZone), "todayText": DayText.day(grid.today),
                "earlierHref": grid.earlier.map { page($0) } ?? "", "laterHref": grid.later.map { page($0) } ?? "",
                "nights": grid.nights.map { night in
                    // "Tue 1 Dec" as "Tue 1": the month is in the title.
                    let words = DayText.day(night, withYear: false).split(separator: " ")
                    return ["date": night.iso, "long": DayText.day(night), "weekday": words[0], "day": words[1]]
                },
                "hasRows": !grid.rows.isEmpty, "allHref": page(grid.nights[0]),
                "rows": grid.rows.map { row in
                    [
                        "number": row.site.number, "kind": SiteText.kindTitle(row.site.kind),
                        "size": SiteText.size(row.site), "accessible": row.site.accessible,
                        "cells": zip(grid.nights, row.cells).map { night, cell in
                            var value: [String: Any] = ["date": night.iso, "spoken": DayText.day(night)]
                            switch cell {
                            case .free:
                                value["class"] = "open"
                                value["href"] =
                                    ReservationsPage.book(
                                        landmarkID: landmarkID, checkIn: night.iso, checkOut: night.adding(days: 1).iso,
                                        guests: filter.guests,
                                        vehicles: filter.guests == nil || filter.vehicles == BookingRules.unsaidVehicles
                                            ? nil : filter.vehicles,
                                        siteNumber: row.site.number
                                    ).href
                            case .taken:
                                value["class"] = "full"
                                value["text"] = "Taken"
                            case .held:
                                value["class"] = "full held"
                                value["text"] = "Held"
                            case .closed:
                                value["class"] = "closed"
                                value["text"] = "Not open"
                            }
                            return value
                        },
                    ] as [String: Any]
                },
            ] as [String: Any]
        return values
    }

    /// The kinds of site a landmark has, in map order, after "Every kind":
    /// the options of the filters' kind field.
    static func kindOptions(of landmark: BookableLandmark, chosen: String) -> [[String: Any]] {
        let kinds = landmark.sites.reduce(into: [String]()) { kinds, site in
            if !kinds.contains(site.kind) { kinds.append(site.kind) }
        }
        return [["value": "", "text": "Every kind", "selected": chosen.isEmpty]]
            + kinds.map { ["value": $0, "text": SiteText.kindTitle($0), "selected": chosen == $0] }
    }

    /// What a calendar's nights count, in words: every campsite, or how many
    /// of them are of the kind and take the party asked about.
    static func counted(_ shown: MonthAvailability, filter: SiteFilter) -> String {
        let campsites = shown.landmark.campsites
        guard let counted = shown.sitesForParty else { return "\(campsites) campsites." }
        let party = filter.guests.map { guests in
            "take \(guests == 1 ? "1 person" : "\(guests) people") with \(BookingRules.vehicleText(filter.vehicles))"
        }
        guard let kind = filter.kind else { return "\(counted) of \(campsites) campsites \(party ?? "")." }
        let kindText = kind == "rv" ? "RV" : SiteText.kindTitle(kind).lowercased()
        return "\(counted) of \(campsites) campsites are \(kindText) sites\(party.map { " that " + $0 } ?? "")."
    }

    /// The month as calendar rows, Monday first, with blank cells around it.
    /// Each night says in words and by its class whether it is past, open
    /// with campsites free, full, or not open for booking yet. Before a
    /// check-in is chosen, an open night links to choosing it, and a full
    /// one to its review (other nights, or an alert); after, the check-out
    /// mornings link to the booking form with both dates.
    private func weeks(
        _ shown: MonthAvailability, checkIn: Day?, checkOuts: Set<Day>, guests: Int?, vehicles: Int?,
        page: (Day?) -> String
    ) -> [[String: Any]] {
        var cells: [[String: Any]] = Array(repeating: ["class": "blank"], count: shown.month.firstDay.weekday - 1)
        for night in shown.nights {
            let (kind, text): (String, String) =
                night.night < shown.today
                ? ("past", "Past")
                : !night.bookable
                    ? ("closed", "Not open yet")
                    : night.free == 0
                        ? ("full", "Full")
                        : ("open", "\(night.free) free")
            var classes = [kind]
            if night.night == shown.today { classes.append("today") }
            if let checkIn, night.night == checkIn { classes.append("chosen") }
            if let checkIn, night.night > checkIn, checkOuts.contains(night.night) { classes.append("in-range") }
            var cell: [String: Any] = [
                "date": night.night.iso, "day": night.night.parts.day, "free": night.free,
                "class": classes.joined(separator: " "), "freeText": text,
                "isToday": night.night == shown.today, "spokenDate": DayText.day(night.night),
            ]
            if let checkIn {
                if checkOuts.contains(night.night) {
                    let nights = night.night.daysSinceEpoch - checkIn.daysSinceEpoch
                    // What choosing this morning gives: the stay's length.
                    cell["freeText"] = nights == 1 ? "1 night" : "\(nights) nights"
                    cell["link"] = [
                        "href": ReservationsPage.book(
                            landmarkID: shown.landmark.id, checkIn: checkIn.iso, checkOut: night.night.iso,
                            guests: guests, vehicles: vehicles
                        ).href,
                        "spoken":
                            "Check out on \(DayText.day(night.night)),"
                            + " \(nights == 1 ? "1 night" : "\(nights) nights"): ",
                        "role": "check-out",
                    ]
                }
            } else if kind == "open" {
                cell["link"] = [
                    "href": page(night.night), "spoken": "Check in on \(DayText.day(night.night)): ",
                    "role": "check-in",
                ]
            } else if kind == "full" {
                // The night's review names the nearest free stays and offers
                // an alert for when a campsite frees up.
                cell["link"] = [
                    "href": ReservationsPage.book(
                        landmarkID: shown.landmark.id, checkIn: night.night.iso,
                        checkOut: night.night.adding(days: 1).iso, guests: guests, vehicles: vehicles
                    ).href,
                    "spoken": "\(DayText.day(night.night)), other nights or an alert: ", "role": "full",
                ]
            }
            cells.append(cell)
        }
        while cells.count % 7 != 0 { cells.append(["class": "blank"]) }
        return stride(from: 0, to: cells.count, by: 7).map { ["days": Array(cells[$0..<$0 + 7])] }
    }

    // MARK: Booking

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

    // MARK: Alerts

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

    // MARK: Shared pieces

    private static let alertNotices = [
        "watching": "Alert made: we will mail you when a campsite frees up for these nights.",
        "ended": "Alert ended: no more mails about those nights.",
    ]

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
    private func nobodyCamps(at landmark: BookableLandmark) -> PageMessage {
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

    private static let nothingHere = PageMessage(
        "Not found", "There is nothing of yours at this address.", backHref: ReservationsPage.mine.href,
        backTitle: "My trips")
}
