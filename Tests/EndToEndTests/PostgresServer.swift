import Foundation

/// A PostgreSQL server of the test's own, through `Scripts/postgres`, so it
/// can be stopped and started again with its data.
struct PostgresServer {
    let directory: String
    let url: String

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/postgres").path

    static func start() throws -> PostgresServer {
        let directory = "/tmp/landmarks-outage-\(UUID().uuidString.prefix(8))"
        try run("start", directory)
        let url = try String(contentsOfFile: directory + "/url", encoding: .utf8)
        return PostgresServer(directory: directory, url: url.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func pause() throws { try Self.run("pause", directory) }

    /// Stops the server and starts it again with `options` added to its
    /// command line (`-c max_connections=6`), keeping its data.
    func restart(adding options: String) throws {
        try pause()
        let file = directory + "/options"
        let current = try String(contentsOfFile: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        try (current + " " + options + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        try resume()
    }

    /// The server's own psql, for a test that needs a client beside the host.
    static var psql: String {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        let newest = versions.sorted { $0.compare($1, options: .numeric) == .orderedAscending }.last ?? ""
        return "/usr/lib/postgresql/\(newest)/bin/psql"
    }
    func resume() throws { try Self.run("resume", directory) }
    func remove() { try? Self.run("stop", directory) }

    /// Prints nowhere the test reads: the server it starts would hold a pipe
    /// open, and reading one to its end would wait for the server to stop.
    private static func run(_ command: String, _ directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = [command, directory]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        while process.isRunning { Thread.sleep(forTimeInterval: 0.05) }
        guard process.terminationStatus == 0 else {
            throw ScriptFailed(command: command, status: process.terminationStatus)
        }
    }

    struct ScriptFailed: Error {
        let command: String
        let status: Int32
    }
}
