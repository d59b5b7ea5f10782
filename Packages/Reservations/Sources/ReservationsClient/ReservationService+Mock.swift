import APIClient
import Foundation
import ReservationsDomain
import Synchronization

extension ReservationService {
    /// Reservations in memory at landmarks with `campsites` each (sites
    /// numbered 1, 2, ... that take any party): booking takes a site for each
    /// night, the one asked for or the first free, cancelling frees it, a
    /// full night or a taken site is refused with a 409 as the server would, and so is an alert for a stay
    /// with every night free. A hold keeps its site from other bookings for fifteen minutes. `today` is the day in UTC
    /// unless given.
    public static func mock(campsites: Int = 2, today: Day? = nil) -> ReservationService {
        let today = today ?? Day(Date(), in: .gmt)
        let stays = Mutex<[BookedStay]>([])
        let watches = Mutex<[WatchedStay]>([])
        let holds = Mutex<[HeldStay]>([])
        /// The stays and the open holds at a landmark: what takes its sites.
        @Sendable func holding(_ landmarkID: Int) -> [(site: String?, stay: Stay)] {
            let now = Date()
            return stays.withLock { stays in
                stays.filter { $0.landmarkID == landmarkID && $0.status == .confirmed }.map { ($0.siteNumber, $0.stay) }
            }
                + holds.withLock { holds in
                    holds.filter { $0.landmarkID == landmarkID && $0.heldUntil > now }.map { ($0.siteNumber, $0.stay) }
                }
        }
        @Sendable func taken(_ landmarkID: Int, _ night: Day) -> Int {
            holding(landmarkID).filter { $0.stay.nights.contains(night) }.count
        }
        /// The stay a booking (or hold) of `request` would make, or the
        /// refusal the server would answer.
        @Sendable func place(_ request: BookingRequest) throws -> BookedStay {
            guard request.checkOut > request.checkIn else {
                throw APIClientError.problem(
                    .unprocessable([.init(field: "checkOut", message: "Check out after the day you check in.")]))
            }
            let stay = Stay(checkIn: request.checkIn, checkOut: request.checkOut)
            if let full = stay.nights.first(where: { taken(request.landmarkID, $0) >= campsites }) {
                throw APIClientError.problem(.conflict("No campsite is free on the night of \(full)."))
            }
            let held = Set(
                holding(request.landmarkID).filter {
                    $0.stay.checkIn < stay.checkOut && $0.stay.checkOut > stay.checkIn
                }.compactMap(\.site))
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
            return booked
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
                let booked = try place(request)
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
                let held = holding(landmarkID)
                let sites = BookableSite.interchangeable(count: campsites).filter(filter.keeps).map { site in
                    let taken = Set(
                        nights.filter { night in
                            held.contains { $0.site == site.number && $0.stay.nights.contains(night) }
                        })
                    return SitesByNight.Site(site: site, free: Set(nights).subtracting(taken), taken: taken)
                }
                return SitesByNight(
                    landmarkID: landmarkID, landmarkName: "Landmark \(landmarkID)", today: today, nights: nights,
                    sites: sites)
            },
            hold: { request in
                if let other = holds.withLock({ $0.first { $0.heldUntil > Date() } }) {
                    throw APIClientError.problem(
                        .conflict("You are already holding site \(other.siteNumber): confirm it or let it go first."))
                }
                let placed = try place(request)
                let hold = HeldStay(
                    id: placed.id, landmarkID: placed.landmarkID, landmarkName: placed.landmarkName,
                    siteNumber: placed.siteNumber ?? "", stay: placed.stay, guests: placed.guests,
                    nightlyFee: placed.nightlyFee, total: placed.total,
                    confirmationCode: placed.confirmationCode.value, heldUntil: Date().addingTimeInterval(Hold.length))
                holds.withLock { $0 = [hold] }
                return hold
            },
            openHold: { holds.withLock { $0.first { $0.heldUntil > Date() } } },
            confirmHold: { id in
                guard let hold = holds.withLock({ holds in holds.first { $0.id == id } }) else {
                    throw APIClientError.problem(.notFound("There is no hold of yours with this id."))
                }
                guard hold.heldUntil > Date() else {
                    throw APIClientError.problem(.conflict("Your time to confirm ran out: nothing was booked."))
                }
                let booked = BookedStay(
                    id: hold.id, landmarkID: hold.landmarkID, landmarkName: hold.landmarkName, stay: hold.stay,
                    guests: hold.guests, notes: "", status: .confirmed, createdAt: Date(), nightlyFee: hold.nightlyFee,
                    total: hold.total, confirmationCode: ConfirmationCode(hold.confirmationCode) ?? .random(),
                    siteNumber: hold.siteNumber)
                holds.withLock { $0.removeAll { $0.id == id } }
                stays.withLock { $0.append(booked) }
                return booked
            },
            releaseHold: { id in
                try holds.withLock { holds in
                    guard holds.contains(where: { $0.id == id }) else {
                        throw APIClientError.problem(.notFound("There is no hold of yours with this id."))
                    }
                    holds.removeAll { $0.id == id }
                }
            })
    }

    /// A service answering from a small fixed set of stays, for previews and tests.
    public static var mock: ReservationService { mock() }
}
