import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The harness itself: a host a test forgets (or fails before) stopping does
/// not outlive the test.
@Suite struct HostProcessTests {
    @Test func aHostNobodyStoppedIsKilledWhenTheTestLetsGoOfIt() async throws {
        var host: HostProcess? = try await HostProcess.start()
        let probe = HostProbe(baseURL: try #require(host?.baseURL))
        #expect(try await host?.get("/readyz", accept: "text/plain").status == 200)
        #expect(await probe.answers(), "the probe reaches the host while it lives")
        host = nil
        #expect(await probe.stopsAnswering(within: .seconds(10)), "the host at \(probe.baseURL) still answers")
    }
}

/// Asks a port whether anything still answers there, without holding the host.
private struct HostProbe {
    let baseURL: URL

    /// One request: whether anything answers `/readyz` now.
    func answers() async -> Bool {
        var request = URLRequest(url: baseURL.appendingPathComponent("readyz"))
        request.timeoutInterval = 2
        do {
            _ = try await URLSession.shared.data(for: request, delegate: nil)
            return true
        } catch {
            return false
        }
    }

    /// Whether the host stops answering before `limit` has passed, asking
    /// every 100 ms (at least once, however short the limit).
    func stopsAnswering(within limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        repeat {
            if await !answers() { return true }
            try? await Task.sleep(for: .milliseconds(100))
        } while ContinuousClock.now < deadline
        return false
    }
}
