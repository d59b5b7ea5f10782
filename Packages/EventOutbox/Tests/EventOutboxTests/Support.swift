import EventOutbox
import Foundation
import Logging
import Synchronization

/// What the tests publish: a number, and which aggregate it belongs to.
struct Numbered: Codable, Sendable, Equatable {
    var number: Int
}

/// Every delivery a subscriber received, in order, with who handed it over.
final class Received: Sendable {
    struct Entry: Equatable {
        var number: Int
        var aggregate: String
        var id: UUID
        var publishedAt: Date
        var relay: String
    }

    private let entries = Mutex<[Entry]>([])

    func add(_ delivered: Delivered<Numbered>, by relay: String = "") {
        entries.withLock {
            $0.append(
                Entry(
                    number: delivered.event.number, aggregate: delivered.aggregate, id: delivered.id,
                    publishedAt: delivered.publishedAt, relay: relay))
        }
    }

    var all: [Entry] { entries.withLock { $0 } }
    var numbers: [Int] { all.map(\.number) }
}

/// A clock a test moves by hand.
final class TestClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    var now: Date { current.withLock { $0 } }
    func advance(seconds: Double) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// A subscriber's failure, planted.
struct Planted: Error {}

let quiet = Logger(label: "outbox-test", factory: { _ in SwiftLogNoOpLogHandler() })
