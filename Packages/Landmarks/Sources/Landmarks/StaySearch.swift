import Route

/// The search by dates, from the feature that books campsites (ADR 0112):
/// Landmarks reads the dates and the party, keeps the landmarks with
/// campsites that are not full, and prices the stay as that feature says.
public protocol StaySearch: Sendable {
    /// The landmarks full on at least one night of `stay`, and what a night
    /// costs at each other one; a stay that breaks a booking rule throws a
    /// 422 `Problem` naming each field.
    func findings(for stay: StayQuery) async throws -> StayFindings
    /// Where to book `stay` at one landmark.
    func bookingLocation(landmarkID: Int, for stay: StayQuery) -> Location
    /// The next two weeks' nights at one landmark, which its page shows at a glance.
    func nextNights(at landmarkID: Int) async throws -> [NightGlance]
}
