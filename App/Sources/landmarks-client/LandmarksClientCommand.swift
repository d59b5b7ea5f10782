import ArgumentParser
import AuthCommands // remove-feature: Auth
import LandmarksCommands
import NotificationsCommands // remove-feature: Notifications
import ReservationsCommands // remove-feature: Reservations
// new-feature: client imports
import TerminalCommands

/// `landmarks-client`: the terminal app built on the feature client libraries,
/// what a native app would be: each feature's command group, listed here.
/// Reads go through the disk cache under a cache policy; an answer from the
/// cache says so and how old it is.
@main
struct LandmarksClientCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "landmarks-client",
        abstract: "Browse landmarks and book campsites from the terminal, through the JSON API.",
        discussion: """
            Reads take --policy: cacheThenFetch (the cache at once, then the network), cacheElseFetch, \
            networkOnly, cacheOnly, or networkElseCache (the default: the network, the cache when it cannot \
            be reached). Answers are cached under --cache-dir, and so is the session of `login` \
            (readable by its owner only).
            """,
        subcommands: featureCommands)

    @OptionGroup var options: ClientOptions

    /// Every feature's command group, in the order `--help` lists them.
    static var featureCommands: [any ParsableCommand.Type] {
        var groups = [LandmarksCommandGroup.commands]
        groups.append(AuthCommandGroup.commands) // remove-feature: Auth
        groups.append(ReservationsCommandGroup.commands) // remove-feature: Reservations
        groups.append(NotificationsCommandGroup.commands) // remove-feature: Notifications
        // new-feature: client commands
        return groups.flatMap { $0 }
    }
}
