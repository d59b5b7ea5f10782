/// A US city or town a search can name: where to measure landmarks from.
package struct Place: Sendable, Hashable {
    /// As people write it: "Denver".
    package let name: String
    /// The state's full name: "Colorado".
    package let state: String
    package let coordinate: Coordinate

    package init(name: String, state: String, coordinate: Coordinate) {
        self.name = name
        self.state = state
        self.coordinate = coordinate
    }

    /// "Denver, Colorado".
    package var title: String { "\(name), \(state)" }
}
