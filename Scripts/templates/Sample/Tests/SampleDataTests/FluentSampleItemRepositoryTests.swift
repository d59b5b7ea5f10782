import DatabaseTesting
import SampleData
import SampleDomain
import Testing

@Suite struct FluentSampleItemRepositoryTests {
    @Test func theMigrationCreatesTheTableWithItsFirstItem() async throws {
        let store = try await MigratedDatabase(SampleMigrations.all)
        let repository = FluentSampleItemRepository(database: store.database)
        let items = try await repository.all()
        await store.close()
        #expect(items.map(\.title) == ["Welcome to Sample"])
    }
}
