import LandmarksApi
import LandmarksDomain
import Route

/// Every page of the Landmarks feature, as a value.
enum LandmarksPage: PageRoute {
    /// The list. Every value is kept as typed, so the page can show it back
    /// with a message when it is not valid; an empty one is absent.
    case list(
        category: String? = nil, search: String? = nil, page: Int = 1, checkIn: String? = nil, checkOut: String? = nil,
        guests: String? = nil, sort: String? = nil, near: String? = nil)
    case categories
    case detail(id: Int)
    case favorites
    /// Where a landmark's heart posts to keep it, or to forget it.
    case favorite(id: Int)
    case unfavorite(id: Int)

    var location: Location {
        switch self {
        case .list(let category, let search, let page, let checkIn, let checkOut, let guests, let sort, let near):
            let named = [
                ("category", category), ("q", search), ("checkIn", checkIn), ("checkOut", checkOut), ("guests", guests),
                ("sort", sort), ("near", near), ("page", page == 1 ? nil : String(page)),
            ]
            let query = named.compactMap { name, value in
                value.flatMap { $0.isEmpty ? nil : Location.QueryItem(name, $0) }
            }
            return Location(path: LandmarkPaths.list.render(), query: query)
        case .categories:
            return Location(path: LandmarkPaths.categories.render())
        case .detail(let id):
            return Location(path: LandmarkPaths.detail.render(["id": String(id)]))
        case .favorites:
            return Location(path: LandmarkPaths.favorites.render())
        case .favorite(let id):
            return Location(path: LandmarkPaths.favorite.render(["id": String(id)]))
        case .unfavorite(let id):
            return Location(path: LandmarkPaths.unfavorite.render(["id": String(id)]))
        }
    }

    /// Nil when the location is not one of these pages, or its page number or id
    /// is malformed.
    init?(location: Location) {
        if LandmarkPaths.list.match(location.path) != nil {
            let rawPage = location.value(of: "page") ?? "1"
            guard rawPage.count <= 9, let page = Int(rawPage), page >= 1 else { return nil }
            self = .list(
                category: location.value(of: "category"), search: location.value(of: "q"), page: page,
                checkIn: location.value(of: "checkIn"), checkOut: location.value(of: "checkOut"),
                guests: location.value(of: "guests"), sort: location.value(of: "sort"), near: location.value(of: "near")
            )
        } else if LandmarkPaths.categories.match(location.path) != nil {
            self = .categories
        } else if LandmarkPaths.favorites.match(location.path) != nil {
            self = .favorites
        } else if let id = Self.id(LandmarkPaths.detail, location) {
            self = .detail(id: id)
        } else if let id = Self.id(LandmarkPaths.favorite, location) {
            self = .favorite(id: id)
        } else if let id = Self.id(LandmarkPaths.unfavorite, location) {
            self = .unfavorite(id: id)
        } else {
            return nil
        }
    }

    private static func id(_ template: PathTemplate, _ location: Location) -> Int? {
        template.match(location.path)?["id"].flatMap(PathValue.positiveID)
    }

    /// The landmark a detail page or a heart's action is about.
    var landmarkID: Int? {
        switch self {
        case .detail(let id), .favorite(let id), .unfavorite(let id): id
        default: nil
        }
    }
}
