import Foundation
import Synchronization

/// The fast tier: values in memory, bounded per value type, so a long list of
/// one kind cannot push out every value of another. When a type's shelf is
/// full, the value used least recently goes first.
public final class MemoryCache: Sendable {
    private struct Slot {
        var value: any Sendable
        var storedAt: Date
        var etag: String?
        var lastUse: UInt64
    }

    private struct Shelf {
        var capacity: Int
        var slots: [String: Slot] = [:]
    }

    private struct State {
        var shelves: [ObjectIdentifier: Shelf] = [:]
        var capacities: [ObjectIdentifier: Int] = [:]
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    private let defaultCapacity: Int

    /// - Parameter capacityPerType: how many values of one type it keeps,
    ///   unless `setCapacity(_:for:)` says otherwise for that type.
    public init(capacityPerType: Int = 100) {
        defaultCapacity = max(1, capacityPerType)
    }

    /// Keeps up to `capacity` values of `type`.
    public func setCapacity<Value>(_ capacity: Int, for type: Value.Type) {
        let id = ObjectIdentifier(type)
        state.withLock { state in
            state.capacities[id] = max(1, capacity)
            if var shelf = state.shelves[id] {
                shelf.capacity = max(1, capacity)
                Self.trim(&shelf)
                state.shelves[id] = shelf
            }
        }
    }

    /// The entry at `key`, if one of `type` is kept.
    public func entry<Value: Sendable>(_ key: String, as type: Value.Type) -> CacheEntry<Value>? {
        let id = ObjectIdentifier(type)
        return state.withLock { state in
            guard var slot = state.shelves[id]?.slots[key], let value = slot.value as? Value else { return nil }
            state.clock += 1
            slot.lastUse = state.clock
            state.shelves[id]?.slots[key] = slot
            return CacheEntry(value, storedAt: slot.storedAt, etag: slot.etag)
        }
    }

    /// Keeps `entry` at `key`, pushing out the least recently used of its type when full.
    public func store<Value: Sendable>(_ entry: CacheEntry<Value>, at key: String) {
        let id = ObjectIdentifier(Value.self)
        state.withLock { state in
            state.clock += 1
            var shelf = state.shelves[id] ?? Shelf(capacity: state.capacities[id] ?? defaultCapacity)
            shelf.slots[key] = Slot(
                value: entry.value, storedAt: entry.storedAt, etag: entry.etag, lastUse: state.clock)
            Self.trim(&shelf)
            state.shelves[id] = shelf
        }
    }

    /// Forgets every value whose key starts with `prefix`, of every type.
    public func removeAll(prefix: String) {
        state.withLock { state in
            state.shelves = state.shelves.mapValues { shelf in
                var shelf = shelf
                shelf.slots = shelf.slots.filter { !$0.key.hasPrefix(prefix) }
                return shelf
            }
        }
    }

    /// How many values of `type` it holds.
    public func count<Value>(of type: Value.Type) -> Int {
        state.withLock { $0.shelves[ObjectIdentifier(type)]?.slots.count ?? 0 }
    }

    private static func trim(_ shelf: inout Shelf) {
        while shelf.slots.count > shelf.capacity,
            let oldest = shelf.slots.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
        {
            shelf.slots[oldest] = nil
        }
    }
}
