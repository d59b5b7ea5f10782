import APIClient
import LandmarksDomain
import Synchronization

extension LandmarkService {
    /// Answers from `landmarks` in memory, as if from the network, filtering
    /// and paging as the server does; favorites are kept in memory.
    public static func mock(_ landmarks: [LandmarkListing] = LandmarkListing.samples) -> LandmarkService {
        let favorites = Mutex(Set<Int>())
        @Sendable func flagged(_ landmark: LandmarkListing) -> LandmarkListing {
            var landmark = landmark
            landmark.isFavorite = favorites.withLock { $0.contains(landmark.id) }
            return landmark
        }
        return LandmarkService(
            list: { query, _ in
                let matching = landmarks.filter { landmark in
                    (query.category.map { $0 == landmark.category } ?? true)
                        && (query.search.map { text in
                            [landmark.name, landmark.park, landmark.state].contains {
                                $0.localizedCaseInsensitiveContains(text)
                            }
                        } ?? true)
                }.sorted { $0.name < $1.name }
                let pageItems = matching.dropFirst((query.page - 1) * query.perPage).prefix(query.perPage).map(flagged)
                let pages = matching.isEmpty ? 0 : (matching.count + query.perPage - 1) / query.perPage
                return .answer(
                    LandmarkList(items: pageItems, page: query.page, totalPages: pages, total: matching.count))
            },
            landmark: { id, _ in
                guard let landmark = landmarks.first(where: { $0.id == id }) else {
                    return .failure(.problem(.notFound("There is no landmark with id \(id).")))
                }
                return .answer(flagged(landmark))
            },
            favorites: { _ in
                let kept = favorites.withLock { $0 }
                return .answer(LandmarkList(items: landmarks.filter { kept.contains($0.id) }.map(flagged)))
            },
            setFavorite: { id, keep in
                guard landmarks.contains(where: { $0.id == id }) else {
                    throw APIClientError.problem(.notFound("There is no landmark with id \(id)."))
                }
                _ = favorites.withLock { keep ? $0.insert(id).inserted : $0.remove(id) != nil }
            },
            sites: { id in
                // Laid out as the server lays out a count no catalogue describes.
                guard let landmark = landmarks.first(where: { $0.id == id }) else {
                    throw APIClientError.problem(.notFound("There is no landmark with id \(id)."))
                }
                let fees = SiteFees.usual(tent: landmark.nightlyFee)
                return CampsiteLayout.standard(count: landmark.campsiteCount).sorted(by: Campsite.mapOrder).map {
                    SiteListing(site: $0, nightlyFee: fees[$0.kind])
                }
            })
    }

    /// A service answering a small fixed catalogue, for previews and tests.
    public static var mock: LandmarkService { mock() }
}

extension LandmarkListing {
    /// Three landmarks that keep every rule, for previews and tests.
    public static let samples: [LandmarkListing] = [
        LandmarkListing(
            id: 1, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California", category: .nationalPark,
            description: "Granite boulders.", coordinate: try! Coordinate(latitude: 34.011286, longitude: -116.166868),
            campsiteCount: 12, nightlyFee: 3500, pagePath: "/landmarks/1"),
        LandmarkListing(
            id: 2, name: "Silver Salmon Creek", park: "Lake Clark National Park", state: "Alaska", category: .lake,
            description: "Bears on the beach.",
            coordinate: try! Coordinate(latitude: 59.980167, longitude: -152.665167),
            campsiteCount: 4, nightlyFee: 2800, pagePath: "/landmarks/2"),
        LandmarkListing(
            id: 3, name: "Chilkoot Trail", park: "Klondike Gold Rush", state: "Alaska", category: .mountain,
            description: "The way to the gold fields.",
            coordinate: try! Coordinate(latitude: 59.560551, longitude: -135.334571),
            campsiteCount: 6, nightlyFee: 2500, pagePath: "/landmarks/3"),
    ]
}
