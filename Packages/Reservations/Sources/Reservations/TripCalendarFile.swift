import API
import Foundation
import ReservationsDomain

/// A trip as an iCalendar file (RFC 5545) that a person adds to their own
/// calendar: one all-day event from check-in to the check-out morning (the
/// end date is the check-out day, exclusive, as calendars read stays), with
/// the confirmation code, the party, the total and the cancellation rule.
/// A cancelled trip's file says so, so importing it again cancels the entry.
struct TripCalendarFile {
    let reservation: Reservation
    let landmark: BookableLandmark?

    /// The file's text: CRLF line ends, lines folded at 75 octets.
    var text: String {
        let stay = reservation.stay
        let name = landmark?.name ?? "Landmark \(reservation.landmarkID)"
        let nights = stay.nightCount == 1 ? "1 night" : "\(stay.nightCount) nights"
        let guests = reservation.guests == 1 ? "1 guest" : "\(reservation.guests) guests"
        let description = [
            "Confirmation code \(reservation.confirmationCode.value).",
            "\(StayText.stay(stay)), \(nights), \(guests): \(USDollars.text(cents: reservation.total)).",
            reservation.status == .cancelled ? "This reservation is cancelled." : BookingRules.cancellationSummary,
        ]
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Landmarks//Trips//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "BEGIN:VEVENT",
            "UID:\(reservation.id.uuidString.lowercased())@landmarks",
            "DTSTAMP:\(Self.utc(reservation.createdAt))",
            "DTSTART;VALUE=DATE:\(Self.date(stay.checkIn.iso))",
            "DTEND;VALUE=DATE:\(Self.date(stay.checkOut.iso))",
            "SUMMARY:\(Self.escaped("Camping at \(name)"))",
            "LOCATION:\(Self.escaped(name))",
            "DESCRIPTION:\(Self.escaped(description.joined(separator: "\n")))",
            "STATUS:\(reservation.status == .cancelled ? "CANCELLED" : "CONFIRMED")",
            "TRANSP:TRANSPARENT",
        ]
        if let place = landmark?.place {
            lines.append("GEO:\(Self.degrees(place.latitude));\(Self.degrees(place.longitude))")
        }
        lines += ["END:VEVENT", "END:VCALENDAR"]
        return lines.map(Self.folded).joined(separator: "\r\n") + "\r\n"
    }

    /// The name the download is saved as.
    var fileName: String { "landmarks-\(reservation.confirmationCode.value).ics" }

    /// `2027-01-07` as `20270107`.
    static func date(_ iso: String) -> String { iso.replacingOccurrences(of: "-", with: "") }

    /// An instant in UTC, `20270107T093000Z`.
    static func utc(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let numbers = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map { $0 ?? 0 }
        let padded = numbers.enumerated().map { index, value in
            index == 0 ? String(format: "%04d", value) : String(format: "%02d", value)
        }
        return padded[0..<3].joined() + "T" + padded[3...].joined() + "Z"
    }

    /// Six decimals: about 10 cm, more than a campground needs.
    static func degrees(_ value: Double) -> String { String(format: "%.6f", value) }

    /// TEXT values escape backslash, semicolon, comma and line ends (RFC 5545 3.3.11).
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    /// A content line longer than 75 octets continues on lines that start with
    /// a space, never splitting a character (RFC 5545 3.1).
    static func folded(_ line: String) -> String {
        var pieces: [String] = []
        var current = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            let limit = pieces.isEmpty ? 75 : 74
            if octets + size > limit {
                pieces.append(current)
                current = ""
                octets = 0
            }
            current.append(character)
            octets += size
        }
        pieces.append(current)
        return pieces.joined(separator: "\r\n ")
    }
}
