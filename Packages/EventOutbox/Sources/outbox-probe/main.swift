// A process to crash on purpose, for EventOutbox's tests: it publishes events
// or hands them over on an SQLite file another process made, and kills itself
// with SIGKILL at the moment named, as a host dies under kill -9.
//
//   outbox-probe publish FILE COUNT           publishes COUNT events (one
//       transaction each, aggregates a0, a1, a2), then dies: after the last
//       commit, before any relay could hand them over
//   outbox-probe deliver FILE RECORD [KILL]   hands the events to a subscriber
//       that appends each number to RECORD; with KILL, dies right after the
//       KILL-th event is handled, before that is recorded in the outbox;
//       without, exits once nothing is left
import EventOutbox
import FluentKit
import FluentSQLiteDriver
import Foundation
import Logging
import NIOPosix
import Synchronization

struct ProbeEvent: Codable, Sendable {
    var number: Int
}

let arguments = CommandLine.arguments
guard arguments.count >= 4, ["publish", "deliver"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: outbox-probe publish FILE COUNT | deliver FILE RECORD [KILL]\n".utf8))
    exit(2)
}
let logger = Logger(label: "outbox-probe")
let threads = NIOThreadPool(numberOfThreads: 1)
threads.start()
let databases = Databases(threadPool: threads, on: MultiThreadedEventLoopGroup.singleton)
databases.use(.sqlite(.file(arguments[2])), as: .sqlite)
let database: @Sendable () -> any Database = {
    databases.database(logger: logger, on: MultiThreadedEventLoopGroup.singleton.any())!
}
let channel = AfterCommitEvents<ProbeEvent>("probe.numbers")

@Sendable func dieNow() -> Never {
    kill(getpid(), SIGKILL)
    fatalError("SIGKILL did not end the process")
}

switch arguments[1] {
case "publish":
    // Subscribed as every host of one build is (a channel nobody subscribes
    // to stores nothing, ADR 0129); this process dies before it hands any over.
    channel.subscribe("probe") { _ in }
    for number in 0..<(Int(arguments[3]) ?? 0) {
        try await database().transaction { transaction in
            try await channel.publish(ProbeEvent(number: number), aggregate: "a\(number % 3)", on: transaction)
        }
    }
    dieNow()
default:
    let record = arguments[3]
    let killAfter = arguments.count > 4 ? Int(arguments[4]) : nil
    let handled = Counter()
    if !FileManager.default.fileExists(atPath: record) {
        _ = FileManager.default.createFile(atPath: record, contents: nil)
    }
    channel.subscribe("probe") { delivered in
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: record))
        try file.seekToEnd()
        try file.write(contentsOf: Data("\(delivered.event.number) \(delivered.aggregate)\n".utf8))
        try file.synchronize()
        try file.close()
        if let killAfter, handled.increment() == killAfter { dieNow() }
    }
    let relay = OutboxRelay(database: database, streams: [channel], holder: "probe-\(getpid())", logger: logger)
    while await relay.deliverPending() > 0 {}
    await databases.shutdownAsync()
}

/// Counts handled events across the subscriber's calls.
final class Counter: Sendable {
    private let value = Mutex(0)
    func increment() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
}
