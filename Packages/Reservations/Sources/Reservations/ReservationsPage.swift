import Foundation
import ReservationsApi
import Route

/// Every page of the Reservations feature, as a value.
enum ReservationsPage: PageRoute {
    case mine
    case detail(id: UUID)
    case cancel(id: UUID)
    case calendar(id: UUID)
    /// Two months of nights from `month`; with `checkIn`, a stay's first
    /// night is chosen and the page offers its check-out mornings. With
    /// `kind`, or `guests` (and `vehicles`), only the sites of that kind or
    /// that take that party count.
    case availability(
        landmarkID: Int, month: String?, checkIn: String? = nil, kind: String? = nil, guests: String? = nil,
        vehicles: String? = nil)
    /// The booking form, optionally with dates chosen elsewhere (a night on
    /// the availability page, a free range offered after a clash) and the
    /// party searched for (its vehicles, when not the one a booking brings
    /// unsaid).
    case book(
        landmarkID: Int, checkIn: String? = nil, checkOut: String? = nil, guests: Int? = nil, vehicles: Int? = nil,
        siteNumber: String? = nil)
    /// A landmark's sites by night, two weeks from `from`, of one kind or
    /// all, and only those that take a party of `guests` (with `vehicles`).
    case sites(
        landmarkID: Int, from: String? = nil, kind: String? = nil, guests: String? = nil, vehicles: String? = nil)
    /// A hold's page: what it keeps and the time left, or that it ran out.
    case hold(id: UUID)
    /// Books what the hold keeps (POST).
    case confirmHold(id: UUID)
    /// Lets the hold go (POST).
    case releaseHold(id: UUID)
    /// My alerts.
    case alerts
    /// Ends one of my alerts (POST).
    case endAlert(id: UUID)
    /// A watch's one-click unsubscribe link.
    case unsubscribe(token: String)

    var location: Location {
        switch self {
        case .mine:
            return Location(path: ReservationsPaths.mine.render())
        case .detail(let id):
            return Location(path: ReservationsPaths.detail.render(["id": id.uuidString.lowercased()]))
        case .cancel(let id):
            return Location(path: ReservationsPaths.cancel.render(["id": id.uuidString.lowercased()]))
        case .calendar(let id):
            return Location(path: ReservationsPaths.calendar.render(["id": id.uuidString.lowercased()]))
        case .availability(let landmarkID, let month, let checkIn, let kind, let guests, let vehicles):
            return Location(
                path: ReservationsPaths.availability.render(["id": String(landmarkID)]),
                query: [
                    ("month", month), ("checkIn", checkIn), ("kind", kind), ("guests", guests), ("vehicles", vehicles),
                ]
                .compactMap { name, value in value.map { Location.QueryItem(name, $0) } })
        case .book(let landmarkID, let checkIn, let checkOut, let guests, let vehicles, let siteNumber):
            return Location(
                path: ReservationsPaths.book.render(["id": String(landmarkID)]),
                query: [
                    checkIn.map { Location.QueryItem("checkIn", $0) },
                    checkOut.map { Location.QueryItem("checkOut", $0) },
                    guests.map { Location.QueryItem("guests", String($0)) },
                    vehicles.map { Location.QueryItem("vehicles", String($0)) },
                    siteNumber.map { Location.QueryItem("siteNumber", $0) },
                ]
                .compactMap { $0 })
        case .sites(let landmarkID, let from, let kind, let guests, let vehicles):
            return Location(
                path: ReservationsPaths.siteAvailability.render(["id": String(landmarkID)]),
                query: [("from", from), ("kind", kind), ("guests", guests), ("vehicles", vehicles)]
                    .compactMap { name, value in value.map { Location.QueryItem(name, $0) } })
        case .hold(let id):
            return Location(path: ReservationsPaths.hold.render(["id": id.uuidString.lowercased()]))
        case .confirmHold(let id):
            return Location(path: ReservationsPaths.confirmHold.render(["id": id.uuidString.lowercased()]))
        case .releaseHold(let id):
            return Location(path: ReservationsPaths.releaseHold.render(["id": id.uuidString.lowercased()]))
        case .alerts:
            return Location(path: ReservationsPaths.alerts.render())
        case .endAlert(let id):
            return Location(path: ReservationsPaths.endAlert.render(["id": id.uuidString.lowercased()]))
        case .unsubscribe(let token):
            return Location(path: ReservationsPaths.unsubscribe.render(["token": token]))
        }
    }

    /// Nil when the location is not one of these pages, or an id in it is malformed.
    init?(location: Location) {
        if ReservationsPaths.mine.match(location.path) != nil {
            self = .mine
        } else if let id = Self.uuid(ReservationsPaths.detail, location) {
            self = .detail(id: id)
        } else if let id = Self.uuid(ReservationsPaths.cancel, location) {
            self = .cancel(id: id)
        } else if let id = Self.uuid(ReservationsPaths.calendar, location) {
            self = .calendar(id: id)
        } else if let id = Self.landmarkID(ReservationsPaths.availability, location) {
            self = .availability(
                landmarkID: id, month: location.value(of: "month"), checkIn: location.value(of: "checkIn"),
                kind: location.value(of: "kind"), guests: location.value(of: "guests"),
                vehicles: location.value(of: "vehicles"))
        } else if let id = Self.landmarkID(ReservationsPaths.book, location) {
            self = .book(
                landmarkID: id, checkIn: location.value(of: "checkIn"), checkOut: location.value(of: "checkOut"),
                guests: location.value(of: "guests").flatMap { Int($0) },
                vehicles: location.value(of: "vehicles").flatMap { Int($0) },
                siteNumber: location.value(of: "siteNumber"))
        } else if let id = Self.landmarkID(ReservationsPaths.siteAvailability, location) {
            self = .sites(
                landmarkID: id, from: location.value(of: "from"), kind: location.value(of: "kind"),
                guests: location.value(of: "guests"), vehicles: location.value(of: "vehicles"))
        } else if let id = Self.uuid(ReservationsPaths.hold, location) {
            self = .hold(id: id)
        } else if let id = Self.uuid(ReservationsPaths.confirmHold, location) {
            self = .confirmHold(id: id)
        } else if let id = Self.uuid(ReservationsPaths.releaseHold, location) {
            self = .releaseHold(id: id)
        } else if ReservationsPaths.alerts.match(location.path) != nil {
            self = .alerts
        } else if let id = Self.uuid(ReservationsPaths.endAlert, location) {
            self = .endAlert(id: id)
        } else if let token = ReservationsPaths.unsubscribe.match(location.path)?["token"] {
            self = .unsubscribe(token: token)
        } else {
            return nil
        }
    }

    private static func uuid(_ template: PathTemplate, _ location: Location) -> UUID? {
        template.match(location.path)?["id"].flatMap(PathValue.uuid)
    }

    private static func landmarkID(_ template: PathTemplate, _ location: Location) -> Int? {
        template.match(location.path)?["id"].flatMap(PathValue.positiveID)
    }
}
