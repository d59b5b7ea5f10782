import Auth
import HummingbirdTesting
import Testing

@Suite struct AuthAppFactoryTests {
    @Test func theFactoryOffersAccountLinksNoMenuEntryAndItsMigrations() async throws {
        let site = try await TestSite()
        #expect(site.factory.makeAppView() == nil)
        let links = try #require(site.factory.makeAccountLinks())
        #expect(links.logIn.href == "/login")
        #expect(links.logIn(returningTo: .init(path: "/landmarks/3")).href == "/login?returnTo=%2Flandmarks%2F3")
        #expect(
            site.factory.makeMigrations().map(\.name) == [
                "Auth.CreateUsers", "Auth.CreateAuthAttempts", "Auth.CreatePasswordResets", "Auth.AddAttemptLifetimes",
            ])
        try await site.test { client in
            let page = try await client.execute(uri: "/login", method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.init("Content-Security-Policy")!]?.contains("frame-ancestors 'none'") == true)
        }
    }
}
