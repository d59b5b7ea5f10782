import APIServer
import FeatureContract
import FluentKit
import Hummingbird
import Testing

@testable import LandmarksHost

/// The host's feature list: a need of a feature that is not in it stops the
/// launch with the need and the asking line named, not on a request.
@Suite struct FeatureListTests {
    final class Trails: Feature {
        var name: String { "Trails" }
        func makeScene() throws -> RouteCollection<AppRequestContext> {
            RouteCollection(context: AppRequestContext.self)
        }
        func makeMigrations() -> [any Migration] { [] }
    }

    final class Campfires: Feature {
        var name: String { "Campfires" }
        func makeScene() throws -> RouteCollection<AppRequestContext> {
            RouteCollection(context: AppRequestContext.self)
        }
        func makeMigrations() -> [any Migration] { [] }
    }

    @Test func aFeatureInTheListIsFoundByItsType() throws {
        var list = FeatureList()
        list.add(Trails())
        list.add(Campfires())
        #expect(try list[Campfires.self].name == "Campfires")
        #expect(list.features.map(\.name) == ["Trails", "Campfires"])
    }

    @Test func aNeedOfAFeatureNotInTheListNamesTheNeedTheLineAndWhatIsThere() throws {
        var list = FeatureList()
        list.add(Trails())
        let asking: UInt = #line + 1
        let missing = try #require(throws: FeatureMissing.self) { try list[Campfires.self] }
        #expect(missing.line == asking)
        #expect(
            missing.description == "FeatureList.swift line \(asking) needs Campfires, which is not in the host's "
                + "feature list (Trails): add its line before the one that needs it")
    }
}
