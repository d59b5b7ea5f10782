import API
import LandmarksApi
import LandmarksDomain

// The server's side of the wire: domain values become wire models here, and a
// wire query becomes a domain filter here, so `LandmarksApi` stays free of
// the domain (ADR 0033).

extension LandmarkDTO {
    init(_ landmark: Landmark, isFavorite: Bool? = nil) {
        self.init(
            id: landmark.id, name: landmark.name, park: landmark.park, state: landmark.state,
            category: landmark.category.rawValue, description: landmark.description,
            latitude: landmark.coordinate.latitude, longitude: landmark.coordinate.longitude,
            campsiteCount: landmark.campsiteCount, nightlyFeeCents: landmark.nightlyFee, url: LandmarkPaths.detail.render(["id": String(landmark.id)]),
            isFavorite: isFavorite)
    }
}

extension CategoryDTO {
    init(_ summary: CategorySummary) {
        self.init(id: summary.category.rawValue, title: summary.category.title, count: summary.count)
    }
}

extension LandmarkFilter {
    /// The domain's filter for a list query, or a 422 naming each field that
    /// breaks its rules (the category and the search together).
    init(_ input: ListLandmarksInput) throws(Problem) {
        var issues: [FieldIssue] = []
        var category: LandmarkCategory?
        do {
            category = try LandmarkFilter.category(named: input.category)
        } catch {
            issues.append(FieldIssue(field: "category", message: error.message))
        }
        do {
            self = try LandmarkFilter(category: category, search: input.search)
        } catch {
            issues.append(FieldIssue(field: "q", message: error.message))
            throw Problem.unprocessable(issues)
        }
        if !issues.isEmpty { throw Problem.unprocessable(issues) }
    }
}
