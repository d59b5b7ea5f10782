import FluentKit
import FluentSQLiteDriver
import Logging
import NIOPosix
import SampleData
import SampleDomain
import Testing

@Suite struct FluentSampleItemRepositoryTests {
    @Test func theMigrationCreatesTheTableWithItsFirstItem() async throws {
        let logger = Logger(label: "test")
        let eventLoops = MultiThreadedEventLoopGroup.singleton
        let databases = Databases(threadPool: .singleton, on: eventLoops)
        databases.use(.sqlite(.memory), as: .sqlite)
        let migrations = Migrations()
        migrations.add(SampleMigrations.all)
        let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoops.any())
        try await migrator.setupIfNeeded().get()
        try await migrator.prepareBatch().get()
        let repository = FluentSampleItemRepository { databases.database(logger: logger, on: eventLoops.any())! }
        let items = try await repository.all()
        await databases.shutdownAsync()
        #expect(items.map(\.title) == ["Welcome to Sample"])
    }
}
