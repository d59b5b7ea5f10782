import Route
import SampleApi

/// Every page of this feature, as a value.
enum SamplePage: PageRoute {
    case list

    var location: Location {
        switch self {
        case .list: Location(path: SamplePaths.page.render())
        }
    }

    init?(location: Location) {
        guard SamplePaths.page.match(location.path) != nil else { return nil }
        self = .list
    }
}
