/// Where landmarks are kept. The Data layer answers from a catalogue held in
/// memory and refreshed from the database; tests use a fake.
package protocol LandmarkRepository: Sendable {
    /// The catalogue as it stands: every landmark, at the latest revision this
    /// process has seen.
    func catalogue() async throws -> LandmarkCatalogue
}
