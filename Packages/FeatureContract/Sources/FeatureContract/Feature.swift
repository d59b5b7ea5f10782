import API
import APIServer
import ArgumentParser
import EventOutbox
import FluentKit
import Hummingbird
import PageLayout
import Route
import ServiceLifecycle

/// The one contract every feature's AppFactory conforms to: everything the
/// feature hands the host. The host keeps one list of features and loops over
/// it to mount, migrate, publish the API contract, run services, check
/// consistency and offer operator commands (ADR 0113). How one feature reacts
/// to another's change is no member of it: the publishing feature offers an
/// `InTransactionEvents` channel, which the host's edge files subscribe to
/// (ADR 0113).
///
/// Construction is in two phases. An AppFactory's `init(dependencies:)` only
/// stores what it is given and reads its settings: nothing is resolved, and
/// what it offers another feature is a closure that resolves when first
/// called. A need of another feature is a parameter of `Dependencies` (a
/// missing one does not compile); what a feature adds to another's extension
/// points (`Contributions`) is added by the host's edge block afterwards. Only
/// then does the host validate the containers and call the `make*` members.
public protocol Feature: AnyObject, Sendable {
    /// The feature's name, as logs, errors and `landmarks check` print it.
    var name: String { get }
    /// Its entry in the app's navigation, which is also its main page; nil
    /// for a feature with no menu entry.
    func makeAppView() -> NavigationEntry?
    /// Every entry it puts in the menu: its main page first, then any other
    /// page people look for there (Landmarks: Categories, Favorites). The
    /// default is the main page alone.
    func makeMenuEntries() -> [NavigationEntry]
    /// The header's account area (log in, sign up, account, log out), offered
    /// by the feature that keeps accounts; nil for every other.
    func makeAccountLinks() -> AccountLinks?
    /// Everything it serves (pages, form posts, API endpoints).
    func makeScene() throws -> RouteCollection<AppRequestContext>
    /// Its migrations, run in list order after the host's own.
    func makeMigrations() -> [any Migration]
    /// Its endpoints, for `/api/v1/openapi.json`; nil for a feature with no API.
    func makeAPIContract() -> EndpointGroup?
    /// What it runs beside the server; the host's service group starts and
    /// stops them.
    func makeServices() throws -> [any Service]
    /// What `landmarks check` runs for it.
    func makeConsistencyChecks() -> [ConsistencyCheck]
    /// Commands an operator runs against the host's database, each a
    /// subcommand of `landmarks` (`catalogue`, with its own `import`): the
    /// leaves are `OperatorCommand`s of this feature.
    func makeOperatorCommands() -> [any ParsableCommand.Type]
    /// The channels of events it publishes after commit (ADR 0129): the
    /// host's relay hands their events to the subscribers the edge files add.
    func makeAfterCommitEvents() -> [any OutboxStream]
    /// What it adds to `/readyz`'s answer without changing its status: a
    /// line when something of its own is late but the host should still
    /// get traffic (mail waiting for a mail server), nil when all is well.
    /// Read on every probe: it must answer from memory.
    func makeReadinessNotes() -> [ReadinessNote]
}

/// One line a feature may add to `/readyz`'s answer, read on every probe.
public struct ReadinessNote: Sendable {
    /// The line, or nil when there is nothing to say; answered from memory.
    public var read: @Sendable () -> String?

    /// A note read by `read`.
    public init(_ read: @escaping @Sendable () -> String?) {
        self.read = read
    }
}

extension Feature {
    public func makeAppView() -> NavigationEntry? { nil }
    public func makeMenuEntries() -> [NavigationEntry] { makeAppView().map { [$0] } ?? [] }
    public func makeAccountLinks() -> AccountLinks? { nil }
    public func makeAPIContract() -> EndpointGroup? { nil }
    public func makeServices() throws -> [any Service] { [] }
    public func makeConsistencyChecks() -> [ConsistencyCheck] { [] }
    public func makeOperatorCommands() -> [any ParsableCommand.Type] { [] }
    public func makeAfterCommitEvents() -> [any OutboxStream] { [] }
    public func makeReadinessNotes() -> [ReadinessNote] { [] }
}
