/// Where items are kept. The Data layer stores them in the database; tests use a fake.
package protocol SampleItemRepository: Sendable {
    /// Every item, ordered by title.
    func all() async throws -> [SampleItem]
}
