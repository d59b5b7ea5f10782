/// The use case behind the feature's page and endpoint.
package struct ListSampleItems: Sendable {
    private let repository: any SampleItemRepository

    package init(repository: any SampleItemRepository) {
        self.repository = repository
    }

    package func callAsFunction() async throws -> [SampleItem] {
        try await repository.all()
    }
}
