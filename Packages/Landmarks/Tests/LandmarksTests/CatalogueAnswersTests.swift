import API
import APIServerTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LandmarksApi
import Synchronization
import Testing

/// The catalogue's shared answers: one encoding per revision for anonymous
/// callers, revalidated by ETag; personal answers never shared.
@Suite struct CatalogueAnswersTests {
    @Test func anAnonymousListCarriesAnETagAndA304ForAClientThatHasIt() async throws {
        try await TestApp().test { client in
            let first = try await client.execute(uri: "/api/v1/landmarks?category=lake", method: .get)
            #expect(first.status == .ok)
            let etag = try #require(first.headers[.eTag])
            #expect(first.headers[.cacheControl] == "no-cache")
            #expect(first.headers[.vary] == "Authorization, Cookie")
            let again = try await client.execute(uri: "/api/v1/landmarks?category=lake", method: .get)
            #expect(again.headers[.eTag] == etag)
            #expect(Data(buffer: again.body) == Data(buffer: first.body))
            let revalidated = try await client.execute(
                uri: "/api/v1/landmarks?category=lake", method: .get, headers: [.ifNoneMatch: "W/\(etag)"])
            #expect(revalidated.status == .notModified)
            #expect(revalidated.body.readableBytes == 0)
            let other = try await client.execute(uri: "/api/v1/landmarks?category=mountain", method: .get)
            #expect(other.headers[.eTag] != etag)
            let stale = try await client.execute(
                uri: "/api/v1/landmarks?category=mountain", method: .get, headers: [.ifNoneMatch: etag])
            #expect(stale.status == .ok)
        }
    }

    @Test func aSignedInCallerGetsTheirOwnAnswerNeverTheSharedOne() async throws {
        let user = UUID().uuidString
        try await TestApp().test { client in
            let anonymous = try await client.execute(uri: "/api/v1/landmarks/1", method: .get)
            let etag = try #require(anonymous.headers[.eTag])
            _ = try await client.execute(
                uri: "/api/v1/landmarks/1/favorite", method: .put, headers: [TestCaller.header: user])
            let mine = try await client.execute(
                uri: "/api/v1/landmarks/1", method: .get,
                headers: [TestCaller.header: user, .ifNoneMatch: etag])
            #expect(mine.status == .ok)
            #expect(mine.headers[.eTag] == nil)
            let landmark = try APIJSON.decoder().decode(LandmarkDTO.self, from: Data(buffer: mine.body))
            #expect(landmark.isFavorite == true)
            let stillShared = try await client.execute(uri: "/api/v1/landmarks/1", method: .get)
            let shared = try APIJSON.decoder().decode(LandmarkDTO.self, from: Data(buffer: stillShared.body))
            #expect(shared.isFavorite == nil)
        }
    }

    @Test func aSignedInListIsReusedOnlyByCallersKeepingTheSameLandmarks() async throws {
        let ada = UUID().uuidString
        let grace = UUID().uuidString
        try await TestApp().test { client in
            func list(_ user: String) async throws -> (response: TestResponse, favorites: [Int]) {
                let response = try await client.execute(
                    uri: "/api/v1/landmarks?category=lake", method: .get, headers: [TestCaller.header: user])
                #expect(response.status == .ok)
                let page = try APIJSON.decoder().decode(Page<LandmarkDTO>.self, from: Data(buffer: response.body))
                #expect(page.items.allSatisfy { $0.isFavorite != nil })
                return (response, page.items.filter { $0.isFavorite == true }.map(\.id))
            }
            let before = try await list(ada)
            #expect(before.favorites.isEmpty)
            // Kept, but for the caller's own client only.
            #expect(before.response.headers[.cacheControl] == "private, no-cache")
            #expect(before.response.headers[.eTag] != nil)
            let page = try APIJSON.decoder().decode(Page<LandmarkDTO>.self, from: Data(buffer: before.response.body))
            let kept = try #require(page.items.last).id

            _ = try await client.execute(
                uri: "/api/v1/landmarks/\(kept)/favorite", method: .put, headers: [TestCaller.header: ada])
            #expect(try await list(ada).favorites == [kept])
            #expect(try await list(grace).favorites.isEmpty)
            _ = try await client.execute(
                uri: "/api/v1/landmarks/\(kept)/favorite", method: .put, headers: [TestCaller.header: grace])
            let hers = try await list(grace)
            #expect(hers.favorites == [kept])
            // The same favorites, the same question: the same bytes.
            let his = try await list(ada)
            #expect(his.response.headers[.eTag] == hers.response.headers[.eTag])
            #expect(his.response.headers[.eTag] != before.response.headers[.eTag])
            _ = try await client.execute(
                uri: "/api/v1/landmarks/\(kept)/favorite", method: .delete, headers: [TestCaller.header: ada])
            #expect(try await list(ada).favorites.isEmpty)
            #expect(try await list(grace).favorites == [kept])

            let anonymous = try await client.execute(uri: "/api/v1/landmarks?category=lake", method: .get)
            let shared = try APIJSON.decoder().decode(Page<LandmarkDTO>.self, from: Data(buffer: anonymous.body))
            #expect(shared.items.allSatisfy { $0.isFavorite == nil })
            #expect(anonymous.headers[.eTag] != nil)
        }
    }

    @Test func aSearchWithAQuoteAndACombiningMarkIsShownInItsFieldAndAddsNoAttribute() async throws {
        // `"` then U+0338: one Swift Character, two code points for a browser.
        try await TestApp().test { client in
            let page = try await client.execute(uri: "/landmarks?q=%22%CC%B8%20autofocus", method: .get)
            #expect(page.status == .ok)
            let html = String(buffer: page.body)
            let (escaped, raw) = ("value=\"&quot;\u{0338} autofocus\"", "\"\u{0338} autofocus")
            #expect(html.contains(escaped))
            #expect(!html.contains(raw))
        }
    }

    @Test func anAnonymousPageIsTheSameOnEveryVisitAndASignedInOneIsPersonal() async throws {
        let user = UUID().uuidString
        try await TestApp().test { client in
            let first = try await client.execute(uri: "/landmarks?q=lake", method: .get)
            let second = try await client.execute(uri: "/landmarks?q=lake", method: .get)
            #expect(first.status == .ok)
            #expect(String(buffer: first.body) == String(buffer: second.body))
            #expect(String(buffer: first.body).contains("Crater Lake"))
            let signedIn = try await client.execute(
                uri: "/landmarks?q=lake", method: .get, headers: [TestCaller.header: user])
            #expect(String(buffer: signedIn.body).contains(TestCaller.csrfToken))
            #expect(!String(buffer: first.body).contains(TestCaller.csrfToken))
            let missing = try await client.execute(uri: "/landmarks/999999", method: .get)
            #expect(missing.status == .notFound)
        }
    }

    static func visit(_ client: any TestClientProtocol, as user: UUID, named name: String, token: String) async throws
        -> String
    {
        let response = try await client.execute(
            uri: "/landmarks?q=lake", method: .get,
            headers: [TestCaller.header: user.uuidString, TestCaller.nameHeader: name, TestCaller.csrfHeader: token])
        #expect(response.status == .ok)
        return String(buffer: response.body)
    }

    @Test func aSignedInPageSharedByTwoPeopleCarriesEachOnesNameAndTokenEscapedAsAFreshRenderWould() async throws {
        let ada = UUID()
        let grace = UUID()
        let kept = Mutex("")
        try await TestApp().test { client in
            let hers = try await Self.visit(client, as: ada, named: "Ada <\"&'> Lovelace", token: "token-of-ada")
            #expect(hers.contains("Ada &lt;&quot;&amp;&#39;&gt; Lovelace"))
            #expect(!hers.contains("Ada <"))
            #expect(hers.contains("token-of-ada"))
            // Grace keeps what Ada keeps (nothing): her page comes from the one
            // rendered for Ada, with her own name and token in it.
            let page = try await Self.visit(client, as: grace, named: "Grace", token: "token-of-grace")
            #expect(!page.contains("Lovelace"))
            #expect(!page.contains("token-of-ada"))
            #expect(page.contains("token-of-grace"))
            kept.withLock { $0 = page }
        }
        // Rendered for Grace alone, on a host that kept nothing: the same bytes.
        try await TestApp().test { client in
            let fresh = try await Self.visit(client, as: grace, named: "Grace", token: "token-of-grace")
            #expect(fresh == kept.withLock { $0 })
        }
    }

    @Test func aSignedInErrorPageKeepsItsStatusAndIsNotReusedForAGoodAddress() async throws {
        let user = UUID().uuidString
        try await TestApp().test { client in
            let bad = try await client.execute(
                uri: "/landmarks?page=zero", method: .get, headers: [TestCaller.header: user])
            #expect(bad.status == .badRequest)
            let again = try await client.execute(
                uri: "/landmarks?page=zero", method: .get, headers: [TestCaller.header: user])
            #expect(again.status == .badRequest)
            let good = try await client.execute(
                uri: "/landmarks?page=1", method: .get, headers: [TestCaller.header: user])
            #expect(good.status == .ok)
        }
    }
}
