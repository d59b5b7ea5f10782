import APIServerTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Notifications
import Synchronization
import Testing

/// The Notifications page in its main states, checked against its recorded
/// HTML (ADR 0118): `__Snapshots__/PageSnapshotTests/` holds one text file
/// per state.
@Suite struct PageSnapshotTests {
    /// Sunday 22 November 2026, noon UTC: when every mail here is written.
    private static let day = Date(timeIntervalSince1970: 1_795_348_800)
    private static let account = UUID(uuidString: "6f1c1d4e-0d4b-4a53-9b55-2f0e4f1f9a10")!

    private func page(_ client: some TestClientProtocol) async throws -> String {
        try await client.execute(
            uri: "/notifications", method: .get, headers: [TestCaller.header: Self.account.uuidString]
        ) { String(buffer: $0.body) }
    }

    @Test func theMailPageEmptyAndWithAWelcomeAndABookingWaiting() async throws {
        let app = try await TestApp(now: { Self.day })
        try await app.test { client in
            PageSnapshot.check(try await page(client), named: "mail-none-yet")
        }
        // A second apart each time it is asked, so the newest comes first every run.
        let ticks = Mutex(0.0)
        let withMail = try await TestApp(now: {
            Self.day.addingTimeInterval(
                ticks.withLock {
                    $0 += 1
                    return $0
                })
        })
        try await withMail.factory.welcome([
            AccountNotice(
                cause: UUID(), accountID: Self.account,
                mailbox: Mailbox(address: "ada@example.com", name: "Ada <Lovelace>"))
        ])
        withMail.factory.mailboxes.add(Accounts(known: [Self.account: Mailbox(address: "ada@example.com")]))
        try await withMail.factory.bookingConfirmed([booking(Self.account)])
        try await withMail.test { client in
            PageSnapshot.check(try await page(client), named: "mail-waiting")
        }
    }
}
