import Foundation

/// Everything that can go wrong in Reservations, in words a person can act on.
public enum ReservationsError: Error, Sendable, Equatable {
    /// The booking's fields, each with its reason.
    case invalid([BookingIssue])
    /// No landmark has this id.
    case landmarkNotFound
    /// No such reservation, or not the caller's: the two look the same, so a
    /// stranger learns nothing.
    case reservationNotFound
    /// Every campsite is taken on this night of the range.
    case noCampsiteFree(night: Day)
    /// The booking asks what this landmark does not have: a site by a number
    /// it has none of, or room for the party on a site; the issue names the
    /// field to change.
    case notAtThisLandmark(BookingIssue)
    /// The site asked for is taken on some night of the stay.
    case siteTaken(String)
    /// The site asked for is accessible and held for those who need one
    /// while another fitting site is free.
    case siteHeldForAccessibility(String)
    /// Each night has a campsite free, but no site that fits the party is
    /// free on every night of the stay.
    case noFittingSiteFree
    /// No site that fits the party is free at what a night was shown to
    /// cost (US cents) or less: the price to book it now is higher.
    case costsMoreThanShown(nightlyFee: Int)
    /// The stay's last night (`night`) is not open for booking until
    /// `opensAt`, by the landmark's window; `timeZone` is the landmark's, to
    /// say the instant in its time.
    case notOpenYet(night: Day, opensAt: Date, timeZone: TimeZone)
    /// Its check-in day has come (by the landmark's calendar): a stay can be
    /// cancelled until the day before.
    case tooLateToCancel
    /// A month that is not `YYYY-MM` in the years shown.
    case invalidMonth(String)
    /// A request key already used for a different booking.
    case requestKeyReused
    /// The caller already has this stay at the landmark, sharing a night.
    case overlappingStay(Stay)
    /// The caller holds as many upcoming stays as one account may.
    case tooManyUpcomingStays(limit: Int)
    /// The caller's account was deleted while the booking was on its way.
    case accountDeleted
    /// A stored row that breaks the rules: the server's fault.
    case invalidRecord(String)
    /// A watch for a stay that can be booked now.
    case stayIsBookable
    /// A watch at a landmark with no campsites.
    case nothingToWatch
    /// A booking at a landmark with no campsites (nobody camps there).
    case nobodyCampsHere
    /// A filter of a landmark's sites that cannot be read.
    case invalidSiteFilter([SiteFilter.Issue])
    /// The caller holds as many watches as one account may.
    case tooManyWatches(limit: Int)
    /// No such watch, or not the caller's.
    case watchNotFound
    /// No such hold, or not the caller's, or already confirmed or let go.
    case holdNotFound
    /// The hold's fifteen minutes have passed: nothing was booked.
    case holdExpired
    /// The caller's other hold, still open: one at a time per account.
    case alreadyHolding(Hold)
    /// The account or its address asked for holds too often; try again in
    /// `retryAfter` seconds.
    case tooManyHoldAttempts(retryAfter: Int)

    /// What to tell the person.
    public var message: String {
        switch self {
        case .invalid(let issues):
            issues.count == 1 ? issues[0].message : "\(issues.count) fields need changing."
        case .landmarkNotFound: "There is no landmark with this id."
        case .reservationNotFound: "There is no reservation of yours with this id."
        case .noCampsiteFree(let night): "No campsite is free on the night of \(DayText.day(night))."
        case .notAtThisLandmark(let issue): issue.message
        case .siteTaken(let number):
            "Site \(number) is taken on a night of this stay: choose another site, or any site that fits."
        case .siteHeldForAccessibility(let number):
            "Site \(number) is accessible and held for people who need it while other sites are free: choose"
                + " another site, or say that you need an accessible one."
        case .noFittingSiteFree:
            "No site that takes this party is free on every night of this stay: try other dates or a smaller party."
        case .costsMoreThanShown:
            "No site that takes this party is free any more at the price a night you were shown: look at the price"
                + " now and book again."
        case .notOpenYet(let night, let opensAt, let zone):
            "The night of \(DayText.day(night)) opens for booking \(BookingWindow.text(opensAt, in: zone)): book then,"
                + " or choose earlier nights."
        case .tooLateToCancel:
            "A stay can be cancelled until the day before its check-in day; this one's check-in day has come, so it"
                + " can no longer be cancelled."
        case .requestKeyReused:
            "This Idempotency-Key was used for a different booking; send a new key with each new booking."
        case .overlappingStay(let stay):
            "You already have a stay here from \(DayText.range(from: stay.checkIn, to: stay.checkOut)), which shares a"
                + " night with"
                + " this one: one stay at a time at each landmark."
        case .tooManyUpcomingStays(let limit):
            "You already have \(BookingLimits.stays(limit)), the most one account may hold. Cancel one, or book again"
                + " once one has ended."
        case .accountDeleted: "This account has been deleted."
        case .invalidMonth(let text):
            "A month is written YYYY-MM, for example 2026-12; \"\(text.prefix(20))\" is not one."
        case .invalidRecord(let detail): "A stored reservation is not valid: \(detail)"
        case .stayIsBookable: "A campsite is free on every night of this stay: book it now instead of waiting."
        case .nothingToWatch: "This landmark has no campsites, so none can free up."
        case .nobodyCampsHere: "Nobody camps at this landmark: it has no campsites."
        case .invalidSiteFilter(let issues): issues.map(\.message).joined(separator: " ")
        case .tooManyWatches(let limit):
            "You already watch \(limit) stays, the most one account may. End one in My alerts to watch this one."
        case .watchNotFound: "There is no alert of yours with this id."
        case .holdNotFound: "There is no hold of yours with this id: it was confirmed, let go, or never made."
        case .holdExpired:
            "Your time to confirm ran out and the site was let go: nothing was booked. Choose the nights again to"
                + " hold them, if they are still free."
        case .tooManyHoldAttempts(let seconds):
            "Too many tries to hold a site in a short time: try again in "
                + (seconds == 1 ? "1 second." : "\(seconds) seconds.")
        case .alreadyHolding(let hold):
            "You are already holding site \(hold.siteNumber) for "
                + DayText.range(from: hold.stay.checkIn, to: hold.stay.checkOut)
                + ": confirm it or let it go before holding another."
        }
    }
}

/// One field of a booking that breaks a rule.
public struct BookingIssue: Sendable, Equatable {
    /// The field.
    public var field: BookingField
    /// What is wrong with it, and how to put it right.
    public var message: String

    /// An issue with `field`, told by `message`.
    public init(field: BookingField, message: String) {
        self.field = field
        self.message = message
    }
}

/// The fields of a booking, named as the API and the form name them.
public enum BookingField: String, Sendable, CaseIterable {
    /// The landmark to stay at.
    case landmarkId
    /// The night of arriving.
    case checkIn
    /// The morning of leaving.
    case checkOut
    /// How many people stay.
    case guests
    /// How many vehicles come.
    case vehicles
    /// The site asked for.
    case siteNumber
    /// Notes for the ranger.
    case notes
}
