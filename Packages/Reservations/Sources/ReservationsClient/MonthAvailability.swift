import APIClient
import Foundation
import ReservationsApi
import ReservationsDomain

/// Free campsites per night at a landmark for one month, by its calendar.
public struct MonthAvailability: Sendable, Equatable {
    /// One night of the month.
    public struct Night: Sendable, Equatable {
        /// The night, by the day it starts on.
        public var day: Day
        /// How many campsites are free that night.
        public var free: Int
        /// Whether a stay can start that night (not past, not too far ahead).
        public var bookable: Bool

        /// A night with these values.
        public init(day: Day, free: Int, bookable: Bool) {
            self.day = day
            self.free = free
            self.bookable = bookable
        }
    }

    /// The landmark's id.
    public var landmarkID: Int
    /// The landmark's name.
    public var landmarkName: String
    /// How many campsites it has.
    public var campsites: Int
    /// The month shown.
    public var month: Month
    /// The landmark's time zone, which its nights follow.
    public var timeZone: TimeZone
    /// Today at the landmark.
    public var today: Day
    /// The month's nights that kept the rules.
    public var nights: [Night]
    /// With a kind or a party asked about: how many sites each night counts.
    /// Nil when it counts every site.
    public var sitesForParty: Int?
    /// Nights the server sent that are not in the month or count more free
    /// campsites than the landmark has.
    public var dropped: [DroppedRecord]

    /// A month with these values.
    public init(
        landmarkID: Int, landmarkName: String, campsites: Int, month: Month, timeZone: TimeZone, today: Day,
        nights: [Night], dropped: [DroppedRecord] = [], sitesForParty: Int? = nil
    ) {
        self.landmarkID = landmarkID
        self.landmarkName = landmarkName
        self.campsites = campsites
        self.month = month
        self.timeZone = timeZone
        self.today = today
        self.nights = nights
        self.dropped = dropped
        self.sitesForParty = sitesForParty
    }

    /// A month from the server's record; throws when the record breaks a rule
    /// (an unknown time zone, a month that is not one).
    public init(_ record: AvailabilityDTO) throws(APIClientError) {
        func reject(_ reason: String) -> APIClientError {
            .rejected(DroppedRecord(id: "availability of landmark \(record.landmarkId)", reason: reason))
        }
        guard let month = Month(iso: record.month) else {
            throw reject("\"\(record.month.prefix(20))\" is not a month.")
        }
        guard let timeZone = TimeZone(identifier: record.timeZone) else {
            throw reject("\"\(record.timeZone.prefix(40))\" is not a time zone.")
        }
        guard let today = Day(iso: record.today) else { throw reject("\"\(record.today.prefix(20))\" is not a day.") }
        guard record.campsites >= 0 else { throw reject("It has \(record.campsites) campsites.") }
        if let counted = record.sitesForParty, !(0...record.campsites).contains(counted) {
            throw reject("It counts \(counted) of \(record.campsites) campsites.")
        }
        let most = record.sitesForParty ?? record.campsites
        var nights: [Night] = []
        var dropped: [DroppedRecord] = []
        for night in record.nights {
            guard let day = Day(iso: night.date), day.month == month else {
                dropped.append(
                    DroppedRecord(id: "night \(night.date.prefix(20))", reason: "It is not a day of \(month)."))
                continue
            }
            guard (0...most).contains(night.free) else {
                dropped.append(
                    DroppedRecord(id: "night \(day)", reason: "It has \(night.free) free of \(most) campsites."))
                continue
            }
            nights.append(Night(day: day, free: night.free, bookable: night.bookable))
        }
        self.init(
            landmarkID: record.landmarkId, landmarkName: record.landmarkName, campsites: record.campsites, month: month,
            timeZone: timeZone, today: today, nights: nights, dropped: dropped, sitesForParty: record.sitesForParty)
    }
}
