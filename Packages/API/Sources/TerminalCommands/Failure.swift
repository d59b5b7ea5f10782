import APIClient
import ArgumentParser
import Foundation

/// A command's failure, printed as one line: `landmarks-client: <message>`.
public struct Failure: Error, CustomStringConvertible {
    /// What the command prints.
    public let message: String
    /// A failure that prints `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Runs a command's body on a session (one that is logged in, when
/// `signedIn`): a `Failure` is one line on standard error and exit status 1.
public func command(_ options: ClientOptions, signedIn: Bool = false, _ body: (ClientSession) async throws -> Void)
    async throws
{
    do {
        let session = ClientSession(options)
        if signedIn { try session.requireSignedIn() }
        try await body(session)
    } catch let failure as Failure {
        FileHandle.standardError.write(Data("landmarks-client: \(failure.message)\n".utf8))
        throw ExitCode(1)
    }
}

/// Records the server sent that break the rules: said on standard error, not shown.
public func reportDropped(_ dropped: [DroppedRecord]) {
    guard !dropped.isEmpty else { return }
    let lines =
        ["left out \(dropped.count) record(s) the server sent that break the rules:"] + dropped.map { "  \($0)" }
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
}
