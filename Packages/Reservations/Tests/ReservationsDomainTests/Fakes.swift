import Foundation
import ReservationsDomain
import Synchronization

/// An in-memory store with the same promise as the real one: never more
/// bookings on a night than campsites.
final class InMemoryReservations: ReservationRepository {
    private let state = Mutex<[Reservation]>([])

    var all: [Reservation] { state.withLock { $0 } }

    private let keys = Mutex<[String: UUID]>([:])

    /// Owners whose account was deleted.
    let closedOwners = Mutex<Set<UUID>>([])

    func book(
        _ booking: Booking, owner: UUID, sites: [BookableSite], limits: BookingLimits, today: Day,
        requestKey: String?
    ) async throws -> BookingOutcome {
        let campsites = sites.count
        let key = requestKey.map { "\(owner):\($0)" }
        if let key, let id = keys.withLock({ $0[key] }), let earlier = state.withLock({ $0.first { $0.id == id } }) {
            return earlier.matches(booking) ? .repeated(earlier) : .keyReused
        }
        if closedOwners.withLock({ $0.contains(owner) }) { return .ownerGone }
        let outcome: BookingOutcome = state.withLock { reservations in
            let upcoming = reservations.filter { $0.ownerID == owner && $0.holdsCampsite && $0.stay.checkOut > today }
            if let same = upcoming.first(where: {
                $0.landmarkID == booking.landmarkID && $0.stay.checkIn < booking.stay.checkOut
                    && $0.stay.checkOut > booking.stay.checkIn
            }) {
                return .overlapping(same.stay)
            }
            if upcoming.count >= limits.upcomingStays { return .limitReached }
            for night in booking.stay.nights {
                let taken = reservations.filter {
                    $0.holdsCampsite && $0.landmarkID == booking.landmarkID && $0.stay.nights.contains(night)
                }.count
                if taken >= campsites { return .full(night: night) }
            }
            let takenSites = Set(
                reservations.filter {
                    $0.holdsCampsite && $0.landmarkID == booking.landmarkID && $0.stay.checkIn < booking.stay.checkOut
                        && $0.stay.checkOut > booking.stay.checkIn
                }.compactMap(\.siteNumber))
            let site: BookableSite
            switch SiteChoice.site(for: booking, among: sites, taken: takenSites) {
            case .success(let chosen): site = chosen
            case .failure(let refusal): return .siteRefused(refusal)
            }
            let reservation = Reservation(
                id: UUID(), landmarkID: booking.landmarkID, ownerID: owner, stay: booking.stay, guests: booking.guests,
                notes: booking.notes, status: .confirmed, createdAt: Date(), nightlyFee: booking.nightlyFee,
                total: booking.total, confirmationCode: .random(), siteNumber: site.number)
            reservations.append(reservation)
            return .confirmed(reservation)
        }
        if let key, case .confirmed(let made) = outcome { keys.withLock { $0[key] = made.id } }
        return outcome
    }

    func reservation(id: UUID, owner: UUID) async throws -> Reservation? {
        state.withLock { $0.first { $0.id == id && $0.ownerID == owner } }
    }

    func reservations(owner: UUID, landmarkID: Int?) async throws -> [Reservation] {
        state.withLock { $0.filter { $0.ownerID == owner && (landmarkID == nil || $0.landmarkID == landmarkID) } }
    }

    func cancel(id: UUID, owner: UUID) async throws -> Reservation? {
        state.withLock { reservations in
            guard let index = reservations.firstIndex(where: { $0.id == id && $0.ownerID == owner }) else { return nil }
            reservations[index].status = .cancelled
            return reservations[index]
        }
    }

    func takenCampsites(landmarkID: Int, nights: Range<Day>) async throws -> [Day: Int] {
        state.withLock { reservations in
            var taken: [Day: Int] = [:]
            for reservation in reservations where reservation.holdsCampsite && reservation.landmarkID == landmarkID {
                for night in reservation.stay.nights where nights.contains(night) { taken[night, default: 0] += 1 }
            }
            return taken
        }
    }

    func takenSites(landmarkID: Int, nights: Range<Day>) async throws -> TakenSiteNights {
        state.withLock { reservations in
            var taken: Set<SiteNight> = []
            for reservation in reservations where reservation.holdsCampsite && reservation.landmarkID == landmarkID {
                guard let site = reservation.siteNumber else { continue }
                for night in reservation.stay.nights where nights.contains(night) {
                    taken.insert(SiteNight(siteNumber: site, night: night))
                }
            }
            return TakenSiteNights(taken)
        }
    }

    func sitesTaken(anyNightOf nights: Range<Day>) async throws -> [Int: Set<String>] {
        state.withLock { reservations in
            var taken: [Int: Set<String>] = [:]
            for reservation in reservations where reservation.holdsCampsite {
                guard let site = reservation.siteNumber, reservation.stay.nights.contains(where: nights.contains)
                else { continue }
                taken[reservation.landmarkID, default: []].insert(site)
            }
            return taken
        }
    }
}

struct FixedLandmarks: LandmarkDirectory {
    var landmarks: [BookableLandmark] = [
        BookableLandmark(id: 1, name: "Half Dome", campsites: 2, href: "/landmarks/1", timeZone: .gmt),
        BookableLandmark(id: 2, name: "No Camping Rock", campsites: 0, href: "/landmarks/2", timeZone: .gmt),
        BookableLandmark(
            id: 3, name: "Haleakalā", campsites: 1, href: "/landmarks/3",
            timeZone: TimeZone(identifier: "Pacific/Honolulu")!),
    ]

    func landmark(id: Int) async throws -> BookableLandmark? { landmarks.first { $0.id == id } }
    func landmarksWithCampsites() async throws -> [BookableLandmark] { landmarks.filter { $0.campsites > 0 } }
}

/// Noon UTC on `day`, as a clock.
func noon(_ day: Day) -> Today {
    Today(now: { Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400 + 43_200) })
}

/// Keeps every event the use cases record.
final class EventLog: Sendable {
    private let storage = Mutex<[ReservationsEvent]>([])
    var events: [ReservationsEvent] { storage.withLock { $0 } }
    func record(_ event: ReservationsEvent) { storage.withLock { $0.append(event) } }
}
