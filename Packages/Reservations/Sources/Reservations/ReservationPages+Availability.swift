import API
import APIServer
import Foundation
import Hummingbird
import PageLayout
import ReservationsDomain
import Route

// Availability: two months of nights, and the grid of sites by night.
extension ReservationPages {
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
}
