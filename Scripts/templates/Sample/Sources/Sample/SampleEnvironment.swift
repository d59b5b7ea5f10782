import APIServer
import SampleData
import SampleDomain
import Utilities

/// The feature's container: a child of the host's, one registration per piece.
struct SampleEnvironment: Sendable {
    let container: MicroContainer

    init(dependencies: SampleAppFactory.Dependencies) {
        container = dependencies.host.container.child(named: "Sample")
        container.register((any SampleItemRepository).self) { _ in
            FluentSampleItemRepository(database: dependencies.database)
        }
        container.register(ListSampleItems.self) { r in ListSampleItems(repository: try r.resolve()) }
        container.register(SampleTemplates.self) { _ in try SampleTemplates() }
        container.register(SamplePages.self) { r in
            SamplePages(
                listItems: try r.resolve(), templates: try r.resolve(),
                responses: PageResponses(layout: dependencies.layout))
        }
        container.register(SampleAPIHandlers.self) { r in SampleAPIHandlers(listItems: try r.resolve()) }
    }
}
