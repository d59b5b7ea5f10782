import FluentKit
import SampleDomain

/// The `sample_items` table.
///
/// `@unchecked Sendable` is safe here because FluentKit's property wrappers are
/// what make the class non-Sendable, and no instance is ever shared: the
/// repository creates each model, reads it into a value and drops it inside
/// one call, on one task.
final class SampleItemModel: Model, @unchecked Sendable {
    static let schema = "sample_items"

    @ID(custom: "id", generatedBy: .database) var id: Int?
    @Field(key: "title") var title: String

    init() {}

    init(title: String) {
        self.title = title
    }

    func item() throws -> SampleItem {
        guard let id else { throw SampleError.invalidRecord("an item row has no id") }
        return try SampleItem(id: id, title: title)
    }
}
