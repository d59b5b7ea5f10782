import FeatureContract
import FluentKit
import ReservationsData
import ReservationsDomain

/// `landmarks check`'s look at Reservations: compares every night's campsite
/// counter with the confirmed reservations and, with `repair`, sets each
/// drifted one to what its reservations say, leaving a night booked beyond
/// its landmark's campsites for a person. Says what it found, one line each.
struct NightCounterCheck: Sendable {
    let database: @Sendable () -> any Database
    let landmarks: any LandmarkDirectory

    static let agreeing = "every night's campsite counter agrees with the confirmed reservations"

    var check: ConsistencyCheck {
        ConsistencyCheck(name: "night counters") { repair in
            repair ? try await self.repair() : try await self.audit()
        }
    }

    static let sitesAgreeing = "every confirmed stay holds its own site on each of its nights, and nothing else does"

    func audit() async throws -> ConsistencyCheck.Outcome {
        let drifts = try await NightCounterAudit.drifts(on: database())
        let sites = try await siteNights()
        guard !drifts.isEmpty else { return .init(lines: [Self.agreeing] + sites.lines, agree: sites.agree) }
        return .init(
            lines: drifts.map { "drift: \($0)" } + [
                "\(drifts.count) nights drifted; run with --repair to set them right"
            ] + sites.lines,
            agree: false)
    }

    /// The site-nights beside the counters; never repaired by themselves,
    /// since which stay keeps a site is for a person to say.
    private func siteNights() async throws -> (lines: [String], agree: Bool) {
        let found = try await SiteNightAudit.disagreements(on: database())
        guard !found.isEmpty else { return ([Self.sitesAgreeing], true) }
        return (found.map { "site-night: \($0)" } + ["\(found.count) site-night disagreements need a person"], false)
    }

    func repair() async throws -> ConsistencyCheck.Outcome {
        let landmarks = landmarks
        let (repaired, overCapacity) = try await NightCounterAudit.repair(on: database()) { id in
            try await landmarks.landmark(id: id)?.campsites
        }
        var lines = repaired.map { "repaired: \($0)" } + overCapacity.map { "over capacity, left as it is: \($0)" }
        lines.append(
            repaired.isEmpty && overCapacity.isEmpty
                ? Self.agreeing
                : "\(repaired.count) nights repaired, \(overCapacity.count) over capacity need a person")
        let sites = try await siteNights()
        return .init(lines: lines + sites.lines, agree: overCapacity.isEmpty && sites.agree)
    }
}
