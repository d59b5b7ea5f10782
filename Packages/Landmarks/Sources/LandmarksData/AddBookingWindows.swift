import FluentKit
import FluentSQL
import LandmarksDomain

/// Gives every landmark a booking window (issue 48): rows already stored
/// open their nights six months ahead at 10:00 (`BookingOpening.standard`),
/// except Yosemite's, which release a whole month on the 15th, five months
/// ahead, at 7 a.m., as the park does. An import can then set each one's.
package struct AddBookingWindows: AsyncMigration {
    package var name: String { "Landmarks.AddBookingWindows" }

    /// Yosemite's release: five months ahead, on the 15th, at 7 a.m.
    static let yosemite = BookingOpening(monthsAhead: 5, releaseDay: 15, minuteOfDay: 7 * 60)

    package init() {}

    package func prepare(on database: any Database) async throws {
        let standard = BookingOpening.standard
        try await database.schema(LandmarkModel.schema)
            .field("window_months_ahead", .int, .required, .sql(.default(standard.monthsAhead)))
            .update()
        try await database.schema(LandmarkModel.schema).field("window_release_day", .int).update()
        try await database.schema(LandmarkModel.schema)
            .field("window_opens_minute", .int, .required, .sql(.default(standard.minuteOfDay)))
            .update()
        guard let sql = database as? any SQLDatabase else {
            throw LandmarksError.invalidRecord("the landmarks database does not speak SQL")
        }
        try await sql.update(LandmarkModel.schema)
            .set("window_months_ahead", to: SQLBind(Self.yosemite.monthsAhead))
            .set("window_release_day", to: SQLBind(Self.yosemite.releaseDay))
            .set("window_opens_minute", to: SQLBind(Self.yosemite.minuteOfDay))
            .where("park", .equal, "Yosemite National Park").run()
    }

    package func revert(on database: any Database) async throws {
        for column in ["window_months_ahead", "window_release_day", "window_opens_minute"] {
            try await database.schema(LandmarkModel.schema).deleteField(.string(column)).update()
        }
    }

    /// A stored window as a domain value; one the domain would refuse is
    /// reported, never booked by.
    static func opening(of id: Int, monthsAhead: Int, releaseDay: Int?, minuteOfDay: Int) throws -> BookingOpening {
        let opening = BookingOpening(monthsAhead: monthsAhead, releaseDay: releaseDay, minuteOfDay: minuteOfDay)
        guard opening.problems.isEmpty else {
            throw LandmarksError.invalidRecord(
                "landmark \(id) has a booking window that cannot be: " + opening.problems.joined(separator: "; "))
        }
        return opening
    }
}
