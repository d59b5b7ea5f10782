import API
import APIClient
import ArgumentParser
import Foundation
import ReservationsClient
import TerminalCommands

struct PlaceHold: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hold",
        abstract: "Holds a site for 15 minutes while you confirm: nobody else can take it, and confirm-hold books it"
            + " at the price shown.")
    @OptionGroup var options: ClientOptions
    @OptionGroup var choice: StayChoice

    func run() async throws {
        try await command(options, signedIn: true) { session in
            let hold = try await session.run { try await session.reservations.hold(choice.request) }
            print(HoldText.lines(hold, now: Date()).joined(separator: "\n"))
        }
    }
}

struct ShowHold: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "held", abstract: "Your open hold, and its time left.")
    @OptionGroup var options: ClientOptions

    func run() async throws {
        try await command(options, signedIn: true) { session in
            guard let hold = try await session.run({ try await session.reservations.openHold() }) else {
                print("You hold nothing.")
                return
            }
            print(HoldText.lines(hold, now: Date()).joined(separator: "\n"))
        }
    }
}

struct ConfirmHold: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "confirm-hold", abstract: "Books what your hold keeps, at the price it showed.")
    @OptionGroup var options: ClientOptions
    @Argument(help: "The hold's id, as `hold` or `held` printed it.") var id: UUID

    func run() async throws {
        try await command(options, signedIn: true) { session in
            let booked = try await session.run { try await session.reservations.confirmHold(id) }
            print(
                "Booked \(booked.landmarkName ?? "landmark \(booked.landmarkID)")"
                    + "\(booked.siteNumber.map { " site \($0)" } ?? ""), \(StayText.stay(booked.stay)):"
                    + " \(USDollars.text(cents: booked.total)). Confirmation \(booked.confirmationCode).")
        }
    }
}

struct ReleaseHold: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release-hold", abstract: "Lets your hold go: its site is free for others at once.")
    @OptionGroup var options: ClientOptions
    @Argument(help: "The hold's id.") var id: UUID

    func run() async throws {
        try await command(options, signedIn: true) { session in
            try await session.run { try await session.reservations.releaseHold(id) }
            print("Let hold \(id.uuidString.lowercased()) go.")
        }
    }
}

/// A hold as the commands print it.
enum HoldText {
    static func lines(_ hold: HeldStay, now: Date) -> [String] {
        let seconds = hold.secondsLeft(at: now)
        return [
            "Holding \(hold.landmarkName ?? "landmark \(hold.landmarkID)") site \(hold.siteNumber),"
                + " \(StayText.stay(hold.stay)), for \(hold.guests): \(USDollars.text(cents: hold.total))"
                + " (\(USDollars.text(cents: hold.nightlyFee)) a night).",
            "\(seconds / 60) min \(seconds % 60) s left: landmarks-client confirm-hold"
                + " \(hold.id.uuidString.lowercased())",
        ]
    }
}
