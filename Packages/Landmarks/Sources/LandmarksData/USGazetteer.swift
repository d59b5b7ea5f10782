import LandmarksDomain

extension Gazetteer {
    /// The US cities and towns of 5,000 people or more (GeoNames, ADR 0119),
    /// read once, on the first search that needs them.
    package static let unitedStates = Gazetteer(entries: USPlaces.entries, stateNames: USPlaces.states)
}
