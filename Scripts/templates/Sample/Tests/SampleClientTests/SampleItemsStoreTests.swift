import APIClient
import SampleClient
import Testing

@MainActor @Suite struct SampleItemsStoreTests {
    @Test func theStoreShowsWhatTheServiceAnswers() async {
        let store = SampleItemsStore(service: .mock)
        #expect(store.state == .idle)
        await store.load()
        #expect(store.state.value?.items.map(\.title) == ["First", "Second"])
        #expect(store.state.origin == .network)
    }

    @Test func theStoreSaysWhenItShowsTheCacheAndTheRefreshFailed() async {
        let cached = SampleItemList(items: [SampleItem.samples[0]])
        let service = SampleService(items: { _ in
            AsyncThrowingStream { continuation in
                continuation.yield(Loaded(cached, from: .cache(age: 90)))
                continuation.finish(throwing: APIClientError.offline("nothing answers at 127.0.0.1:9"))
            }
        })
        let store = SampleItemsStore(service: service)
        await store.load()
        #expect(store.state == .loaded(cached, .cache(age: 90)))
        #expect(store.refreshFailure == .offline("nothing answers at 127.0.0.1:9"))
    }

    @Test func anUnimplementedServiceNamesTheClosureThatWasCalled() async {
        let store = SampleItemsStore(service: .unimplemented)
        await store.load()
        #expect(store.state == .failed(.unimplemented("SampleService.items")))
    }
}
