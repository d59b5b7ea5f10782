import CalendarDays
import Foundation

/// What a booking must be, before anyone looks for a free campsite.
public enum BookingRules {
    /// A site number as a schema states it: what `isSiteNumber` accepts,
    /// small letters included (ECMAScript, as JSON Schema reads it).
    public static let siteNumberPattern = "^[A-Za-z0-9]*[0-9][A-Za-z0-9]*$"
    /// The most nights one stay may have.
    public static let maxNights = 14
    /// How many people one party may be: the most any site takes (a large
    /// group site, as the catalogue allows). Whether a party fits a site is
    /// the site's own size (`BookableSite.fits`), checked when one is chosen.
    public static let guests = 1...40
    /// How many vehicles one party may bring; `unsaidVehicles` when not said.
    public static let vehicles = 0...6
    /// The vehicles of a party that does not say.
    public static let unsaidVehicles = 1
    /// The most characters the notes may have.
    public static let maxNotesLength = 500
    /// Notes keep line breaks and tabs but no other control character: the
    /// rule below as a pattern (ECMAScript, as JSON Schema reads it).
    public static let notesPattern = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$"
    /// The furthest any stay may reach: check-out no later than this many
    /// months after today. A landmark's own window (`BookingWindow`, at most
    /// this far) says which of these nights are open.
    public static let monthsAhead = 12

    /// The rules as the form states them.
    public static let summary =
        "Up to \(maxNights) nights, from today to the last night open for booking; as many guests as the site"
        + " takes."

    /// When a stay can be cancelled, as the booking form and a reservation's page say it.
    public static let cancellationSummary =
        "Cancel for free until the day before check-in, at the landmark's own midnight."

    /// The cancellation rule for one stay, with its last day, as a mail says it.
    public static func cancellationRule(for stay: Stay) -> String {
        "Cancel for free until the end of \(DayText.day(stay.checkIn.adding(days: -1))), at the landmark's own"
            + " midnight."
    }

    /// Checks every field and reports every problem at once, so a person fixes
    /// the form in one go.
    public static func validate(_ draft: BookingDraft, today: Day) throws(ReservationsError) -> Booking {
        var issues: [BookingIssue] = []
        func refuse(_ field: BookingField, _ message: String) {
            issues.append(BookingIssue(field: field, message: message))
        }

        if (draft.landmarkID ?? 0) <= 0 {
            refuse(.landmarkId, "Choose a landmark: its id is a positive whole number.")
        }
        let stay = Self.stay(checkIn: draft.checkIn, checkOut: draft.checkOut, today: today, refuse)
        Self.checkGuests(draft.guests, refuse)
        let notes = (draft.notes ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if draft.notes == nil {
            refuse(.notes, "Notes must be text.")
        } else if let sent = draft.notes?.unicodeScalars.count, sent > maxNotesLength {
            // Counted as sent, in Unicode scalars, as the API's contract
            // counts a length (JSON Schema's maxLength).
            refuse(.notes, "Notes are at most \(maxNotesLength) characters; these are \(sent).")
        } else if (draft.notes ?? "").unicodeScalars.contains(where: {
            $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\r" && $0 != "\t"
        }) {
            refuse(.notes, "Notes cannot contain control characters.")
        }
        if let vehicles = draft.vehicles, !Self.vehicles.contains(vehicles) {
            refuse(
                .vehicles, "Vehicles must be from \(Self.vehicles.lowerBound) to \(Self.vehicles.upperBound).")
        }
        // Letters are read as capitals, as the numbers on the posts are.
        let siteNumber = draft.siteNumber?.uppercased()
        if let siteNumber, !Self.isSiteNumber(siteNumber) {
            refuse(.siteNumber, "A site number is 1 to 5 letters and digits, one of them a digit, such as A12.")
        }
        guard issues.isEmpty, let landmarkID = draft.landmarkID, let stay, let guests = draft.guests
        else { throw .invalid(issues) }
        var booking = Booking(landmarkID: landmarkID, stay: stay, guests: guests, notes: notes)
        booking.vehicles = draft.vehicles ?? Self.unsaidVehicles
        booking.siteNumber = siteNumber
        booking.needsAccessibleSite = draft.needsAccessibleSite
        booking.maxNightlyFee = draft.maxNightlyFee
        return booking
    }

    /// Checks a valid booking against the landmark's sites: the named site
    /// exists and takes the party, or some site does. Refuses with the field
    /// to change (the guests when no site takes that many), before anything
    /// is stored; whether a site is free is the store's to say. A conflict
    /// with this landmark as it is now, not a malformed field: the same
    /// booking may fit another landmark.
    public static func check(_ booking: Booking, against sites: [BookableSite]) throws(ReservationsError) {
        let party =
            "\(booking.guests) \(booking.guests == 1 ? "guest" : "guests") with \(vehicleText(booking.vehicles))"
        if let number = booking.siteNumber {
            guard let site = sites.first(where: { $0.number == number }) else {
                throw .notAtThisLandmark(
                    BookingIssue(field: .siteNumber, message: "This landmark has no site \(number)."))
            }
            guard site.fits(guests: booking.guests, vehicles: booking.vehicles) else {
                let field: BookingField = booking.guests > site.maxPeople ? .guests : .vehicles
                throw .notAtThisLandmark(
                    BookingIssue(
                        field: field,
                        message: "Site \(number) takes up to \(site.maxPeople) people and"
                            + " \(vehicleText(site.maxVehicles)); this party is \(party)."))
            }
            return
        }
        guard !sites.contains(where: { $0.fits(guests: booking.guests, vehicles: booking.vehicles) }) else { return }
        let roomy = sites.filter { $0.maxPeople >= booking.guests }
        guard let most = roomy.map(\.maxVehicles).max() else {
            let largest = sites.map(\.maxPeople).max() ?? 0
            throw .notAtThisLandmark(
                BookingIssue(
                    field: .guests, message: "No site here takes \(party); the largest takes \(largest) people."))
        }
        // The party fits somewhere, its vehicles do not: say what parks there.
        let people = "\(booking.guests) \(booking.guests == 1 ? "person" : "people")"
        throw .notAtThisLandmark(
            BookingIssue(
                field: .vehicles,
                message: most == 0
                    ? "No site here takes \(party): no vehicle parks at the sites that take \(people)."
                    : "No site here takes \(party): the sites that take \(people) park \(vehicleText(most)) at most."))
    }

    package static func vehicleText(_ count: Int) -> String {
        count == 0 ? "no vehicle" : count == 1 ? "1 vehicle" : "\(count) vehicles"
    }

    /// A site number as `Campsite` keeps it: 1 to 5 capitals and digits, one a digit.
    static func isSiteNumber(_ text: String) -> Bool {
        (1...5).contains(text.count) && text.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
            && text.contains(where: { ("0"..."9").contains($0) })
    }

    /// The nights of a search by dates as typed, by the same rules as a
    /// booking: every problem at once. Guests may be left out (one).
    public static func validateSearch(checkIn: String?, checkOut: String?, guests: String?, today: Day)
        throws(ReservationsError) -> Stay
    {
        var issues: [BookingIssue] = []
        func refuse(_ field: BookingField, _ message: String) {
            issues.append(BookingIssue(field: field, message: message))
        }
        let stay = Self.stay(checkIn: checkIn, checkOut: checkOut, today: today, refuse)
        let trimmed = guests?.trimmingCharacters(in: .whitespaces) ?? ""
        let party = trimmed.isEmpty ? 1 : Int(trimmed)
        Self.checkGuests(party, refuse)
        guard issues.isEmpty, let stay else { throw .invalid(issues) }
        return stay
    }

    /// A stay searched for by days another feature read (its dates already
    /// days, its party a number: ADR 0112), by the same rules as a booking:
    /// every problem at once.
    public static func validateSearch(checkIn: Day, checkOut: Day, guests: Int, today: Day)
        throws(ReservationsError) -> Stay
    {
        var issues: [BookingIssue] = []
        func refuse(_ field: BookingField, _ message: String) {
            issues.append(BookingIssue(field: field, message: message))
        }
        let stay = Self.stay(checkIn: checkIn, checkOut: checkOut, today: today, refuse)
        Self.checkGuests(guests, refuse)
        guard issues.isEmpty, let stay else { throw .invalid(issues) }
        return stay
    }

    /// Check-in and check-out as days of a stay this site takes, or nil
    /// after refusing each field that breaks a rule.
    private static func stay(
        checkIn rawCheckIn: String?, checkOut rawCheckOut: String?, today: Day,
        _ refuse: (BookingField, String) -> Void
    ) -> Stay? {
        let checkIn = Self.day(rawCheckIn, field: .checkIn, label: "Check-in", refuse)
        let checkOut = Self.day(rawCheckOut, field: .checkOut, label: "Check-out", refuse)
        return stay(checkIn: checkIn, checkOut: checkOut, today: today, refuse)
    }

    private static func stay(
        checkIn: Day?, checkOut: Day?, today: Day, _ refuse: (BookingField, String) -> Void
    ) -> Stay? {
        let lastCheckOut = today.adding(months: monthsAhead)
        guard let checkIn else { return nil }
        if checkIn < today {
            refuse(.checkIn, "Check-in cannot be in the past; the earliest is \(DayText.day(today)).")
            return nil
        }
        if checkIn >= lastCheckOut {
            refuse(
                .checkIn, "Check-in must be within the next \(monthsAhead) months, before \(DayText.day(lastCheckOut))."
            )
            return nil
        }
        guard let checkOut else { return nil }
        let nights = checkOut.daysSinceEpoch - checkIn.daysSinceEpoch
        if nights < 1 {
            refuse(.checkOut, "Check-out must be after check-in.")
        } else if nights > maxNights {
            refuse(.checkOut, "A stay is at most \(maxNights) nights; this one is \(nights).")
        } else if checkOut > lastCheckOut {
            refuse(
                .checkOut, "Check-out must be no later than \(DayText.day(lastCheckOut)), \(monthsAhead) months ahead.")
        } else {
            return Stay(checkIn: checkIn, checkOut: checkOut)
        }
        return nil
    }

    private static func checkGuests(_ guests: Int?, _ refuse: (BookingField, String) -> Void) {
        if let guests {
            if !Self.guests.contains(guests) {
                refuse(.guests, "Guests must be from \(Self.guests.lowerBound) to \(Self.guests.upperBound).")
            }
        } else {
            refuse(
                .guests, "Guests must be a whole number from \(Self.guests.lowerBound) to \(Self.guests.upperBound).")
        }
    }

    private static func day(
        _ text: String?, field: BookingField, label: String, _ refuse: (BookingField, String) -> Void
    ) -> Day? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            refuse(field, "\(label) is required: choose a date.")
            return nil
        }
        guard let day = Day(iso: text) else {
            refuse(field, "\(label) must be a real date, such as 24 Dec 2026.")
            return nil
        }
        return day
    }
}

/// A booking as typed: every field may be missing or wrong.
public struct BookingDraft: Sendable, Equatable {
    /// The landmark to stay at, if one was named.
    public var landmarkID: Int?
    /// The night of arriving as typed, `YYYY-MM-DD`.
    public var checkIn: String?
    /// The morning of leaving as typed, `YYYY-MM-DD`.
    public var checkOut: String?
    /// Nil when it was missing or not a whole number.
    public var guests: Int?
    /// Empty when none were given; nil when something other than text was sent.
    public var notes: String?
    /// The site asked for, such as `A12`; nil for any site that fits.
    public var siteNumber: String?
    /// How many vehicles come; nil for one.
    public var vehicles: Int?
    /// Whether the party needs an accessible site.
    public var needsAccessibleSite = false
    /// The most a night may cost, in US cents: what the person was shown.
    /// Nil for whatever the site given costs.
    public var maxNightlyFee: Int?

    /// A draft of what was typed; the rules judge it later.
    public init(
        landmarkID: Int?, checkIn: String?, checkOut: String?, guests: Int?, notes: String? = "",
        siteNumber: String? = nil, vehicles: Int? = nil, needsAccessibleSite: Bool = false, maxNightlyFee: Int? = nil
    ) {
        self.maxNightlyFee = maxNightlyFee
        self.siteNumber = siteNumber
        self.vehicles = vehicles
        self.needsAccessibleSite = needsAccessibleSite
        self.landmarkID = landmarkID
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.guests = guests
        self.notes = notes
    }
}

/// A booking that keeps every rule; whether a campsite is free is the
/// repository's to decide, inside its transaction.
public struct Booking: Sendable, Equatable {
    /// The landmark to stay at.
    public let landmarkID: Int
    /// The nights.
    public let stay: Stay
    /// How many people stay.
    public let guests: Int
    /// Notes for the ranger; empty for none.
    public let notes: String
    /// The landmark's fee for one night, in US cents, when the booking is
    /// made: what the reservation keeps, unless its site has its own fee.
    public var nightlyFee: Int = 0
    /// The most a night may cost, in US cents: a site that costs more is
    /// never given (`SiteChoice`), so nobody pays more than they were shown.
    public var maxNightlyFee: Int?

    /// The site asked for; nil for the smallest free site that fits.
    public var siteNumber: String?
    /// How many vehicles come.
    public var vehicles = 1
    /// Whether the party needs an accessible site: it may have one while
    /// other fitting sites are free.
    public var needsAccessibleSite = false

    /// A booking of these values; only `BookingRules.validate` makes one
    /// from what a person typed.
    public init(
        landmarkID: Int, stay: Stay, guests: Int, notes: String, siteNumber: String? = nil, vehicles: Int = 1,
        needsAccessibleSite: Bool = false
    ) {
        self.landmarkID = landmarkID
        self.stay = stay
        self.guests = guests
        self.notes = notes
        self.siteNumber = siteNumber
        self.vehicles = vehicles
        self.needsAccessibleSite = needsAccessibleSite
    }

    /// The stay's price at `nightlyFee`.
    public var total: Int { nightlyFee * stay.nightCount }

    /// What a night at `site` costs this booking: the site's own fee, or the
    /// landmark's.
    public func nightlyFee(at site: BookableSite) -> Int { site.nightlyFee ?? nightlyFee }
}
