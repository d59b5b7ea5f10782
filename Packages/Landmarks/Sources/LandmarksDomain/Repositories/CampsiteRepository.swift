/// Where each landmark's numbered campsites are kept.
package protocol CampsiteRepository: Sendable {
    /// The sites of the landmark, in map order (`A2` before `A10`); none
    /// for a landmark without camping or one that does not exist.
    func sites(of landmarkID: Int) async throws -> [Campsite]

    /// The sites of every landmark that has some, each in map order.
    func sitesByLandmark() async throws -> [Int: [Campsite]]
}
