import Foundation

/// The `landmarks-client` binary built beside `landmarks`, run as a person
/// would run it: one process per command, against one server and one cache
/// directory.
struct ClientProcess {
    let baseURL: URL
    let cacheDirectory: URL

    struct Answer: CustomStringConvertible {
        var status: Int32
        var output: String
        var errors: String
        var description: String { "status \(status)\n--- stdout\n\(output)--- stderr\n\(errors)" }
    }

    func run(_ arguments: [String], input: String? = nil) async throws -> Answer {
        let process = Process()
        process.executableURL = try HostProcess.binary().deletingLastPathComponent().appendingPathComponent(
            "landmarks-client")
        // A generous timeout: the host is a debug build sharing two cores with
        // other suites' hosts, and a log-in's bcrypt can take seconds there.
        // Offline answers do not wait for it: a refused connection fails at once.
        process.arguments =
            ["--base-url", baseURL.absoluteString, "--cache-dir", cacheDirectory.path, "--timeout", "30"] + arguments
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data((input + "\n").utf8)) }
        try stdin.fileHandleForWriting.close()
        // Small answers: read them whole once the process has ended.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning { process.terminate() }
        return Answer(
            status: process.terminationStatus,
            output: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            errors: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
}
