import APIClient
import LandmarksClient
import LandmarksDomain
import Testing

@MainActor @Suite struct LandmarkStoreTests {
    @Test func theMockListsALandmarksSitesAndRefusesAnUnknownLandmark() async throws {
        let service = LandmarkService.mock()
        let landmark = try #require(LandmarkListing.samples.first)
        let sites = try await service.sites(landmark.id)
        #expect(sites.count == landmark.campsiteCount)
        // Each at its kind's fee, priced from the landmark's tent fee.
        let fees = SiteFees.usual(tent: landmark.nightlyFee)
        #expect(sites.allSatisfy { $0.nightlyFee == fees[$0.site.kind] })
        #expect(Set(sites.map(\.nightlyFee)).count > 1)
        await #expect(throws: APIClientError.self) { try await service.sites(-1) }
    }

    @Test func theListStoreShowsWhatTheServiceAnswers() async {
        let store = LandmarkListStore(service: .mock, query: LandmarkQuery(search: "alaska"))
        #expect(store.state == .idle)
        await store.load()
        #expect(store.state.value?.items.map(\.name) == ["Chilkoot Trail", "Silver Salmon Creek"])
        #expect(store.state.origin == .network)
        store.query = LandmarkQuery(category: .lake)
        await store.load()
        #expect(store.state.value?.items.map(\.id) == [2])
    }

    @Test func aStoreSaysWhenItShowsTheCacheAndTheRefreshFailed() async {
        var service = LandmarkService.unimplemented
        let cached = LandmarkList(items: [LandmarkListing.samples[0]])
        service.list = { _, _ in
            AsyncThrowingStream { continuation in
                continuation.yield(Loaded(cached, from: .cache(age: 120)))
                continuation.finish(throwing: APIClientError.offline("nothing answers at 127.0.0.1:9"))
            }
        }
        let store = LandmarkListStore(service: service)
        await store.load()
        #expect(store.state == .loaded(cached, .cache(age: 120)))
        #expect(store.refreshFailure == .offline("nothing answers at 127.0.0.1:9"))
    }

    @Test func anUnimplementedServiceNamesTheClosureThatWasCalled() async {
        let store = LandmarkListStore(service: .unimplemented)
        await store.load()
        #expect(store.state == .failed(.unimplemented("LandmarkService.list")))
        let detail = LandmarkDetailStore(id: 1, service: .unimplemented)
        await detail.setFavorite(true)
        #expect(detail.favoriteFailure == .unimplemented("LandmarkService.setFavorite"))
    }

    @Test func keepingAFavoriteShowsItKept() async {
        let service = LandmarkService.mock
        let detail = LandmarkDetailStore(id: 2, service: service)
        await detail.load()
        #expect(detail.state.value?.isFavorite == false)
        await detail.setFavorite(true)
        #expect(detail.state.value?.isFavorite == true)
        let favorites = FavoritesStore(service: service)
        await favorites.load()
        #expect(favorites.state.value?.items.map(\.id) == [2])
        await detail.setFavorite(false)
        await favorites.load()
        #expect(favorites.state.value?.items.isEmpty == true)
    }

    @Test func anUnknownLandmarkFails() async {
        let detail = LandmarkDetailStore(id: 99, service: .mock)
        await detail.load()
        #expect(detail.state.error?.status == 404)
    }
}
