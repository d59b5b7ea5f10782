import API
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

extension CategoryDTO {
    init(_ summary: CategorySummary) {
        self.init(id: summary.category.rawValue, title: summary.category.title, count: summary.count)
    }
}

/// A list query read as the domain reads it: the filter, and for a search by
/// dates the stay's nights (to price it) and its dates (to book it).
struct ListRequest: Sendable {
    var filter: LandmarkFilter
    var stay: (nights: Int, checkIn: String, checkOut: String)?

    /// Every field that breaks a rule is named at once, in one 422: the
    /// category, the search, the order and, when dates are searched, the
    /// stay and the party (judged by the feature that books, `stays`; with
    /// none, a search by dates is refused).
    init(_ input: ListLandmarksInput, stays: LandmarksAppFactory.StaySearch?) async throws {
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
                do {
                    let answer = try await stays.fullLandmarks(input.checkIn, input.checkOut, input.guests)
                    full = answer.full
                    if let checkIn = input.checkIn, let checkOut = input.checkOut {
                        stay = (
                            answer.nights, checkIn.trimmingCharacters(in: .whitespaces),
                            checkOut.trimmingCharacters(in: .whitespaces)
                        )
                    }
                } catch let problem as Problem {
                    issues += problem.errors ?? [FieldIssue(field: "checkIn", message: problem.detail ?? problem.title)]
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

    /// Whether a request's query asks for nights free (a check-in or a
    /// check-out): its answer moves with every booking, so no cache keeps it.
    static func asksForDates(_ request: Request) -> Bool {
        let query = request.uri.queryParameters
        return ["checkIn", "checkOut"].contains { !(query.get($0) ?? "").isEmpty }
    }

    /// The stay's price at this landmark, in US cents; nil without dates.
    func total(at landmark: Landmark) -> Int? {
        stay.map { landmark.nightlyFee * $0.nights }
    }
}
