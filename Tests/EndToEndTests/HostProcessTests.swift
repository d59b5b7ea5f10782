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
        #expect(await !probe.stopsAnswering(within: .milliseconds(1)))
        host = nil
        #expect(await probe.stopsAnswering(within: .seconds(10)), "the host at \(probe.baseURL) still answers")
    }
}

/// Asks a port whether anything still answers there, without holding the host.
private struct HostProbe {
    let baseURL: URL

    init(baseURL: URL) { self.baseURL = baseURL }

    func stopsAnswering(within limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            var request = URLRequest(url: baseURL.appendingPathComponent("readyz"))
            request.timeoutInterval = 2
            do {
                _ = try await URLSession.shared.data(for: request, delegate: nil)
            } catch {
                return true
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return false
    }
}
