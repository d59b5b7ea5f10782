/// The use case behind the feature's page and endpoint.
public struct ListSampleItems: Sendable {
    private let repository: any SampleItemRepository

    public init(repository: any SampleItemRepository) {
        self.repository = repository
    }

    public func callAsFunction() async throws -> [SampleItem] {
        try await repository.all()
    }
}
