import FluentKit

/// Every migration of the Reservations feature, in order.
public enum ReservationsMigrations {
    public static var all: [any Migration] { [CreateReservations()] }
}
