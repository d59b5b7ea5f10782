import Route
import Synchronization

/// The entries of the app's main navigation.
///
/// The host makes one menu, hands the layout built on it to every feature, then
/// adds each mounted feature's entry. Features are built before the menu is
/// complete, which is why it is filled after the fact rather than passed in full.
public final class NavigationMenu: Sendable {
    private let storage = Mutex<[NavigationEntry]>([])

    /// A menu of `entries`, shown in their `order`.
    public init(_ entries: [NavigationEntry] = []) {
        storage.withLock { $0 = entries }
    }

    /// Adds a feature's entry; a feature without one (`makeAppView()` answers
    /// nil) adds nothing.
    public func add(_ entry: NavigationEntry?) {
        guard let entry else { return }
        storage.withLock { $0.append(entry) }
    }

    /// In display order: by `order`, then in the order they were added.
    public var entries: [NavigationEntry] {
        storage.withLock { entries in
            entries.enumerated()
                .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
                .map(\.element)
        }
    }
}
