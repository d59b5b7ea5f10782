import FluentKit
import SampleDomain

/// Items in the database, through FluentKit.
package struct FluentSampleItemRepository: SampleItemRepository {
    private let database: @Sendable () -> any Database

    package init(database: @escaping @Sendable () -> any Database) {
        self.database = database
    }

    package func all() async throws -> [SampleItem] {
        try await SampleItemModel.query(on: database()).sort(\.$title).all().map { try $0.item() }
    }
}
