import API
import APIClient
import Foundation
import LandmarksApi
import LandmarksDomain

extension LandmarkService {
    /// The server at `baseURL`, through `cache`. Keys carry the server and
    /// the account, so favorites never cross accounts; keeping or forgetting
    /// a favorite forgets this account's cached landmarks, whose flags it
    /// changed. The list and a landmark are asked for with the tag of the
    /// answer kept (`If-None-Match`): an unchanged one comes back as a 304,
    /// without its body.
    public static func live(client: NetworkClient, baseURL: URL, cache: TieredCache) -> LandmarkService {
        let client = client.at(baseURL)
        let scope = client.cacheScope + "landmarks/"
        return LandmarkService(
            list: { query, policy in
                let (sort, near) = (query.order.sortValue, query.order.nearValue)
                let input = ListLandmarksInput(
                    category: query.category?.rawValue, search: query.search, checkIn: query.checkIn,
                    checkOut: query.checkOut, guests: query.guests.map(String.init), sort: sort, near: near,
                    page: PageRequest(page: query.page, perPage: query.perPage))
                let key = scope + "list?" + query.queryItems.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
                return cache.load(
                    key, policy: policy,
                    revalidate: { try await client.send(LandmarksEndpoints.list, input, ifNoneMatch: $0) }
                ) { LandmarkList($0) }
            },
            landmark: { id, policy in
                cache.load(
                    scope + "\(id)", policy: policy,
                    revalidate: {
                        try await client.send(LandmarksEndpoints.landmark, LandmarkIDInput(id: id), ifNoneMatch: $0)
                    }
                ) { (record: LandmarkDTO) throws -> LandmarkListing in
                    do throws(LandmarksError) {
                        return try LandmarkListing(record)
                    } catch {
                        throw APIClientError.rejected(DroppedRecord(id: "landmark \(record.id)", reason: error.message))
                    }
                }
            },
            favorites: { policy in
                cache.load(
                    scope + "favorites", policy: policy, fetch: { try await client.send(LandmarksEndpoints.favorites) }
                ) {
                    LandmarkList(records: $0)
                }
            },
            setFavorite: { id, keep in
                _ = try await client.send(
                    keep ? LandmarksEndpoints.favorite : LandmarksEndpoints.unfavorite, LandmarkIDInput(id: id))
                cache.removeAll(prefix: scope)
            },
            sites: { id in
                try await client.send(LandmarksEndpoints.sites, LandmarkIDInput(id: id)).map { record in
                    guard let kind = CampsiteKind(rawValue: record.kind) else {
                        throw APIClientError.rejected(
                            DroppedRecord(id: "site \(record.number)", reason: "unknown kind \(record.kind)"))
                    }
                    guard record.nightlyFeeCents >= 0 else {
                        throw APIClientError.rejected(
                            DroppedRecord(
                                id: "site \(record.number)",
                                reason: "Its nightly fee is \(record.nightlyFeeCents) cents."))
                    }
                    do throws(LandmarksError) {
                        let site = try Campsite(
                            number: record.number, kind: kind, maxPeople: record.maxPeople,
                            maxVehicles: record.maxVehicles, accessible: record.accessible)
                        return SiteListing(site: site, nightlyFee: record.nightlyFeeCents)
                    } catch {
                        throw APIClientError.rejected(DroppedRecord(id: "site \(record.number)", reason: error.message))
                    }
                }
            })
    }
}
