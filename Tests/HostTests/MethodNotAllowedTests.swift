import API
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import LandmarksHost

/// A method a known path does not take is a 405 that lists, in `Allow`,
/// those it does; an unknown path is still a 404 (ADR 0104).
@Suite struct MethodNotAllowedTests {
    @Test func aMethodAKnownPathDoesNotTakeIs405WithAllow() async throws {
        try await makeInMemoryHost().test(.router) { client in
            for method in [HTTPRequest.Method.trace, .delete, .options] {
                try await client.execute(uri: "/api/v1/landmarks", method: method) { response in
                    #expect(response.status == .methodNotAllowed, "\(method)")
                    #expect(response.headers[.allow] == "GET, HEAD", "\(method)")
                    #expect(response.headers[.contentType] == Problem.contentType, "\(method)")
                }
            }
            // A path with a capture, and two methods of its own.
            try await client.execute(uri: "/api/v1/landmarks/3/favorite", method: .post) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "DELETE, PUT")
            }
            // A page answers in the layout, and lists its methods too.
            try await client.execute(uri: "/landmarks", method: .trace) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD")
                #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
            }
            try await client.execute(uri: "/api/v1/no-such-thing", method: .trace) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.allow] == nil)
            }
        }
    }
}
