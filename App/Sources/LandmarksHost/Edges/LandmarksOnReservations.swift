import FluentKit
import Landmarks
import Reservations
import Route

/// What Reservations adds to Landmarks (`LandmarkExtension`, `StaySearch`):
/// booking links on a landmark's page, its say in a catalogue import's
/// campsite counts, and the search by dates. The one place the two meet in
/// this direction (ADR 0112); removing either feature deletes this file.
struct LandmarksOnReservations: LandmarkExtension, StaySearch {
    let stays: StaysAtLandmarks

    /// Adds Reservations to Landmarks' extensions.
    static func connect(_ list: FeatureList) throws {
        let stays = try list[ReservationsAppFactory.self].staysAtLandmarks
        try list[LandmarksAppFactory.self].extensions.add(LandmarksOnReservations(stays: stays))
    }

    var actions: [LandmarkAction] {
        stays.bookingLinks.map { LandmarkAction(title: $0.title, forCampers: true, location: $0.location) }
    }

    var staySearch: (any StaySearch)? { self }

    func sitesRetired(landmarkID: Int, numbers: [String], on transaction: any Database) async throws -> [String] {
        try await stays.staysHolding(sites: numbers, at: landmarkID, on: transaction)
    }

    func campsitesChanged(landmarkID: Int, to campsites: Int, on transaction: any Database) async throws -> [String] {
        try await stays.changeCampsites(of: landmarkID, to: campsites, on: transaction)
    }

    func findings(for stay: StayQuery) async throws -> StayFindings {
        let found = try await stays.search(checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests)
        return StayFindings(full: found.full, nightlyFees: found.nightlyFees)
    }

    func bookingLocation(landmarkID: Int, for stay: StayQuery) -> Location {
        stays.bookingLocation(
            landmarkID: landmarkID, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests)
    }

    func nextNights(at landmarkID: Int) async throws -> [NightGlance] {
        try await stays.nextNights(at: landmarkID).map { NightGlance(label: $0.label, free: $0.free, pick: $0.pick) }
    }
}
