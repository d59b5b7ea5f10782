import API
import APIServerTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LandmarksApi
import Testing

private func user(_ id: UUID) -> HTTPFields { [TestCaller.header: id.uuidString] }

private func form(_ id: UUID, _ body: String) -> (HTTPFields, ByteBuffer) {
    var headers = user(id)
    headers[.contentType] = "application/x-www-form-urlencoded"
    return (headers, ByteBuffer(string: body))
}

@Suite struct FavoritesPagesTests {
    @Test func anAnonymousVisitorsHeartLinksToLogInAndBackToTheLandmark() async throws {
        try await TestApp().test { client in
            let response = try await client.execute(uri: "/landmarks/1", method: .get)
            let html = String(buffer: response.body)
            #expect(
                html.contains(
                    #"<a class="heart" href="/login?returnTo=%2Flandmarks%2F1" data-landmark="1">♡"# + #" Save</a>"#)
            )
            #expect(!html.contains("My favorites"))
        }
    }

    @Test func withoutAnAccountFeatureThereAreNoHearts() async throws {
        try await TestApp(withAccounts: false).test { client in
            let html = String(buffer: try await client.execute(uri: "/landmarks/1", method: .get).body)
            #expect(!html.contains("class=\"heart\""))
            let favorites = try await client.execute(uri: "/favorites", method: .get)
            #expect(favorites.status == .notFound)
        }
    }

    @Test func pressingTheHeartKeepsTheLandmarkAndGoesBack() async throws {
        let ada = UUID()
        try await TestApp().test { client in
            let before = String(
                buffer: try await client.execute(uri: "/landmarks/1", method: .get, headers: user(ada)).body)
            #expect(before.contains(#"action="/landmarks/1/favorite""#))
            #expect(before.contains(#"<input type="hidden" name="_csrf" value="test-csrf-token">"#))
            #expect(before.contains(#"aria-pressed="false""#))

            let (headers, body) = form(ada, "_csrf=test-csrf-token&returnTo=%2Flandmarks%3Fpage%3D2")
            let pressed = try await client.execute(
                uri: "/landmarks/1/favorite", method: .post, headers: headers, body: body)
            #expect(pressed.status == .seeOther)
            #expect(pressed.headers[.location] == "/landmarks?page=2")

            let after = String(
                buffer: try await client.execute(uri: "/landmarks/1", method: .get, headers: user(ada)).body)
            #expect(after.contains(#"action="/landmarks/1/unfavorite""#))
            #expect(after.contains("♥ Saved"))
            let mine = String(
                buffer: try await client.execute(uri: "/favorites", method: .get, headers: user(ada)).body)
            #expect(mine.contains("1 landmark kept"))
            #expect(mine.contains(#"href="/landmarks/1""#))
            // Someone else keeps nothing.
            let theirs = String(
                buffer: try await client.execute(uri: "/favorites", method: .get, headers: user(UUID())).body)
            #expect(theirs.contains("Nothing kept yet"))

            let (again, againBody) = form(ada, "_csrf=test-csrf-token&returnTo=https%3A%2F%2Fevil.example%2F")
            let unpressed = try await client.execute(
                uri: "/landmarks/1/unfavorite", method: .post, headers: again, body: againBody)
            #expect(unpressed.headers[.location] == "/landmarks/1")
            let gone = String(
                buffer: try await client.execute(uri: "/favorites", method: .get, headers: user(ada)).body)
            #expect(gone.contains("Nothing kept yet"))
        }
    }

    @Test func anAnonymousHeartPressOrFavoritesVisitIsSentToLogIn() async throws {
        try await TestApp().test { client in
            let pressed = try await client.execute(
                uri: "/landmarks/4/favorite", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "_csrf=x"))
            #expect(pressed.status == .seeOther)
            #expect(pressed.headers[.location] == "/login?returnTo=%2Flandmarks%2F4")
            let page = try await client.execute(uri: "/favorites", method: .get)
            #expect(page.headers[.location] == "/login?returnTo=%2Ffavorites")
        }
    }

    @Test(arguments: ["/landmarks/99999/favorite", "/landmarks/01/favorite", "/landmarks/+1/favorite"])
    func anUnknownOrMisspeltLandmarksHeartIs404(uri: String) async throws {
        let (headers, body) = form(UUID(), "_csrf=test-csrf-token")
        try await TestApp().test { client in
            let response = try await client.execute(uri: uri, method: .post, headers: headers, body: body)
            #expect(response.status == .notFound)
            #expect(String(buffer: response.body).contains("<h1>Landmark not found</h1>"))
        }
    }

    @Test func keepingAndForgettingAreLoggedWithIDsOnly() async throws {
        let ada = UUID()
        let app = try await TestApp()
        try await app.test { client in
            for action in ["favorite", "unfavorite"] {
                let (headers, body) = form(ada, "_csrf=test-csrf-token")
                _ = try await client.execute(uri: "/landmarks/3/\(action)", method: .post, headers: headers, body: body)
            }
        }
        #expect(
            app.log.events("favorite.kept").map(\.metadata) == [
                ["event": "favorite.kept", "landmark.id": "3", "user.id": ada.uuidString]
            ])
        #expect(app.log.events("favorite.forgotten").count == 1)
    }
}

@Suite struct FavoritesAPITests {
    private func decode<T: Decodable>(_ type: T.Type, _ response: TestResponse) throws -> T {
        try APIJSON.decoder().decode(type, from: Data(buffer: response.body))
    }

    @Test func putAndDeleteKeepAndForgetAndTheListSaysSo() async throws {
        let ada = UUID()
        try await TestApp().test { client in
            #expect(
                try await client.execute(uri: "/api/v1/landmarks/2/favorite", method: .put, headers: user(ada)).status
                    == .noContent)
            #expect(
                try await client.execute(uri: "/api/v1/landmarks/2/favorite", method: .put, headers: user(ada)).status
                    == .noContent)
            let one = try decode(
                LandmarkDTO.self, try await client.execute(uri: "/api/v1/landmarks/2", method: .get, headers: user(ada))
            )
            #expect(one.isFavorite == true)
            let list = try decode(
                Page<LandmarkDTO>.self,
                try await client.execute(uri: "/api/v1/landmarks?perPage=100", method: .get, headers: user(ada)))
            #expect(list.items.filter { $0.isFavorite == true }.map(\.id) == [2])
            #expect(list.items.allSatisfy { $0.isFavorite != nil })
            let mine = try decode(
                [LandmarkDTO].self, try await client.execute(uri: "/api/v1/favorites", method: .get, headers: user(ada))
            )
            #expect(mine.map(\.id) == [2])
            #expect(
                try await client.execute(uri: "/api/v1/landmarks/2/favorite", method: .delete, headers: user(ada))
                    .status == .noContent)
            let after = try decode(
                [LandmarkDTO].self, try await client.execute(uri: "/api/v1/favorites", method: .get, headers: user(ada))
            )
            #expect(after.isEmpty)
        }
    }

    @Test func anonymousCallersSeeNoFavoriteFieldAndCannotKeepOne() async throws {
        try await TestApp().test { client in
            let one = try await client.execute(uri: "/api/v1/landmarks/2", method: .get)
            #expect(!String(buffer: one.body).contains("isFavorite"))
            let put = try await client.execute(uri: "/api/v1/landmarks/2/favorite", method: .put)
            #expect(put.status == .unauthorized)
            #expect(put.headers[.contentType] == Problem.contentType)
            #expect(try await client.execute(uri: "/api/v1/favorites", method: .get).status == .unauthorized)
        }
    }

    @Test(arguments: [
        ("/api/v1/landmarks/99999/favorite", 404), ("/api/v1/landmarks/abc/favorite", 400),
        ("/api/v1/landmarks/-1/favorite", 400),
    ])
    func badIdsAreProblems(_ uri: String, _ status: Int) async throws {
        try await TestApp().test { client in
            let response = try await client.execute(uri: uri, method: .put, headers: user(UUID()))
            #expect(response.status.code == status)
            #expect(response.headers[.contentType] == Problem.contentType)
        }
    }

    @Test func forgettingAnAccountsFavoritesDeletesOnlyThatPersons() async throws {
        let ada = UUID()
        let grace = UUID()
        let app = try await TestApp()
        let (factory, store) = (app.factory, app.store)
        try await app.test { client in
            _ = try await client.execute(uri: "/api/v1/landmarks/2/favorite", method: .put, headers: user(ada))
            _ = try await client.execute(uri: "/api/v1/landmarks/3/favorite", method: .put, headers: user(grace))
            let database = store.database()
            try await database.transaction { try await factory.forgetFavorites(of: ada, on: $0) }
            let adas = try decode(
                [LandmarkDTO].self, try await client.execute(uri: "/api/v1/favorites", method: .get, headers: user(ada))
            )
            let graces = try decode(
                [LandmarkDTO].self,
                try await client.execute(uri: "/api/v1/favorites", method: .get, headers: user(grace)))
            #expect(adas.isEmpty)
            #expect(graces.map(\.id) == [3])
        }
    }
}
