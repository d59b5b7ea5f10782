import API
import APIClient
import Foundation
import ReservationsApi
import ReservationsDomain

extension ReservationService {
    /// The server at `baseURL`, through `cache`. Booking or cancelling
    /// forgets this account's cached reservations and availability, which it
    /// changed. A booking that gets no answer (a timeout, a dropped
    /// connection) is sent once more with the same `Idempotency-Key`: if the
    /// first reached the server, the answer is that booking, not a second.
    public static func live(client: NetworkClient, baseURL: URL, cache: TieredCache) -> ReservationService {
        let client = client.at(baseURL)
        let scope = client.cacheScope + "reservations/"
        return ReservationService(
            availability: { landmarkID, month, filter, policy in
                let input = AvailabilityInput(
                    landmarkID: landmarkID, month: month.iso, kind: filter.kind, guests: filter.guests,
                    vehicles: filter.guests == nil ? nil : filter.vehicles)
                let counted = [input.kind, input.guests, input.vehicles].map { $0 ?? "" }.joined(separator: ",")
                return cache.load(
                    scope + "availability/\(landmarkID)/\(month.iso)/\(counted)", policy: policy,
                    revalidate: { try await client.send(ReservationsEndpoints.availability, input, ifNoneMatch: $0) }
                ) { try MonthAvailability($0) }
            },
            book: { request in
                let input = BookingInput(
                    landmarkId: request.landmarkID, checkIn: request.checkIn.iso, checkOut: request.checkOut.iso,
                    guests: request.guests, notes: request.notes, siteNumber: request.siteNumber,
                    vehicles: request.vehicles, needsAccessibleSite: request.needsAccessibleSite,
                    maxNightlyFeeCents: request.maxNightlyFee, requestKey: request.requestKey)
                defer { cache.removeAll(prefix: scope) }
                do {
                    return try BookedStay(try await client.send(ReservationsEndpoints.book, input))
                } catch APIClientError.timedOut, APIClientError.offline {
                    return try BookedStay(try await client.onNewConnections().send(ReservationsEndpoints.book, input))
                }
            },
            mine: { policy in
                cache.load(
                    scope + "mine", policy: policy,
                    fetch: { try await client.send(ReservationsEndpoints.list, ListReservationsInput()) }
                ) {
                    BookedStays(records: $0)
                }
            },
            cancel: { id in
                defer { cache.removeAll(prefix: scope) }
                return try BookedStay(try await client.send(ReservationsEndpoints.cancel, ReservationIDInput(id: id)))
            },
            alerts: {
                try await client.send(ReservationsEndpoints.alerts, NoInput()).map { try WatchedStay($0) }
            },
            watch: { landmarkID, stay, guests in
                try WatchedStay(
                    try await client.send(
                        ReservationsEndpoints.watch,
                        AlertInput(
                            landmarkId: landmarkID, checkIn: stay.checkIn.iso, checkOut: stay.checkOut.iso,
                            guests: guests)))
            },
            endAlert: { id in
                _ = try await client.send(ReservationsEndpoints.endAlert, AlertIDInput(id: id))
            },
            sitesByNight: { landmarkID, from, filter in
                try SitesByNight(
                    try await client.send(
                        ReservationsEndpoints.siteAvailability,
                        SiteAvailabilityInput(
                            landmarkID: landmarkID, from: from?.iso, kind: filter.kind, guests: filter.guests,
                            vehicles: filter.guests == nil ? nil : filter.vehicles)))
            },
            hold: { request in
                let input = BookingInput(
                    landmarkId: request.landmarkID, checkIn: request.checkIn.iso, checkOut: request.checkOut.iso,
                    guests: request.guests, notes: request.notes, siteNumber: request.siteNumber,
                    vehicles: request.vehicles, needsAccessibleSite: request.needsAccessibleSite,
                    maxNightlyFeeCents: request.maxNightlyFee)
                defer { cache.removeAll(prefix: scope) }
                return try HeldStay(try await client.send(ReservationsEndpoints.hold, input))
            },
            openHold: {
                try await client.send(ReservationsEndpoints.holds, NoInput()).first.map { try HeldStay($0) }
            },
            confirmHold: { id in
                defer { cache.removeAll(prefix: scope) }
                return try BookedStay(try await client.send(ReservationsEndpoints.confirmHold, HoldIDInput(id: id)))
            },
            releaseHold: { id in
                defer { cache.removeAll(prefix: scope) }
                _ = try await client.send(ReservationsEndpoints.releaseHold, HoldIDInput(id: id))
            })
    }
}
