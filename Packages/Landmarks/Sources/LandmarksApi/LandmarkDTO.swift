import Foundation
import LandmarksDomain

/// A landmark as it crosses HTTP. Field names are the published contract.
public struct LandmarkDTO: Codable, Sendable, Equatable {
    public var id: Int
    public var name: String
    public var park: String
    public var state: String
    public var category: String
    public var description: String
    public var latitude: Double
    public var longitude: Double
    public var campsiteCount: Int
    /// The landmark's page, for clients that link to the web app.
    public var url: String
    /// Whether the signed-in caller keeps this landmark; absent for an
    /// anonymous caller.
    public var isFavorite: Bool?

    public init(_ landmark: Landmark, isFavorite: Bool? = nil) {
        id = landmark.id
        name = landmark.name
        park = landmark.park
        state = landmark.state
        category = landmark.category.rawValue
        description = landmark.description
        latitude = landmark.coordinate.latitude
        longitude = landmark.coordinate.longitude
        campsiteCount = landmark.campsiteCount
        url = LandmarkPaths.detail.render(["id": String(landmark.id)])
        self.isFavorite = isFavorite
    }
}

extension Landmark {
    /// Maps a wire record back to the domain, refusing one that breaks the
    /// domain's rules instead of letting it crash something later.
    public init(_ dto: LandmarkDTO) throws(LandmarksError) {
        guard dto.id > 0 else { throw .invalidRecord("id must be positive, got \(dto.id)") }
        guard !dto.name.trimmingCharacters(in: .whitespaces).isEmpty else { throw .invalidRecord("name is empty") }
        guard dto.campsiteCount >= 0 else { throw .invalidRecord("campsiteCount must not be negative") }
        guard let category = LandmarkCategory(rawValue: dto.category) else { throw .unknownCategory(dto.category) }
        self.init(
            id: dto.id, name: dto.name, park: dto.park, state: dto.state, category: category,
            description: dto.description,
            coordinate: try Coordinate(latitude: dto.latitude, longitude: dto.longitude),
            campsiteCount: dto.campsiteCount)
    }
}
