import APIClient
import Foundation
import ReservationsApi
import ReservationsDomain

/// A landmark's sites by night, two weeks at a time: the nights each site is
/// free to book and those a stay holds.
public struct SitesByNight: Sendable, Equatable {
    /// One site and its nights.
    public struct Site: Sendable, Equatable {
        /// What the site is and takes.
        public var site: BookableSite
        /// The nights shown on which it is free and a stay can start.
        public var free: Set<Day>
        /// The nights shown on which a stay or a hold keeps it.
        public var taken: Set<Day>
        /// Those of `taken` that someone's hold keeps while they confirm.
        public var held: Set<Day>

        /// A site with these nights.
        public init(site: BookableSite, free: Set<Day>, taken: Set<Day>, held: Set<Day> = []) {
            self.site = site
            self.free = free
            self.taken = taken
            self.held = held
        }
    }

    /// The landmark's id.
    public var landmarkID: Int
    /// The landmark's name.
    public var landmarkName: String
    /// Today at the landmark.
    public var today: Day
    /// The nights shown, in order.
    public var nights: [Day]
    /// The sites the query kept, in the landmark's order.
    public var sites: [Site]
    /// Nights the server listed for a site that are not among those shown,
    /// or are both free and taken: left out, and named here.
    public var dropped: [DroppedRecord]

    /// A grid with these values.
    public init(
        landmarkID: Int, landmarkName: String, today: Day, nights: [Day], sites: [Site], dropped: [DroppedRecord] = []
    ) {
        self.landmarkID = landmarkID
        self.landmarkName = landmarkName
        self.today = today
        self.nights = nights
        self.sites = sites
        self.dropped = dropped
    }

    /// A grid from the server's record; throws when its dates are not dates.
    public init(_ record: SiteAvailabilityDTO) throws(APIClientError) {
        func reject(_ reason: String) -> APIClientError {
            .rejected(DroppedRecord(id: "sites of landmark \(record.landmarkId)", reason: reason))
        }
        guard let today = Day(iso: record.today) else { throw reject("\"\(record.today.prefix(20))\" is not a day.") }
        var nights: [Day] = []
        for text in record.nights {
            guard let night = Day(iso: text) else { throw reject("\"\(text.prefix(20))\" is not a night.") }
            nights.append(night)
        }
        let shown = Set(nights)
        var dropped: [DroppedRecord] = []
        let sites = record.sites.map { record in
            func read(_ texts: [String]) -> Set<Day> {
                Set(
                    texts.compactMap { text in
                        guard let night = Day(iso: text), shown.contains(night) else {
                            dropped.append(
                                DroppedRecord(
                                    id: "site \(record.number.prefix(10)) on \(text.prefix(20))",
                                    reason: "It is not a night shown."))
                            return nil
                        }
                        return night
                    })
            }
            var free = read(record.free)
            let taken = read(record.taken)
            for night in free.intersection(taken).sorted() {
                dropped.append(
                    DroppedRecord(id: "site \(record.number.prefix(10)) on \(night)", reason: "It is free and taken."))
                free.remove(night)
            }
            return Site(
                site: BookableSite(
                    number: record.number, kind: record.kind, maxPeople: record.maxPeople,
                    maxVehicles: record.maxVehicles, accessible: record.accessible,
                    nightlyFee: record.nightlyFeeCents),
                free: free, taken: taken, held: read(record.held).intersection(taken))
        }
        self.init(
            landmarkID: record.landmarkId, landmarkName: record.landmarkName, today: today, nights: nights,
            sites: sites,
            dropped: dropped)
    }
}
