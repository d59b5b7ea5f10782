import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Requests that each reach the database whatever features the host has:
/// every one carries a bearer token nobody was given, which SessionService
/// looks up (one query; an unknown token is not kept in memory) and answers
/// with a 401. Sixteen clients at once, more than the pool has connections,
/// until stopped; every answer is kept. What the infrastructure tests load a
/// host with, so they stand without any feature they do not test.
final class DatabaseReads: Sendable {
    struct Outcome: Sendable {
        /// Answered as the database was there to answer (401).
        var answered = 0
        /// Answered 503: the database was not.
        var unavailable = 0
        /// Any other status, or none (0).
        var other: [Int] = []
        var slowest: Duration = .zero
    }

    let baseURL: URL
    private let stopped = Atomic<Bool>(false)

    init(baseURL: URL) { self.baseURL = baseURL }

    func stop() { stopped.store(true, ordering: .relaxed) }

    /// A well-formed token that no session has: 32 random bytes, base64url.
    static func unknownToken() -> String {
        Data((0..<32).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    func run() async -> Outcome {
        await withTaskGroup(of: Outcome.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    var outcome = Outcome()
                    while !self.stopped.load(ordering: .relaxed) {
                        var request = URLRequest(
                            url: self.baseURL.appendingPathComponent("api/v1/landmarks"), timeoutInterval: 30)
                        request.setValue("Bearer \(Self.unknownToken())", forHTTPHeaderField: "Authorization")
                        let started = ContinuousClock.now
                        let response = try? await URLSession.shared.data(for: request, delegate: nil).1
                        outcome.slowest = max(outcome.slowest, ContinuousClock.now - started)
                        switch (response as? HTTPURLResponse)?.statusCode ?? 0 {
                        case 401: outcome.answered += 1
                        case 503:
                            outcome.unavailable += 1
                            try? await Task.sleep(for: .milliseconds(100))
                        case let status: outcome.other.append(status)
                        }
                    }
                    return outcome
                }
            }
            return await group.reduce(into: Outcome()) { all, one in
                all.answered += one.answered
                all.unavailable += one.unavailable
                all.other += one.other
                all.slowest = max(all.slowest, one.slowest)
            }
        }
    }
}
