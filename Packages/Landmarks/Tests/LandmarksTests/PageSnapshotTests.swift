import APIServerTesting
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Every Landmarks page in its main states, checked against its recorded
/// HTML (ADR 0118): `__Snapshots__/PageSnapshotTests/` holds one text file
/// per state, so a template change shows as a line diff in review.
@Suite struct PageSnapshotTests {
    private func page(_ client: some TestClientProtocol, _ uri: String, signedIn: Bool = false) async throws -> String {
        let headers: HTTPFields = signedIn ? [TestCaller.header: "00000000-0000-0000-0000-00000000ada0"] : [:]
        return try await client.execute(uri: uri, method: .get, headers: headers) { String(buffer: $0.body) }
    }

    @Test func theListSignedOutAndInEmptyAndRefused() async throws {
        try await TestApp().test { client in
            PageSnapshot.check(try await page(client, "/landmarks"), named: "list-signed-out")
            PageSnapshot.check(
                try await page(client, "/landmarks?category=lake", signedIn: true), named: "list-signed-in")
            PageSnapshot.check(try await page(client, "/landmarks?q=nothing-is-called-this"), named: "list-empty")
            PageSnapshot.check(try await page(client, "/landmarks?category=volcano"), named: "list-refused")
            PageSnapshot.check(try await page(client, "/landmarks?sort=nearest&near=1"), named: "list-nearest")
            PageSnapshot.check(try await page(client, "/landmarks?q=near+Las+Vegas"), named: "list-near-a-town")
        }
    }

    @Test func aLandmarkTheCategoriesAndFavorites() async throws {
        try await TestApp().test { client in
            PageSnapshot.check(try await page(client, "/landmarks/1"), named: "landmark-signed-out")
            PageSnapshot.check(try await page(client, "/landmarks/1", signedIn: true), named: "landmark-signed-in")
            PageSnapshot.check(try await page(client, "/landmarks/25"), named: "landmark-nobody-camps")
            PageSnapshot.check(try await page(client, "/landmarks/999999"), named: "landmark-not-found")
            PageSnapshot.check(try await page(client, "/categories"), named: "categories")
            PageSnapshot.check(try await page(client, "/favorites", signedIn: true), named: "favorites-empty")
        }
    }
}
