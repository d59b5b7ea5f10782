import Foundation
import Route
import Testing

@Suite struct PathTemplateTests {
    @Test func rendersAndMatchesBack() {
        let template: PathTemplate = "/landmarks/{id}"
        let path = template.render(["id": "42"])
        #expect(path == "/landmarks/42")
        #expect(template.match(path) == ["id": "42"])
        #expect(template.routerPath == "/landmarks/:id")
        #expect(template.description == "/landmarks/{id}")
        #expect(template.parameterNames == ["id"])
    }

    @Test func encodesValuesThatWouldBreakThePath() {
        let template: PathTemplate = "/search/{term}"
        let path = template.render(["term": "a/b ?c"])
        #expect(path == "/search/a%2Fb%20%3Fc")
        #expect(template.match(path) == ["term": "a/b ?c"])
    }

    @Test func refusesOtherShapes() {
        let template: PathTemplate = "/landmarks/{id}"
        #expect(template.match("/landmarks") == nil)
        #expect(template.match("/landmarks/1/extra") == nil)
        #expect(template.match("/campsites/1") == nil)
    }

    @Test func rootTemplate() {
        let template: PathTemplate = "/"
        #expect(template.render() == "/")
        #expect(template.match("/") == [:])
    }
}

@Suite struct LocationTests {
    @Test func roundTripsPathAndQuery() throws {
        let location = Location(path: "/landmarks", query: [.init("q", "Crater & Lake"), .init("page", "2")])
        #expect(location.href == "/landmarks?q=Crater%20%26%20Lake&page=2")
        let parsed = try #require(Location(href: location.href))
        #expect(parsed == location)
        #expect(parsed.value(of: "q") == "Crater & Lake")
    }

    @Test func readsFormStylePlusAsSpace() throws {
        let parsed = try #require(Location(href: "/landmarks?q=grand+canyon"))
        #expect(parsed.value(of: "q") == "grand canyon")
    }

    @Test(arguments: [
        "https://evil.example/", "//evil.example/x", "/\\evil.example", "landmarks", "", "/a\u{0}b",
        "/x\r\nSet-Cookie: a=b",
    ])
    func refusesAnythingThatCouldLeaveTheSite(_ href: String) {
        #expect(Location(href: href) == nil)
    }

    @Test func dropsTheFragment() throws {
        #expect(try #require(Location(href: "/landmarks/3#map")).path == "/landmarks/3")
    }
}

@Suite struct NavigationEntryTests {
    @Test func marksItsOwnSubpagesCurrent() {
        let entry = NavigationEntry(title: "Landmarks", location: Location(path: "/landmarks"))
        #expect(entry.contains(path: "/landmarks"))
        #expect(entry.contains(path: "/landmarks/3"))
        #expect(!entry.contains(path: "/landmarks-archive"))
        #expect(!entry.contains(path: "/account"))
    }
}

@Suite struct PathValueTests {
    @Test(arguments: ["1", "42", "9223372036854775807"])
    func aCanonicalIDIsItsNumber(raw: String) {
        #expect(PathValue.positiveID(raw) == Int(raw))
    }

    @Test(arguments: ["", "0", "01", "+1", "-1", " 1", "1 ", "1.0", "١", "9223372036854775808", "0x1", "1e3"])
    func anyOtherSpellingIsNoID(raw: String) {
        #expect(PathValue.positiveID(raw) == nil)
    }

    @Test func aUUIDParsesInEitherCaseAndNothingElseDoes() {
        let id = UUID()
        #expect(PathValue.uuid(id.uuidString.lowercased()) == id)
        #expect(PathValue.uuid(id.uuidString) == id)
        #expect(PathValue.uuid("not-a-uuid") == nil)
    }
}

@Suite struct LocationHrefTests {
    @Test(arguments: [
        ("/landmarks/a b", "/landmarks/a%20b"), ("/é", "/%C3%A9"), ("/100%", "/100%25"), ("/a%20b", "/a%20b"),
        ("/q\"<x>", "/q%22%3Cx%3E"), ("/landmarks/1", "/landmarks/1"), ("/a:b@c;d=e", "/a:b@c;d=e"),
    ])
    func thePathIsEncodedWhereItMustBeAndOnlyOnce(path: String, href: String) {
        #expect(Location(path: path).href == href)
        #expect(Location(path: Location(path: path).href).href == href)
    }

    @Test func aReturnToWithSpacesAndQuotesComesBackAsAValidReference() throws {
        let location = try #require(Location(href: "/landmarks/a b\"?q=x y"))
        #expect(location.href == "/landmarks/a%20b%22?q=x%20y")
    }
}
