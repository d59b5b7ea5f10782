import FluentKit
import Foundation
import ReservationsData
import ReservationsDomain
import Route
import Utilities

/// What Reservations offers the feature that keeps landmarks, which the
/// host's edge `LandmarksOnReservations` hands on: the links a landmark's
/// page shows, what a change of a landmark's campsite count means for the
/// nights already booked, and the search by dates. Landmarks never learns who
/// books campsites (ADR 0112). Nothing resolves until first used.
public struct StaysAtLandmarks: Sendable {
    let container: MicroContainer

    /// The links a landmark's page shows: the calendar that books, first;
    /// then the grid of sites by night, and the form to type dates into.
    public var bookingLinks: [BookingLink] {
        [
            BookingLink(title: "Book a campsite") {
                ReservationsPage.availability(landmarkID: $0, month: nil).location
            },
            BookingLink(title: "Choose a site") { ReservationsPage.sites(landmarkID: $0).location },
            BookingLink(title: "Type your dates") { ReservationsPage.book(landmarkID: $0).location },
        ]
    }

    /// Inside a catalogue import's transaction: every night already counted
    /// at the landmark takes the new number of campsites, or, when some night
    /// holds more bookings than that, nothing changes and those nights are
    /// returned, one line each, for the import to refuse itself with.
    public func changeCampsites(of landmarkID: Int, to campsites: Int, on transaction: any Database) async throws
        -> [String]
    {
        let overFull = try await FluentReservationRepository.changeCampsites(
            of: landmarkID, to: campsites, on: transaction, announcements: container.resolve())
        // Before the import commits: a read in between may keep the old
        // count a little longer, never past the bound (ADR 0106).
        try container.resolve(CachedLandmarkDirectory.self).forget(id: landmarkID)
        return overFull
    }

    /// Inside a catalogue import's transaction: the stays still to come (a
    /// night from yesterday on, so that no time zone's tonight is missed),
    /// and the holds still open, that keep one of these sites of the
    /// landmark, one line each ("B3: stay 7K2P9Q from Fri 4 Dec 2026"), for
    /// the import to refuse itself with.
    public func staysHolding(sites numbers: [String], at landmarkID: Int, on transaction: any Database)
        async throws -> [String]
    {
        let yesterday = Day(Date(), in: .gmt).adding(days: -1)
        return try await SiteNights.holding(numbers, at: landmarkID, from: yesterday, now: Date(), on: transaction)
            .map {
                "\($0.siteNumber): stay \($0.confirmationCode) from \(DayText.day($0.firstNight))"
            }
    }

    /// The landmarks where no site that takes a party of `guests` is free
    /// on every night from `checkIn` to the morning of `checkOut`, and what
    /// a night costs at every other one (one read of the site-nights); a
    /// stay that breaks the booking rules throws a 422 `Problem` naming
    /// each field.
    public func search(checkIn: Day, checkOut: Day, guests: Int) async throws -> DateSearchAnswer {
        do {
            let found = try await container.resolve(SearchByDates.self)(
                checkIn: checkIn, checkOut: checkOut, guests: guests)
            return DateSearchAnswer(full: found.full, nightlyFees: found.nightlyFees)
        } catch let error as ReservationsError {
            throw error.problem
        }
    }

    /// The booking form at one landmark with the stay filled in.
    public func bookingLocation(landmarkID: Int, checkIn: Day, checkOut: Day, guests: Int) -> Location {
        ReservationsPage.book(landmarkID: landmarkID, checkIn: checkIn.iso, checkOut: checkOut.iso, guests: guests)
            .location
    }

    /// The next two weeks' nights at one landmark, for its page to show at a
    /// glance; none when there is no such landmark.
    public func nextNights(at landmarkID: Int) async throws -> [NightAhead] {
        guard let landmark = try await container.resolve((any LandmarkDirectory).self).landmark(id: landmarkID)
        else { return [] }
        return try await container.resolve(CampsiteAvailability.self).nextNights(at: landmark).map { night in
            let pick =
                night.bookable && night.free > 0
                ? ReservationsPage.availability(
                    landmarkID: landmarkID, month: night.night.month.iso, checkIn: night.night.iso
                ).location
                : nil
            return NightAhead(label: DayText.day(night.night, withYear: false), free: night.free, pick: pick)
        }
    }
}
