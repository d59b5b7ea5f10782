import APIClient
import NotificationsClient
import Testing

@MainActor @Suite struct SentMailStoreTests {
    @Test func theStoreShowsWhatTheServiceAnswersNewestFirst() async {
        let store = SentMailStore(service: .mock)
        #expect(store.state == .idle)
        await store.load()
        #expect(store.state.value?.mails.map(\.kind) == [.bookingConfirmed, .welcome])
        #expect(store.state.origin == .network)
    }

    @Test func theStoreSaysWhenItShowsTheCacheAndTheRefreshFailed() async {
        let cached = SentMailList(mails: [SentMail.samples[0]])
        let service = NotificationsService(sentMail: { _ in
            AsyncThrowingStream { continuation in
                continuation.yield(Loaded(cached, from: .cache(age: 90)))
                continuation.finish(throwing: APIClientError.offline("nothing answers at 127.0.0.1:9"))
            }
        })
        let store = SentMailStore(service: service)
        await store.load()
        #expect(store.state == .loaded(cached, .cache(age: 90)))
        #expect(store.refreshFailure == .offline("nothing answers at 127.0.0.1:9"))
    }

    @Test func anUnimplementedServiceNamesTheClosureThatWasCalled() async {
        let store = SentMailStore(service: .unimplemented)
        await store.load()
        #expect(store.state == .failed(.unimplemented("NotificationsService.sentMail")))
    }
}
