import APIClient
import Foundation
import ReservationsDomain
import Synchronization

extension ReservationService {
    /// Reservations in memory at landmarks with `campsites` each (sites
    /// numbered 1, 2, ... that take any party): booking takes a site for each
    /// night, the one asked for or the first free, cancelling frees it, a
    /// full night or a taken site is refused with a 409 as the server would, and so is an alert for a stay
    /// with every night free. `today` is the day in UTC
    /// unless given.
    public static func mock(campsites: Int = 2, today: Day? = nil) -> ReservationService {
        let today = today ?? Day(Date(), in: .gmt)
        let stays = Mutex<[BookedStay]>([])
        let watches = Mutex<[WatchedStay]>([])
        @Sendable func taken(_ landmarkID: Int, _ night: Day) -> Int {
            stays.withLock { stays in
                stays.filter {
                    $0.landmarkID == landmarkID && $0.status == .confirmed && $0.stay.nights.contains(night)
                }.count
            }
        }
        return ReservationService(
            availability: { landmarkID, month, filter, _ in
                // Its sites are interchangeable tent sites that take any
                // party: another kind counts none.
                let counts = filter.kind == nil || filter.kind == "tent"
                let nights = month.days.map { day in
                    MonthAvailability.Night(
                        day: day, free: counts ? campsites - taken(landmarkID, day) : 0, bookable: day >= today)
                }
                return .answer(
                    MonthAvailability(
                        landmarkID: landmarkID, landmarkName: "Landmark \(landmarkID)", campsites: campsites,
                        month: month, timeZone: .gmt, today: today, nights: nights,
                        sitesForParty: filter.kind == nil && filter.guests == nil ? nil : counts ? campsites : 0))
            },
            book: { request in
                guard request.checkOut > request.checkIn else {
                    throw APIClientError.problem(
                        .unprocessable([.init(field: "checkOut", message: "Check out after the day you check in.")]))
                }
                let stay = Stay(checkIn: request.checkIn, checkOut: request.checkOut)
                if let full = stay.nights.first(where: { taken(request.landmarkID, $0) >= campsites }) {
                    throw APIClientError.problem(.conflict("No campsite is free on the night of \(full)."))
                }
                let held = stays.withLock { stays in
                    Set(
                        stays.filter {
                            $0.landmarkID == request.landmarkID && $0.status == .confirmed
                                && $0.stay.checkIn < stay.checkOut && $0.stay.checkOut > stay.checkIn
                        }.compactMap(\.siteNumber))
                }
                let booking = Booking(
                    landmarkID: request.landmarkID, stay: stay, guests: request.guests, notes: request.notes,
                    siteNumber: request.siteNumber, vehicles: request.vehicles ?? 1,
                    needsAccessibleSite: request.needsAccessibleSite)
                let sites = BookableSite.interchangeable(count: campsites)
                if let number = request.siteNumber, !sites.contains(where: { $0.number == number }) {
                    throw APIClientError.problem(.conflict("This landmark has no site \(number)."))
                }
                guard let site = try? SiteChoice.site(for: booking, among: sites, taken: held).get() else {
                    throw APIClientError.problem(
                        .conflict(
                            request.siteNumber.map { "Site \($0) is taken on a night of this stay." }
                                ?? "No site that takes your party is free on every night of this stay."))
                }
                let booked = BookedStay(
                    id: UUID(), landmarkID: request.landmarkID, landmarkName: "Landmark \(request.landmarkID)",
                    stay: stay,
                    guests: request.guests, notes: request.notes, status: .confirmed, createdAt: Date(),
                    nightlyFee: 3000, total: 3000 * stay.nightCount, confirmationCode: .random(),
                    siteNumber: site.number)
                stays.withLock { $0.append(booked) }
                return booked
            },
            mine: { _ in
                .answer(BookedStays(items: stays.withLock { $0 }.sorted { $0.stay.checkIn < $1.stay.checkIn }))
            },
            cancel: { id in
                try stays.withLock { stays in
                    guard let index = stays.firstIndex(where: { $0.id == id }) else {
                        throw APIClientError.problem(.notFound("You have no reservation with this id."))
                    }
                    stays[index].status = .cancelled
                    return stays[index]
                }
            },
            alerts: { watches.withLock { $0 }.sorted { $0.stay.checkIn < $1.stay.checkIn } },
            watch: { landmarkID, stay, guests in
                guard stay.nights.contains(where: { taken(landmarkID, $0) >= campsites }) else {
                    throw APIClientError.problem(
                        .conflict("A campsite is free on every night of this stay: book it now instead of waiting."))
                }
                let watch = WatchedStay(
                    id: UUID(), landmarkID: landmarkID, landmarkName: "Landmark \(landmarkID)", stay: stay,
                    guests: guests, createdAt: Date())
                watches.withLock { $0.append(watch) }
                return watch
            },
            endAlert: { id in
                try watches.withLock { watches in
                    guard watches.contains(where: { $0.id == id }) else {
                        throw APIClientError.problem(.notFound("There is no alert of yours with this id."))
                    }
                    watches.removeAll { $0.id == id }
                }
            },
            sitesByNight: { landmarkID, from, filter in
                let start = max(from ?? today, today)
                let nights = (0..<SiteGrid.nightCount).map { start.adding(days: $0) }
                let held = stays.withLock { stays in
                    stays.filter { $0.landmarkID == landmarkID && $0.status == .confirmed }
                }
                let sites = BookableSite.interchangeable(count: campsites).filter(filter.keeps).map { site in
                    let taken = Set(
                        nights.filter { night in
                            held.contains { $0.siteNumber == site.number && $0.stay.nights.contains(night) }
                        })
                    return SitesByNight.Site(site: site, free: Set(nights).subtracting(taken), taken: taken)
                }
                return SitesByNight(
                    landmarkID: landmarkID, landmarkName: "Landmark \(landmarkID)", today: today, nights: nights,
                    sites: sites)
            })
    }

    /// A service answering from a small fixed set of stays, for previews and tests.
    public static var mock: ReservationService { mock() }
}
