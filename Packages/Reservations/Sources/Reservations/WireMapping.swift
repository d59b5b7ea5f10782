import Foundation
import ReservationsApi
import ReservationsDomain

// The server's side of the wire: domain values become wire models here, and
// a posted booking becomes the domain's draft here, so no domain type is
// part of `ReservationsApi`'s wire types (ADR 0104).

extension ReservationDTO {
    init(_ reservation: Reservation, landmarkName: String?) {
        self.init(
            id: reservation.id, landmarkId: reservation.landmarkID, landmarkName: landmarkName,
            checkIn: reservation.stay.checkIn.iso, checkOut: reservation.stay.checkOut.iso,
            nights: reservation.stay.nightCount, guests: reservation.guests, notes: reservation.notes,
            status: reservation.status.rawValue, createdAt: reservation.createdAt,
            nightlyFeeCents: reservation.nightlyFee, totalCents: reservation.total,
            confirmationCode: reservation.confirmationCode.value, siteNumber: reservation.siteNumber)
    }
}

extension HoldDTO {
    init(_ hold: Hold, landmarkName: String?, now: Date) {
        self.init(
            id: hold.id, landmarkId: hold.landmarkID, landmarkName: landmarkName, siteNumber: hold.siteNumber,
            checkIn: hold.stay.checkIn.iso, checkOut: hold.stay.checkOut.iso, nights: hold.stay.nightCount,
            guests: hold.guests, vehicles: hold.vehicles, notes: hold.notes, nightlyFeeCents: hold.nightlyFee,
            totalCents: hold.total, confirmationCode: hold.confirmationCode.value, heldUntil: hold.heldUntil,
            secondsLeft: hold.secondsLeft(at: now))
    }
}

extension AvailabilityDTO {
    init(_ availability: MonthAvailability) {
        self.init(
            landmarkId: availability.landmark.id, landmarkName: availability.landmark.name,
            campsites: availability.landmark.campsites, month: availability.month.iso,
            timeZone: availability.landmark.timeZone.identifier, today: availability.today.iso,
            nights: availability.nights.map { Night(date: $0.night.iso, free: $0.free, bookable: $0.bookable) },
            sitesForParty: availability.sitesForParty)
    }
}

extension SiteAvailabilityDTO {
    init(_ grid: SiteGrid) {
        self.init(
            landmarkId: grid.landmark.id, landmarkName: grid.landmark.name, today: grid.today.iso,
            nights: grid.nights.map(\.iso),
            sites: grid.rows.map { row in
                let nights = zip(grid.nights, row.cells)
                return Site(
                    number: row.site.number, kind: row.site.kind, maxPeople: row.site.maxPeople,
                    maxVehicles: row.site.maxVehicles, accessible: row.site.accessible,
                    nightlyFeeCents: row.site.nightlyFee ?? grid.landmark.nightlyFee,
                    free: nights.filter { $0.1 == .free }.map(\.0.iso),
                    taken: nights.filter { $0.1 == .taken || $0.1 == .held }.map(\.0.iso),
                    held: nights.filter { $0.1 == .held }.map(\.0.iso))
            })
    }
}

extension BookingDraft {
    init(_ input: BookingInput) {
        self.init(
            landmarkID: input.landmarkId, checkIn: input.checkIn, checkOut: input.checkOut, guests: input.guests,
            notes: input.notes, siteNumber: input.siteNumber, vehicles: input.vehicles,
            needsAccessibleSite: input.needsAccessibleSite, maxNightlyFee: input.maxNightlyFeeCents)
    }
}

extension AlertDTO {
    init(_ watch: StayWatch, landmarkName: String?) {
        self.init(
            id: watch.id, landmarkId: watch.landmarkID, landmarkName: landmarkName, checkIn: watch.stay.checkIn.iso,
            checkOut: watch.stay.checkOut.iso, nights: watch.stay.nightCount, guests: watch.guests,
            createdAt: watch.createdAt)
    }
}

extension BookingDraft {
    init(_ input: AlertInput) {
        self.init(
            landmarkID: input.landmarkId, checkIn: input.checkIn, checkOut: input.checkOut, guests: input.guests)
    }
}
