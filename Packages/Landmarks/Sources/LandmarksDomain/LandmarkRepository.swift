/// Where landmarks are kept. The Data layer stores them in the database; tests
/// use a fake.
public protocol LandmarkRepository: Sendable {
    /// One page of the landmarks that match, ordered by name, and how many match in all.
    func list(_ filter: LandmarkFilter, offset: Int, limit: Int) async throws -> (landmarks: [Landmark], total: Int)
    func find(id: Int) async throws -> Landmark?
    /// How many landmarks each category has; categories with none are left out.
    func countByCategory() async throws -> [LandmarkCategory: Int]
}
