import Route
import Synchronization

/// Where the header's account links point: the pages of whichever feature
/// signs people in. The host sets them from that feature's AppFactory; with no
/// such feature mounted the header shows no account links at all.
public struct AccountLinks: Sendable, Equatable {
    /// Where a person logs in.
    public var logIn: Location
    /// Where a person signs up.
    public var signUp: Location
    /// The signed-in person's account page.
    public var account: Location
    /// Posted to (with the CSRF token) to log out.
    public var logOut: Location
    /// The query parameter that carries where to come back to after logging in.
    public var returnToParameter: String

    /// The account links, and the query parameter that tells log-in and sign-up
    /// where to come back to.
    public init(logIn: Location, signUp: Location, account: Location, logOut: Location, returnToParameter: String) {
        self.logIn = logIn
        self.signUp = signUp
        self.account = account
        self.logOut = logOut
        self.returnToParameter = returnToParameter
    }

    /// The log-in page, asked to come back to `location` afterwards.
    public func logIn(returningTo location: Location) -> Location {
        returning(logIn, to: location)
    }

    /// The sign-up page, asked to come back to `location` once the account exists.
    public func signUp(returningTo location: Location) -> Location {
        returning(signUp, to: location)
    }

    private func returning(_ page: Location, to location: Location) -> Location {
        var link = page
        link.query.append(.init(returnToParameter, location.href))
        return link
    }
}

/// The account links, set once by the host after the features are built (like
/// the navigation menu, they are not known when the layout is made).
final class AccountLinksSlot: Sendable {
    private let storage = Mutex<AccountLinks?>(nil)
    var links: AccountLinks? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
