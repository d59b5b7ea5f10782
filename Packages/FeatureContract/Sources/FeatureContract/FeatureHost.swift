import FluentKit
import Foundation
import Logging
import PageLayout
import Utilities

/// What the host gives every feature: the same for all of them, so a feature's
/// `Dependencies` lists it once (`host`) beside its own needs.
public struct FeatureHost: Sendable {
    /// A database handle for one unit of work; the host decides SQLite or PostgreSQL.
    public var database: @Sendable () -> any Database
    /// The page frame, with the app's navigation and account area.
    public var layout: PageLayout
    /// The logger, labelled for the feature by the host.
    public var logger: Logger
    /// Now. Tests give a fixed clock.
    public var now: @Sendable () -> Date
    /// The parent of the feature's container, so the host's `validate()`
    /// checks every feature's wiring at launch.
    public var container: MicroContainer
    /// The host's settings reader; a feature reads its own keys through
    /// `settings.scoped(to:)` its namespace.
    public var settings: Settings
    /// Where people reach the app (`https://landmarks.example`): the public
    /// URL setting, else the address the host listens on (known once it
    /// listens, so asked when needed). For links that leave the app, such as
    /// those in a mail; a page's own links are paths.
    public var origin: @Sendable () -> String

    /// What the host gives a feature; `now` is the wall clock unless a test fixes it.
    public init(
        database: @escaping @Sendable () -> any Database, layout: PageLayout, logger: Logger,
        now: @escaping @Sendable () -> Date = Date.init, container: MicroContainer, settings: Settings,
        origin: @escaping @Sendable () -> String = { "http://127.0.0.1:8080" }
    ) {
        self.database = database
        self.layout = layout
        self.logger = logger
        self.now = now
        self.container = container
        self.settings = settings
        self.origin = origin
    }
}
