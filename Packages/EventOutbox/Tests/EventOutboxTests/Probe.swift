import Foundation

/// The `outbox-probe` executable built beside these tests, run to its end
/// (or its death).
enum Probe {
    struct Outcome {
        var status: Int32
        var killed: Bool
    }

    static func run(_ arguments: [String]) async throws -> Outcome {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning { process.terminate() }
        return Outcome(
            status: process.terminationStatus, killed: process.terminationReason == .uncaughtSignal)
    }

    static func binary() throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("outbox-probe")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw NotBuilt()
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "outbox-probe is not built beside the tests: swift build --build-tests first" }
    }
}
