import API
import CalendarDays
import Foundation
import Hummingbird
import LandmarksApi
import LandmarksDomain

// The server's side of the wire: domain values become wire models here, and a
// wire query becomes a domain filter here, so no domain type is
// part of `LandmarksApi`'s wire types (ADR 0104).

extension LandmarkDTO {
    init(_ landmark: Landmark, isFavorite: Bool? = nil, stayTotalCents: Int? = nil) {
        self.init(
            id: landmark.id, name: landmark.name, park: landmark.park, state: landmark.state,
            category: landmark.category.rawValue, description: landmark.description,
            latitude: landmark.coordinate.latitude, longitude: landmark.coordinate.longitude,
            campsiteCount: landmark.campsiteCount, nightlyFeeCents: landmark.nightlyFee,
            url: LandmarkPaths.detail.render(["id": String(landmark.id)]),
            isFavorite: isFavorite, stayTotalCents: stayTotalCents)
    }
}

extension CampingNearbyDTO {
    init(_ nearby: CampingNearby) {
        self.init(
            id: nearby.landmark.id, name: nearby.landmark.name, kilometres: (nearby.kilometres * 10).rounded() / 10,
            url: LandmarkPaths.detail.render(["id": String(nearby.landmark.id)]))
    }
}

extension CategoryDTO {
    init(_ summary: CategorySummary) {
        self.init(id: summary.category.rawValue, title: summary.category.title, count: summary.count)
    }
}

/// A list query read as the domain reads it: the filter, and for a search by
/// dates the stay's nights (to price it) and its dates (to book it).
struct ListRequest: Sendable {
    var filter: LandmarkFilter
    var stay: StayQuery?
    /// What the booking feature found for `stay`.
    var findings: StayFindings?

    /// Every field that breaks a rule is named at once, in one 422: the
    /// category, the search, the order and, when dates are searched, the
    /// stay and the party (judged by the feature that books, `stays`; with
    /// none, a search by dates is refused).
    init(_ input: ListLandmarksInput, stays: (any StaySearch)?) async throws {
        var issues: [FieldIssue] = []
        var category: LandmarkCategory?
        var order = LandmarkOrder.name
        do {
            category = try LandmarkFilter.category(named: input.category)
        } catch {
            issues.append(FieldIssue(field: "category", message: error.message))
        }
        do {
            order = try LandmarkOrder.parse(sort: input.sort, near: input.near)
        } catch {
            issues += error.problem.errors ?? []
        }
        var full: Set<Int>?
        if input.searchesByDates {
            if let stays {
                let query = Self.stayQuery(input, &issues)
                if let query {
                    do {
                        let found = try await stays.findings(for: query)
                        full = found.full
                        findings = found
                        stay = query
                    } catch let problem as Problem {
                        issues +=
                            problem.errors ?? [FieldIssue(field: "checkIn", message: problem.detail ?? problem.title)]
                    }
                }
            } else {
                issues.append(
                    FieldIssue(field: "checkIn", message: "This site takes no bookings, so it cannot search by dates."))
            }
        }
        var filter: LandmarkFilter?
        do {
            filter = try LandmarkFilter(category: category, search: input.search, excludingFull: full, order: order)
        } catch {
            issues.append(FieldIssue(field: "q", message: error.message))
        }
        guard issues.isEmpty, let filter else { throw Problem.unprocessable(issues) }
        self.filter = filter
    }

    /// The dates and party as days and a number, or nil after naming each
    /// field that is not one; whether the stay keeps the booking rules is
    /// the booking feature's to say. Guests may be left out (one).
    static func stayQuery(_ input: ListLandmarksInput, _ issues: inout [FieldIssue]) -> StayQuery? {
        func day(_ text: String?, field: String, label: String) -> Day? {
            guard let text = text.map(trimmed), !text.isEmpty else {
                issues.append(FieldIssue(field: field, message: "\(label) is required: choose a date."))
                return nil
            }
            guard let day = Day(iso: text) else {
                issues.append(FieldIssue(field: field, message: "\(label) must be a real date, such as 24 Dec 2026."))
                return nil
            }
            return day
        }
        let checkIn = day(input.checkIn, field: "checkIn", label: "Check-in")
        let checkOut = day(input.checkOut, field: "checkOut", label: "Check-out")
        let typedGuests = input.guests.map(trimmed) ?? ""
        let guests = typedGuests.isEmpty ? 1 : typedGuests.count <= 3 ? Int(typedGuests) : nil
        if guests == nil {
            issues.append(FieldIssue(field: "guests", message: "Guests must be a whole number."))
        }
        guard let checkIn, let checkOut, let guests else { return nil }
        return StayQuery(checkIn: checkIn, checkOut: checkOut, guests: guests)
    }

    /// `text` without the spaces around it. Foundation's trimming is asked
    /// only when the text starts or ends with something other than a
    /// printable ASCII character: it cost more than the rest of reading a
    /// search's dates.
    private static func trimmed(_ text: String) -> String {
        let printable = UInt8(ascii: "!")...UInt8(ascii: "~")
        guard let first = text.utf8.first, let last = text.utf8.last, printable.contains(first),
            printable.contains(last)
        else { return text.trimmingCharacters(in: .whitespaces) }
        return text
    }

    /// What a search by dates finds, read afresh; nil when the query
    /// searches no dates the rules accept (its answer then names why) or no
    /// feature books campsites.
    static func findings(_ input: ListLandmarksInput, stays: (any StaySearch)?) async throws -> StayFindings? {
        guard input.searchesByDates, let stays else { return nil }
        var issues: [FieldIssue] = []
        guard let query = stayQuery(input, &issues) else { return nil }
        do {
            return try await stays.findings(for: query)
        } catch is Problem {
            return nil
        }
    }

    /// Whether a request's query asks for nights free (a check-in or a
    /// check-out): its answer moves with every booking, so no cache keeps it.
    static func asksForDates(_ request: Request) -> Bool {
        let query = request.uri.queryParameters
        return ["checkIn", "checkOut"].contains { !(query.get($0) ?? "").isEmpty }
    }

    /// The stay's price at this landmark, in US cents, at the site the
    /// party would be given (the landmark's tent fee when the booking
    /// feature did not say); nil without dates.
    func total(at landmark: Landmark) -> Int? {
        stay.map { (findings?.nightlyFees[landmark.id] ?? landmark.nightlyFee) * $0.nights }
    }
}
