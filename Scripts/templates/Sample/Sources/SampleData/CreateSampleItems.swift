import FluentKit

/// Creates the `sample_items` table and its first item, so a new feature shows
/// something the first time it is served.
struct CreateSampleItems: AsyncMigration {
    var name: String { "Sample.CreateSampleItems" }

    func prepare(on database: any Database) async throws {
        try await database.schema(SampleItemModel.schema)
            .field("id", .int, .identifier(auto: true))
            .field("title", .string, .required)
            .create()
        try await SampleItemModel(title: "Welcome to Sample").create(on: database)
    }

    func revert(on database: any Database) async throws {
        try await database.schema(SampleItemModel.schema).delete()
    }
}
