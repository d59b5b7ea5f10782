/// The use cases of browsing: the filtered list, one landmark, the categories.
package struct BrowseLandmarks: Sendable {
    private let repository: any LandmarkRepository
    /// Asked for on the first search that names no landmark, not when the
    /// use case is made (at start-up): reading every place takes a while.
    private let gazetteer: @Sendable () -> Gazetteer

    package init(repository: any LandmarkRepository, gazetteer: @escaping @Sendable () -> Gazetteer = { .empty }) {
        self.repository = repository
        self.gazetteer = gazetteer
    }

    /// The filter as asked or, when its search names a US place and no
    /// landmark ("Denver"), or asks what is near one ("near Las Vegas"), the
    /// same filter without the search, nearest to the place first (or by
    /// price, when that was asked), with the place. A filter ordered nearest
    /// to a landmark keeps its search.
    package func readingPlaces(_ filter: LandmarkFilter) async throws -> PlaceSearch {
        guard let search = filter.search, filter.order == .name || filter.order == .price else {
            return PlaceSearch(filter: filter, place: nil)
        }
        if !Gazetteer.asksNear(search) {
            let catalogue = try await repository.catalogue()
            if catalogue.list(filter, offset: 0, limit: 1).total > 0 { return PlaceSearch(filter: filter, place: nil) }
        }
        guard let place = gazetteer().place(named: search) else { return PlaceSearch(filter: filter, place: nil) }
        let order = filter.order == .price ? LandmarkOrder.price : .nearestToPoint(place.coordinate)
        let byPlace = try LandmarkFilter(
            category: filter.category, search: nil, excludingFull: filter.excludingFull, order: order)
        return PlaceSearch(filter: byPlace, place: place)
    }

    /// The catalogue every answer below comes from; its revision tells callers
    /// when an answer they kept has gone stale.
    package func catalogue() async throws -> LandmarkCatalogue {
        try await repository.catalogue()
    }

    /// Throws `unknownNearLandmark` when the order measures from a landmark
    /// the catalogue does not hold.
    package func list(_ filter: LandmarkFilter, offset: Int, limit: Int) async throws -> (
        landmarks: [Landmark], total: Int
    ) {
        let catalogue = try await repository.catalogue()
        if case .nearest(let id) = filter.order, catalogue.find(id: id) == nil {
            throw LandmarksError.unknownNearLandmark(String(id))
        }
        return catalogue.list(filter, offset: max(0, offset), limit: max(1, limit))
    }

    /// Every landmark that matches, in the filter's order: what a map of the
    /// whole result shows, and what a page is cut from.
    package func everyMatch(_ filter: LandmarkFilter) async throws -> [Landmark] {
        let count = try await repository.catalogue().landmarks.count
        return try await list(filter, offset: 0, limit: max(1, count)).landmarks
    }

    /// The landmark, or `LandmarksError.notFound`.
    package func landmark(id: Int) async throws -> Landmark {
        guard id > 0, let landmark = try await repository.catalogue().find(id: id) else {
            throw LandmarksError.notFound(id: id)
        }
        return landmark
    }

    /// Where to camp instead of at a landmark without campsites: the three
    /// nearest that have them. Empty for a landmark with campsites.
    package func campingNearby(_ landmark: Landmark) async throws -> [CampingNearby] {
        guard landmark.campsiteCount == 0 else { return [] }
        return try await repository.catalogue().campingNearby(landmark, limit: 3)
    }

    /// Every category in display order, with its count (zero included, so the
    /// overview always shows the whole set).
    package func categories() async throws -> [CategorySummary] {
        let counts = try await repository.catalogue().countByCategory()
        return LandmarkCategory.allCases.map { CategorySummary(category: $0, count: counts[$0] ?? 0) }
    }
}

package struct CategorySummary: Sendable, Equatable {
    package var category: LandmarkCategory
    package var count: Int

    package init(category: LandmarkCategory, count: Int) {
        self.category = category
        self.count = count
    }
}

/// A filter read for a place its search names: what to list, and the place
/// (nil when the search is only a search).
package struct PlaceSearch: Sendable {
    package let filter: LandmarkFilter
    package let place: Place?
}
