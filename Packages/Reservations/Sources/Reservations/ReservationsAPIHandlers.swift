import API
import APIServer
import Foundation
import ReservationsApi
import ReservationsDomain

/// The JSON API: each handler takes an endpoint's parsed input and answers with
/// its wire model. Every reservation call needs a signed-in caller and sees
/// only that caller's reservations.
struct ReservationsAPIHandlers: Sendable {
    let book: BookCampsite
    let cancel: CancelReservation
    let mine: MyReservations
    let availability: CampsiteAvailability
    let landmarks: any LandmarkDirectory
    let watch: WatchStay
    let watches: MyWatches
    let myHold: MyHold
    let now: @Sendable () -> Date

    func list(_ input: ListReservationsInput, context: AppRequestContext) async throws -> [ReservationDTO] {
        let caller = try signedIn(context)
        let list = try await mine.list(owner: caller.userID, landmarkID: input.landmarkID)
        return (list.upcoming + list.past + list.cancelled).map {
            ReservationDTO($0, landmarkName: list.landmarks[$0.landmarkID]?.name)
        }
    }

    func reservation(_ input: ReservationIDInput, context: AppRequestContext) async throws -> ReservationDTO {
        let caller = try signedIn(context)
        return try await answer { try await dto(try await mine.reservation(id: input.id, owner: caller.userID)) }
    }

    func book(_ input: BookingInput, context: AppRequestContext) async throws -> ReservationDTO {
        let caller = try signedIn(context)
        return try await answer {
            try await dto(try await book(BookingDraft(input), owner: caller.userID, requestKey: input.requestKey))
        }
    }

    func cancel(_ input: ReservationIDInput, context: AppRequestContext) async throws -> ReservationDTO {
        let caller = try signedIn(context)
        return try await answer { try await dto(try await cancel(id: input.id, owner: caller.userID)) }
    }

    func availability(_ input: AvailabilityInput) async throws -> AvailabilityDTO {
        try await answer {
            guard let landmark = try await landmarks.landmark(id: input.landmarkID) else {
                throw ReservationsError.landmarkNotFound
            }
            let month = try availability.month(named: input.month, at: landmark)
            let filter = try SiteFilter.read(
                kind: input.kind, guests: input.guests, vehicles: input.vehicles, at: landmark)
            return AvailabilityDTO(try await availability(landmark: landmark, month: month, filter: filter))
        }
    }

    func siteAvailability(_ input: SiteAvailabilityInput) async throws -> SiteAvailabilityDTO {
        try await answer {
            guard let landmark = try await landmarks.landmark(id: input.landmarkID) else {
                throw ReservationsError.landmarkNotFound
            }
            guard landmark.campsites > 0 else { throw ReservationsError.nobodyCampsHere }
            let filter = try SiteFilter.read(
                kind: input.kind, guests: input.guests, vehicles: input.vehicles, at: landmark)
            let from = try input.from.flatMap { text -> Day? in
                guard !text.isEmpty else { return nil }
                guard let day = Day(iso: text) else {
                    throw Problem.unprocessable([
                        FieldIssue(field: "from", message: "From must be a date, YYYY-MM-DD: 2026-12-24.")
                    ])
                }
                return day
            }
            return SiteAvailabilityDTO(try await availability.sitesByNight(at: landmark, from: from, filter: filter))
        }
    }

    func alerts(_ input: NoInput, context: AppRequestContext) async throws -> [AlertDTO] {
        let caller = try signedIn(context)
        let list = try await watches.list(owner: caller.userID)
        return list.watches.map { AlertDTO($0, landmarkName: list.landmarks[$0.landmarkID]?.name) }
    }

    func watch(_ input: AlertInput, context: AppRequestContext) async throws -> AlertDTO {
        let caller = try signedIn(context)
        return try await answer {
            let watch = try await watch(BookingDraft(input), owner: caller.userID)
            return AlertDTO(watch, landmarkName: try await landmarks.landmark(id: watch.landmarkID)?.name)
        }
    }

    func endAlert(_ input: AlertIDInput, context: AppRequestContext) async throws -> NoContent {
        let caller = try signedIn(context)
        return try await answer {
            try await watches.end(id: input.id, owner: caller.userID)
            return NoContent()
        }
    }

    func holds(_ input: NoInput, context: AppRequestContext) async throws -> [HoldDTO] {
        let caller = try signedIn(context)
        guard let hold = try await myHold.open(owner: caller.userID) else { return [] }
        return [try await dto(hold)]
    }

    func hold(_ input: BookingInput, context: AppRequestContext) async throws -> HoldDTO {
        let caller = try signedIn(context)
        return try await answer {
            try await dto(
                try await myHold.place(BookingDraft(input), owner: caller.userID, address: context.clientAddress))
        }
    }

    func confirmHold(_ input: HoldIDInput, context: AppRequestContext) async throws -> ReservationDTO {
        let caller = try signedIn(context)
        return try await answer { try await dto(try await myHold.confirm(id: input.id, owner: caller.userID)) }
    }

    func releaseHold(_ input: HoldIDInput, context: AppRequestContext) async throws -> NoContent {
        let caller = try signedIn(context)
        return try await answer {
            _ = try await myHold.release(id: input.id, owner: caller.userID)
            return NoContent()
        }
    }

    private func dto(_ hold: Hold) async throws -> HoldDTO {
        HoldDTO(hold, landmarkName: try await landmarks.landmark(id: hold.landmarkID)?.name, now: now())
    }

    private func dto(_ reservation: Reservation) async throws -> ReservationDTO {
        ReservationDTO(reservation, landmarkName: try await landmarks.landmark(id: reservation.landmarkID)?.name)
    }

    /// Runs a handler, reporting the domain's errors as problems.
    private func answer<T>(_ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch let error as ReservationsError {
            throw error.problem
        }
    }

    private func signedIn(_ context: AppRequestContext) throws -> Caller {
        guard let caller = context.caller else {
            throw Problem.unauthorized(
                "Reservations belong to an account: log in and send `Authorization: Bearer <token>`.")
        }
        return caller
    }
}

extension ReservationsError {
    /// How the API reports this error. Broken stored data is the server's
    /// fault, and says so without detail.
    var problem: Problem {
        switch self {
        case .invalid(let issues):
            .unprocessable(issues.map { FieldIssue(field: $0.field.rawValue, message: $0.message) })
        case .landmarkNotFound, .reservationNotFound, .watchNotFound, .holdNotFound: .notFound(message)
        case .noCampsiteFree, .tooLateToCancel, .overlappingStay, .tooManyUpcomingStays, .accountDeleted,
            .stayIsBookable, .nothingToWatch, .tooManyWatches, .siteTaken, .siteHeldForAccessibility,
            .noFittingSiteFree, .costsMoreThanShown, .notAtThisLandmark, .nobodyCampsHere, .holdExpired,
            .alreadyHolding:
            .conflict(message)
        case .invalidMonth: .unprocessable([FieldIssue(field: "month", message: message)])
        case .invalidSiteFilter(let issues):
            .unprocessable(issues.map { FieldIssue(field: $0.field, message: $0.message) })
        case .requestKeyReused: .unprocessable([FieldIssue(field: BookingInput.requestKeyHeader, message: message)])
        case .notOpenYet(_, let opensAt, _):
            {
                var problem = Problem.conflict(message)
                problem.opensAt = opensAt.formatted(.iso8601)
                return problem
            }()
        case .tooManyHoldAttempts(let seconds): .tooManyRequests(message, retryAfter: seconds)
        case .invalidRecord: .internalError()
        }
    }
}
