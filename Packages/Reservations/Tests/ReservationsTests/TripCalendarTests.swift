import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Reservations

/// What a person takes away from a trip's page: an entry for their own
/// calendar and the way there.
@Suite struct TripCalendarTests {
    let stay = [("checkIn", "2026-12-01"), ("checkOut", "2026-12-03"), ("guests", "2"), ("notes", "")]

    @Test func theTripOffersItsCalendarFileAndDirectionsToTheLandmark() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let trip = try #require(try await ada.book("/landmarks/1/book", form: stay).location)
            let html = try await ada.get(trip).text
            let path = reservationPath(trip)
            #expect(
                html.contains(#"href="\#(path)/calendar.ics" id="calendar-link" download>Add to my calendar (.ics)"#))
            #expect(
                html.contains(
                    #"href="https://www.google.com/maps/dir/?api=1&amp;destination=37.745600,-119.593600""#
                        + #" id="directions-link""#))
        }
    }

    @Test func theCalendarFileIsOneAllDayEventFromCheckInToTheCheckOutMorning() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let trip = try #require(try await ada.book("/landmarks/1/book", form: stay).location)
            let html = try await ada.get(trip).text
            let code = try #require(html.firstMatch(of: /class="code">([2-9A-Z]{4}-[2-9A-Z]{4})</)).1
            let file = try await ada.get(reservationPath(trip) + "/calendar.ics")
            #expect(file.status == .ok)
            #expect(file.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(file.headers[.contentDisposition] == "attachment; filename=\"landmarks-\(code).ics\"")
            #expect(file.headers[.cacheControl] == "private, no-store")
            let text = file.text
            #expect(text.hasSuffix("END:VEVENT\r\nEND:VCALENDAR\r\n"))
            let lines = text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
            #expect(lines.first == "BEGIN:VCALENDAR")
            #expect(lines.contains("DTSTART;VALUE=DATE:20261201"))
            #expect(lines.contains("DTEND;VALUE=DATE:20261203"))
            #expect(lines.contains("SUMMARY:Camping at Example Meadow"))
            #expect(lines.contains("GEO:37.745600;-119.593600"))
            #expect(lines.contains("STATUS:CONFIRMED"))
            #expect(lines.contains("DTSTAMP:20261122T120000Z"), "booked at the test clock's noon")
            let description = try #require(lines.first { $0.hasPrefix("DESCRIPTION:") })
            #expect(description.contains("Confirmation code \(code)."))
            #expect(description.contains("2 nights\\, 2 guests: $70."))
            #expect(text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 }, "lines are folded")
        }
    }

    @Test func theCalendarFileIsItsOwnersOnly() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let trip = try #require(try await ada.book("/landmarks/1/book", form: stay).location)
            let file = reservationPath(trip) + "/calendar.ics"
            #expect(try await Visitor(client).get(file).status == .notFound, "someone else's trip is not there")
            let anonymous = try await Visitor(client, id: nil).get(file)
            #expect(anonymous.status == .seeOther)
            #expect(anonymous.headers[.location]?.hasPrefix("/login?returnTo=") == true)
            #expect(try await ada.get("/reservations/not-an-id/calendar.ics").status == .notFound)
        }
    }

    @Test func aCancelledTripsFileSaysSo() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let trip = try #require(try await ada.book("/landmarks/1/book", form: stay).location)
            let path = reservationPath(trip)
            #expect(try await ada.post(path + "/cancel", form: []).status == .seeOther)
            let text = try await ada.get(path + "/calendar.ics").text
            #expect(text.contains("\r\nSTATUS:CANCELLED\r\n"))
            #expect(text.contains("This reservation is cancelled."))
        }
    }

    @Test func textIsEscapedAndLongLinesFoldWithoutSplittingACharacter() {
        #expect(TripCalendarFile.escaped("a, b; c\\d\ne") == "a\\, b\\; c\\\\d\\ne")
        let long = "DESCRIPTION:" + String(repeating: "é", count: 80)
        let folded = TripCalendarFile.folded(long)
        let pieces = folded.components(separatedBy: "\r\n ")
        #expect(pieces.count == 3)
        #expect(pieces.allSatisfy { $0.utf8.count <= 75 })
        #expect(pieces.joined() == long)
    }
}
