import APIServer
import APIServerTesting
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PageLayout
import Route
import Testing

@Suite struct PageResponsesTests {
    private func makeApp(withAccounts: Bool) throws -> some ApplicationProtocol {
        let layout = try PageLayout(menu: NavigationMenu())
        if withAccounts {
            layout.accountLinks = AccountLinks(
                logIn: Location(path: "/login"), signUp: Location(path: "/signup"), account: Location(path: "/account"),
                logOut: Location(path: "/logout"), returnToParameter: "returnTo")
        }
        let responses = PageResponses(layout: layout)
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: TestCaller())
        router.get("/mine") { request, context in
            guard context.caller != nil else {
                return responses.toLogIn(
                    returningTo: Location(path: "/mine", query: [.init("tab", "a b")]), request, context,
                    unavailable: PageMessage(
                        "Not available", "Nobody can sign in here.", backHref: "/", backTitle: "Home"))
            }
            return responses.message(
                PageMessage("Gone", "It was <removed>.", backHref: "/list", backTitle: "The list"), request, context,
                status: .gone)
        }
        return Application(router: router)
    }

    @Test func aMessageIsAPageInTheLayoutWithItsStatus() async throws {
        try await makeApp(withAccounts: true).test(.router) { client in
            let response = try await client.execute(
                uri: "/mine", method: .get, headers: [TestCaller.header: "5f0c3d1e-8a51-4a8e-9d86-0d5f1c2b3a4d"])
            let body = String(buffer: response.body)
            #expect(response.status == .gone)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(body.contains("<title>Gone · Landmarks</title>"))
            #expect(body.contains("<p>It was &lt;removed&gt;.</p>"))
            #expect(body.contains(#"<a href="/list">The list</a>"#))
            #expect(body.contains("Tester"))
        }
    }

    @Test func anAnonymousVisitorIsSentToLogInAndBack() async throws {
        try await makeApp(withAccounts: true).test(.router) { client in
            let response = try await client.execute(uri: "/mine", method: .get)
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/login?returnTo=%2Fmine%3Ftab%3Da%2520b")
        }
    }

    @Test func withNoWayToLogInTheVisitorIsToldSo() async throws {
        try await makeApp(withAccounts: false).test(.router) { client in
            let response = try await client.execute(uri: "/mine", method: .get)
            #expect(response.status == .notFound)
            #expect(String(buffer: response.body).contains("<h1>Not available</h1>"))
        }
    }
}
