import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct LandmarkPagesTests {
    @Test func theListShowsLandmarksWithLinksToTheirPages() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/landmarks", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let html = String(buffer: response.body)
                #expect(html.contains("<h1>Landmarks</h1>"))
                #expect(html.contains(#"id="result-count">37 landmarks"#))
                #expect(html.contains(">Anhinga Trail</a>"))
                #expect(html.contains(#"rel="next" href="/landmarks?page=2""#))
                #expect(html.contains(#"<a href="/landmarks" aria-current="page">Landmarks</a>"#))
            }
        }
    }

    @Test func theCategoryFilterAndSearchNarrowTheList() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/landmarks?category=lake&q=crater", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(html.contains(#"id="result-count">1 landmark<"#))
                #expect(html.contains(">Crater Lake</a>"))
                #expect(html.contains(#"<option value="lake" selected>"#))
                #expect(html.contains(#"value="crater""#))
            }
        }
    }

    @Test func anUnknownCategoryShowsTheFormAgainWithAMessage() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/landmarks?category=volcano", method: .get) { response in
                #expect(response.status == .badRequest)
                let html = String(buffer: response.body)
                #expect(html.contains(##"<a href="#category">There is no category &quot;volcano&quot;"##))
                #expect(html.contains("<form"))
            }
        }
    }

    @Test func whatSomeoneTypedIsShownEscaped() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/landmarks?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E", method: .get) {
                response in
                let html = String(buffer: response.body)
                #expect(!html.contains("<script>alert(1)"))
                #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            }
        }
    }

    @Test func aTenKilobyteSearchIsRefusedWithAMessage() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/landmarks?q=" + String(repeating: "a", count: 10_240), method: .get) {
                response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("Search for at most 100 characters."))
            }
        }
    }

    @Test(arguments: ["-1", "abc", "0"])
    func aMalformedPageNumberIs400(_ page: String) async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/landmarks?page=\(page)", method: .get) { response in
                #expect(response.status == .badRequest)
            }
        }
    }

    @Test func aPageBeyondTheLastIs404ButStillAPage() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/landmarks?page=99", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains("No landmarks match."))
            }
        }
    }

    @Test func theDetailPageShowsTheLandmark() async throws {
        try await TestApp().test { client in
            let href = try await client.execute(uri: "/landmarks?q=half+dome", method: .get) { response in
                let html = String(buffer: response.body)
                let match = try #require(html.firstMatch(of: /href="(\/landmarks\/\d+)">Half Dome/))
                return String(match.1)
            }
            try await client.execute(uri: href, method: .get) { response in
                #expect(response.status == .ok)
                let html = String(buffer: response.body)
                #expect(html.contains("<h1>Half Dome</h1>"))
                #expect(html.contains("Yosemite National Park, California"))
                #expect(html.contains(#"<dd id="campsites">4</dd>"#))
                // Half Dome is a mountain: $25 a tent site until an import names its own
                // fee, an RV site half as much again; it has no group or walk-in site.
                #expect(html.contains(#"<dd id="nightly-fee">$25 a tent site, $37 an RV site</dd>"#))
                #expect(html.contains("<title>Half Dome · Landmarks</title>"))
            }
        }
    }

    @Test(arguments: [
        "/landmarks/999999", "/landmarks/abc", "/landmarks/-1", "/landmarks/99999999999999999999999", "/landmarks/01",
        "/landmarks/+1", "/landmarks/9223372036854775807",
    ])
    func anUnknownOrMalformedIdIsA404Page(_ path: String) async throws {
        try await TestApp().test { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains("Landmark not found"))
            }
        }
    }

    @Test func theCategoriesPageCountsEachCategory() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/categories", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(html.contains(#"<a href="/landmarks?category=lake">Lakes</a>"#))
                let counts = html.matches(of: /class="count">(\d+)</).compactMap { Int($0.1) }
                #expect(counts.count == 7)
                #expect(counts.reduce(0, +) == 37)
            }
        }
    }
}
