import Foundation
import ReservationsDomain

/// A reservation as the API shows it. Dates are `YYYY-MM-DD`: nights have no
/// time of day.
public struct ReservationDTO: Codable, Sendable, Equatable {
    public var id: UUID
    public var landmarkId: Int
    /// Nil when the landmark is no longer known.
    public var landmarkName: String?
    public var checkIn: String
    public var checkOut: String
    public var nights: Int
    public var guests: Int
    public var notes: String
    /// `pending`, `confirmed` or `cancelled`.
    public var status: String
    public var createdAt: Date

    public init(
        id: UUID, landmarkId: Int, landmarkName: String?, checkIn: String, checkOut: String, nights: Int, guests: Int,
        notes: String, status: String, createdAt: Date
    ) {
        self.id = id
        self.landmarkId = landmarkId
        self.landmarkName = landmarkName
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.nights = nights
        self.guests = guests
        self.notes = notes
        self.status = status
        self.createdAt = createdAt
    }

    public init(_ reservation: Reservation, landmarkName: String?) {
        self.init(
            id: reservation.id, landmarkId: reservation.landmarkID, landmarkName: landmarkName,
            checkIn: reservation.stay.checkIn.iso, checkOut: reservation.stay.checkOut.iso,
            nights: reservation.stay.nightCount, guests: reservation.guests, notes: reservation.notes,
            status: reservation.status.rawValue, createdAt: reservation.createdAt)
    }
}

extension Reservation {
    /// Maps a wire record back to the domain, refusing one that breaks its rules.
    public init(_ dto: ReservationDTO, owner: UUID) throws(ReservationsError) {
        guard let checkIn = Day(iso: dto.checkIn), let checkOut = Day(iso: dto.checkOut), checkOut > checkIn else {
            throw .invalidRecord("reservation \(dto.id) has dates \(dto.checkIn)..\(dto.checkOut)")
        }
        guard let status = ReservationStatus(rawValue: dto.status) else {
            throw .invalidRecord("reservation \(dto.id) has status \"\(dto.status)\"")
        }
        self.init(
            id: dto.id, landmarkID: dto.landmarkId, ownerID: owner, stay: Stay(checkIn: checkIn, checkOut: checkOut),
            guests: dto.guests, notes: dto.notes, status: status, createdAt: dto.createdAt)
    }
}
