import ReservationsDomain
import Route

/// What Reservations needs of the feature that keeps landmarks: one landmark
/// as far as booking goes, and where the list of landmarks free on some
/// nights is. Met by the host's edge `ReservationsOnLandmarks`; Reservations
/// never imports Landmarks (ADR 0112).
public protocol BookableLandmarks: LandmarkDirectory {
    /// The list of landmarks with a campsite free on every night from
    /// `checkIn` to the morning of `checkOut`: where a clash sends a person
    /// to look elsewhere.
    func listFree(from checkIn: Day, to checkOut: Day) -> Location
}

/// A landmark as far as booking goes: the domain's own value, named here so
/// that whoever meets `BookableLandmarks` can make one without importing the
/// domain.
public typealias BookableLandmark = ReservationsDomain.BookableLandmark

/// One numbered site of a bookable landmark, named here for the same reason.
public typealias BookableSite = ReservationsDomain.BookableSite

/// When a bookable landmark's nights open, named here for the same reason.
public typealias BookingWindow = ReservationsDomain.BookingWindow
