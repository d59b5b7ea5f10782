import Testing

@testable import APIServer

@Suite struct ClientAddressMiddlewareTests {
    let proxies: Set<String> = ["10.0.0.2", "10.0.0.3"]

    @Test func theClientIsTheLastHopThatIsNotATrustedProxy() {
        #expect(ClientAddressMiddleware.client(forwardedFor: ["203.0.113.9"], trusted: proxies) == "203.0.113.9")
        // What the client wrote itself comes first and is never believed.
        #expect(
            ClientAddressMiddleware.client(forwardedFor: ["1.1.1.1, 203.0.113.9, 10.0.0.3"], trusted: proxies)
                == "203.0.113.9")
        #expect(
            ClientAddressMiddleware.client(forwardedFor: ["1.1.1.1", "203.0.113.9"], trusted: proxies) == "203.0.113.9")
        #expect(ClientAddressMiddleware.client(forwardedFor: ["2001:db8::1"], trusted: proxies) == "2001:db8::1")
    }

    @Test func somethingThatIsNotAnAddressNamesNoClient() {
        #expect(ClientAddressMiddleware.client(forwardedFor: ["evil\nline"], trusted: proxies) == nil)
        #expect(ClientAddressMiddleware.client(forwardedFor: ["unknown"], trusted: proxies) == nil)
        #expect(ClientAddressMiddleware.client(forwardedFor: ["10.0.0.2"], trusted: proxies) == nil)
    }
}
