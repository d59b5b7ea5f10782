import API
import APIClient
import ArgumentParser
import Foundation
import ReservationsClient
import TerminalCommands

/// Reservations' commands in `landmarks-client`: availability, booking, your
/// reservations, cancelling, alerts for full nights, and holds.
public enum ReservationsCommandGroup {
    /// The group's commands, for `landmarks-client`.
    public static var commands: [any ParsableCommand.Type] {
        [
            Availability.self, SiteNights.self, Book.self, Reservations.self, Cancel.self, Watch.self, Alerts.self,
            EndAlert.self, PlaceHold.self, ShowHold.self, ConfirmHold.self, ReleaseHold.self,
        ]
    }
}

extension ClientSession {
    var reservations: ReservationService { .live(client: client, baseURL: options.server, cache: cache) }
}

struct Availability: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Free campsites per night at a landmark, for one month.")
    @OptionGroup var options: ClientOptions
    @OptionGroup var read: PolicyOption
    @Argument(help: "The landmark's id.") var id: Int
    @Option(help: "The month, YYYY-MM (default: this month).") var month: Month?
    @Option(help: "Count only sites of this kind: tent, rv, group or walk-in.") var kind: String?
    @Option(help: "Count only sites that take this many people.") var guests: Int?
    @Option(help: "The party's vehicles, with --guests (default 1).") var vehicles: Int = 1

    func run() async throws {
        let month = month ?? Day(Date(), in: .gmt).month
        let filter = SiteFilter(kind: kind, guests: guests, vehicles: vehicles)
        try await command(options) { session in
            try await session.show(session.reservations.availability(id, month, filter, read.policy)) {
                availability in
                reportDropped(availability.dropped)
                let counted = availability.sitesForParty ?? availability.campsites
                let table = Table(
                    header: ["NIGHT", "FREE", "BOOKABLE"],
                    rows: availability.nights.map {
                        [$0.day.iso, "\($0.free) of \(counted)", $0.bookable ? "yes" : "no"]
                    })
                return [
                    "\(availability.landmarkName), \(availability.month.title) (today there: \(availability.today),"
                        + " \(availability.timeZone.identifier))"
                ]
                    + table.lines
            }
        }
    }
}

struct SiteNights: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site-nights",
        abstract: "A landmark's sites by night for two weeks: free (.), taken (x) or not open yet (-).")
    @OptionGroup var options: ClientOptions
    @Argument(help: "The landmark's id.") var id: Int
    @Option(help: "The first night, YYYY-MM-DD (default: today at the landmark).") var from: String?
    @Option(help: "Only sites of this kind: tent, rv, group or walk-in.") var kind: String?
    @Option(help: "Only sites that take this many people.") var guests: Int?
    @Option(help: "The party's vehicles, with --guests (default 1).") var vehicles: Int = 1

    func run() async throws {
        var first: Day? = nil
        if let from {
            guard let day = Day(iso: from) else { throw ValidationError("--from is a date, YYYY-MM-DD: \(from)") }
            first = day
        }
        let filter = SiteFilter(kind: kind, guests: guests, vehicles: vehicles)
        try await command(options) { session in
            let grid = try await session.run { try await session.reservations.sitesByNight(id, first, filter) }
            reportDropped(grid.dropped)
            guard let start = grid.nights.first, let end = grid.nights.last else { return }
            print("\(grid.landmarkName), \(start) to \(end) (today there: \(grid.today))")
            guard !grid.sites.isEmpty else {
                print("No site here matches.")
                return
            }
            // One column a night, headed by its day of the month.
            let days = grid.nights.map { String($0.iso.suffix(2)) }
            print("SITE  " + days.map { " " + $0 }.joined())
            for row in grid.sites {
                let cells = grid.nights.map { night in
                    row.taken.contains(night) ? "  x" : row.free.contains(night) ? "  ." : "  -"
                }
                print(row.site.number.padding(toLength: 6, withPad: " ", startingAt: 0) + cells.joined())
            }
        }
    }
}

struct Book: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Books a campsite for the nights from check-in to check-out.")
    @OptionGroup var options: ClientOptions
    @OptionGroup var choice: StayChoice

    func run() async throws {
        try await command(options, signedIn: true) { session in
            let booked = try await session.run { try await session.reservations.book(choice.request) }
            print(
                "Booked \(booked.landmarkName ?? "landmark \(choice.id)")"
                    + "\(booked.siteNumber.map { " site \($0)" } ?? ""),"
                    + " \(StayText.stay(booked.stay)), for \(booked.guests):"
                    + " \(USDollars.text(cents: booked.total)) (\(USDollars.text(cents: booked.nightlyFee)) a night)."
                    + " Confirmation \(booked.confirmationCode); reservation \(booked.id.uuidString.lowercased()).")
        }
    }
}

/// What `book` and `hold` ask for: a landmark, nights, a party and a site.
struct StayChoice: ParsableArguments {
    @Argument(help: "The landmark's id.") var id: Int
    @Option(help: "The first night, YYYY-MM-DD.") var checkIn: Day
    @Option(help: "The morning of leaving, YYYY-MM-DD.") var checkOut: Day
    @Option(help: "How many people stay.") var guests: Int
    @Option(help: "Anything the rangers should know.") var notes: String = ""
    @Option(help: "The site to book, as `sites ID` lists it (A12); without it, the smallest free site that fits.")
    var site: String?
    @Option(help: "How many vehicles come (one when left out).") var vehicles: Int?
    @Flag(help: "The party needs an accessible site.") var accessible = false

    var request: BookingRequest {
        BookingRequest(
            landmarkID: id, checkIn: checkIn, checkOut: checkOut, guests: guests, notes: notes, siteNumber: site,
            vehicles: vehicles, needsAccessibleSite: accessible)
    }
}

struct Reservations: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Your reservations, soonest check-in first.")
    @OptionGroup var options: ClientOptions
    @OptionGroup var read: PolicyOption

    func run() async throws {
        try await command(options, signedIn: true) { session in
            try await session.show(session.reservations.mine(read.policy)) { mine in
                reportDropped(mine.dropped)
                guard !mine.items.isEmpty else { return ["No reservations yet."] }
                return Table(
                    header: [
                        "CODE", "LANDMARK", "SITE", "CHECK-IN", "CHECK-OUT", "NIGHTS", "GUESTS", "TOTAL", "STATUS",
                        "ID",
                    ],
                    rows: mine.items.map { stay in
                        [
                            stay.confirmationCode.value, stay.landmarkName ?? "landmark \(stay.landmarkID)",
                            stay.siteNumber ?? "-", stay.stay.checkIn.iso,
                            stay.stay.checkOut.iso, String(stay.stay.nightCount), String(stay.guests),
                            USDollars.text(cents: stay.total), stay.status.rawValue, stay.id.uuidString.lowercased(),
                        ]
                    }
                ).lines
            }
        }
    }
}

struct Cancel: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Cancels one of your reservations and frees its nights.")
    @OptionGroup var options: ClientOptions
    @Argument(help: "The reservation's confirmation code (K7QM-3XPD) or its id.") var reservation: ReservationReference

    func run() async throws {
        try await command(options, signedIn: true) { session in
            let cancelled = try await session.run {
                let id: UUID
                switch reservation {
                case .id(let given): id = given
                case .code(let code):
                    // Only the caller's own stays are looked in: a code reaches no one else's.
                    let mine = try await session.reservations.mine(.networkOnly).firstShown().value
                    guard let found = mine.items.first(where: { $0.confirmationCode == code }) else {
                        throw APIClientError.problem(
                            .notFound("You have no reservation with confirmation code \(code)."))
                    }
                    id = found.id
                }
                return try await session.reservations.cancel(id)
            }
            print(
                "Cancelled reservation \(cancelled.id.uuidString.lowercased()): \(cancelled.stay.checkIn) to"
                    + " \(cancelled.stay.checkOut) at \(cancelled.landmarkName ?? "landmark \(cancelled.landmarkID)")."
            )
        }
    }
}

struct Watch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Asks to be mailed when a campsite frees up for every night of a stay that is full now.")
    @OptionGroup var options: ClientOptions
    @Argument(help: "The landmark's id.") var id: Int
    @Option(help: "The first night, YYYY-MM-DD.") var checkIn: Day
    @Option(help: "The morning of leaving, YYYY-MM-DD.") var checkOut: Day
    @Option(help: "How many people would stay.") var guests: Int

    func run() async throws {
        try await command(options, signedIn: true) { session in
            guard checkOut > checkIn else {
                throw APIClientError.problem(
                    .unprocessable([.init(field: "checkOut", message: "Check-out must be after check-in.")]))
            }
            let watched = try await session.run {
                try await session.reservations.watch(id, Stay(checkIn: checkIn, checkOut: checkOut), guests)
            }
            print(
                "Watching \(watched.landmarkName ?? "landmark \(id)"), \(StayText.stay(watched.stay)), for"
                    + " \(watched.guests): you will be mailed when a campsite frees up. Alert"
                    + " \(watched.id.uuidString.lowercased()).")
        }
    }
}

struct Alerts: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Your alerts for full nights, soonest first.")
    @OptionGroup var options: ClientOptions

    func run() async throws {
        try await command(options, signedIn: true) { session in
            let alerts = try await session.run { try await session.reservations.alerts() }
            guard !alerts.isEmpty else {
                print("No alerts.")
                return
            }
            let table = Table(
                header: ["LANDMARK", "CHECK-IN", "CHECK-OUT", "NIGHTS", "GUESTS", "ID"],
                rows: alerts.map { alert in
                    [
                        alert.landmarkName ?? "landmark \(alert.landmarkID)", alert.stay.checkIn.iso,
                        alert.stay.checkOut.iso, String(alert.stay.nightCount), String(alert.guests),
                        alert.id.uuidString.lowercased(),
                    ]
                })
            for line in table.lines { print(line) }
        }
    }
}

struct EndAlert: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Ends one of your alerts.")
    @OptionGroup var options: ClientOptions
    @Argument(help: "The alert's id.") var id: UUID

    func run() async throws {
        try await command(options, signedIn: true) { session in
            try await session.run { try await session.reservations.endAlert(id) }
            print("Ended alert \(id.uuidString.lowercased()).")
        }
    }
}

// Retroactive, and safe: CalendarDays depends on nothing (ADR 0112), so it
// can never declare these conformances itself.

/// A month may be typed on the command line as `YYYY-MM`.
extension Month: @retroactive ExpressibleByArgument {
    public init?(argument: String) { self.init(iso: argument) }
}

/// A day may be typed on the command line as `YYYY-MM-DD`.
extension Day: @retroactive ExpressibleByArgument {
    public init?(argument: String) { self.init(iso: argument) }
}

/// How a person names a reservation on the command line: the code they were
/// given, or the id.
enum ReservationReference: ExpressibleByArgument {
    case code(ConfirmationCode)
    case id(UUID)

    init?(argument: String) {
        if let id = UUID(uuidString: argument) {
            self = .id(id)
        } else if let code = ConfirmationCode(argument) {
            self = .code(code)
        } else {
            return nil
        }
    }
}

/// A reservation's id may be typed on the command line.
extension UUID: @retroactive ExpressibleByArgument {
    public init?(argument: String) { self.init(uuidString: argument) }
}
