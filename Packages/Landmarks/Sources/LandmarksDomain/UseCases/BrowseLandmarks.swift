/// The use cases of browsing: the filtered list, one landmark, the categories.
package struct BrowseLandmarks: Sendable {
    private let repository: any LandmarkRepository

    package init(repository: any LandmarkRepository) {
        self.repository = repository
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
