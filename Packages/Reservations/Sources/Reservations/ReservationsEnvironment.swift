import APIServer
import EventOutbox
import Foundation
import Logging
import ReservationsData
import ReservationsDomain
import Utilities

/// The feature's container: a child of the host's, with one registration per
/// piece, each built from the pieces below it.
struct ReservationsEnvironment: Sendable {
    let container: MicroContainer

    init(
        dependencies: ReservationsAppFactory.Dependencies, limits: BookingLimits, holdLength: TimeInterval,
        holdAttempts: HoldAttemptLimit.Limits, published: ReservationsAppFactory.AfterCommit
    ) {
        container = dependencies.host.container.child(named: "Reservations")
        let today = Today(now: dependencies.now)
        let logger = dependencies.logger
        let record: @Sendable (ReservationsEvent) -> Void = { event in ReservationsEvents.record(event, to: logger) }
        // Night counters and landmarks are read from memory, within a bound
        // (ADR 0106); a booking counts campsites as they are now.
        // Published in the booking's or the release's own transaction (ADR 0129, ADR 0142).
        let announcements = FluentReservationRepository.Announcements(
            booked: { stay, events in
                try published.stayBooked.publish(StayEvent(stay), aggregate: stay.id.uuidString, into: events)
            },
            cancelled: { stay, transaction in
                try await published.stayCancelled.publish(
                    StayEvent(stay), aggregate: stay.id.uuidString, on: transaction)
            },
            watchAnswered: { watch, transaction in
                try await published.stayWatchAnswered.publish(
                    StayWatchEvent(watch), aggregate: watch.id.uuidString, on: transaction)
            })
        container.register(FluentReservationRepository.Announcements.self) { _ in announcements }
        container.register(FluentReservationRepository.self) { _ in
            FluentReservationRepository(
                database: dependencies.database, now: dependencies.now, announcements: announcements)
        }
        container.register(CachedReservationRepository.self) { r in
            CachedReservationRepository(source: try r.resolve(FluentReservationRepository.self))
        }
        container.register(ExpiredHoldSweep.self) { r in
            ExpiredHoldSweep(
                holds: try r.resolve(), cache: try r.resolve(), logger: logger)
        }
        container.register((any ReservationRepository).self) { r in try r.resolve(CachedReservationRepository.self) }
        let landmarks = dependencies.landmarks
        container.register(CachedLandmarkDirectory.self) { _ in CachedLandmarkDirectory(source: landmarks) }
        container.register((any LandmarkDirectory).self) { r in try r.resolve(CachedLandmarkDirectory.self) }
        container.register(BookCampsite.self) { r in
            BookCampsite(
                reservations: try r.resolve(), landmarks: landmarks, today: today, limits: limits, record: record)
        }
        container.register(CancelReservation.self) { r in
            CancelReservation(reservations: try r.resolve(), landmarks: try r.resolve(), today: today, record: record)
        }
        container.register(MyReservations.self) { r in
            MyReservations(reservations: try r.resolve(), landmarks: try r.resolve(), today: today)
        }
        container.register(CampsiteAvailability.self) { r in
            CampsiteAvailability(reservations: try r.resolve(), landmarks: try r.resolve(), today: today)
        }
        container.register(SearchByDates.self) { r in
            SearchByDates(reservations: try r.resolve(), landmarks: try r.resolve(), today: today)
        }
        container.register((any StayWatchRepository).self) { _ in
            SQLStayWatchRepository(database: dependencies.database)
        }
        container.register(WatchStay.self) { r in
            WatchStay(
                watches: try r.resolve(), reservations: try r.resolve(), landmarks: try r.resolve(), today: today,
                now: dependencies.now)
        }
        container.register(MyWatches.self) { r in
            MyWatches(watches: try r.resolve(), landmarks: try r.resolve(), today: today)
        }
        container.register((any HoldRepository).self) { r in try r.resolve(CachedReservationRepository.self) }
        // One count of asks for the host, kept as long as the container.
        let attempts = HoldAttemptLimit(holdAttempts)
        container.register(MyHold.self) { r in
            MyHold(
                holds: try r.resolve(), landmarks: landmarks, today: today, limits: limits, length: holdLength,
                attempts: attempts, record: record)
        }
        container.register(ReservationTemplates.self) { _ in try ReservationTemplates() }
        container.register(ReservationPages.self) { r in
            ReservationPages(
                holds: try r.resolve(), cancel: try r.resolve(), mine: try r.resolve(), availability: try r.resolve(),
                watch: try r.resolve(), watches: try r.resolve(), landmarks: try r.resolve(),
                templates: try r.resolve(),
                responses: PageResponses(layout: dependencies.layout), today: today, limits: limits,
                landmarksFreeOn: { landmarks.listFree(from: $0, to: $1) },
                availabilityGeneration: AvailabilityGeneration(
                    counters: try r.resolve(CachedReservationRepository.self)))
        }
        container.register(ReservationsAPIHandlers.self) { r in
            ReservationsAPIHandlers(
                book: try r.resolve(), cancel: try r.resolve(), mine: try r.resolve(), availability: try r.resolve(),
                landmarks: try r.resolve(), watch: try r.resolve(), watches: try r.resolve(),
                myHold: try r.resolve(), now: dependencies.now)
        }
    }
}
