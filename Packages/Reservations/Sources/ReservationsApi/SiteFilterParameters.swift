import API
internal import ReservationsDomain

/// The query parameters that say which of a landmark's sites an answer
/// looks at, read alike by the month of availability and the grid of sites:
/// a kind, and a party the sites must take.
enum SiteFilterParameters {
    static let documentation = [
        ParameterDocumentation(
            name: "kind", in: .query, schema: .string(pattern: SiteFilter.kindPattern),
            description: "Only sites of this kind (`tent`, `rv`, `group`, `walk-in`); a kind the landmark has no"
                + " site of keeps none."),
        ParameterDocumentation(
            name: "guests", in: .query,
            schema: .integer(minimum: BookingRules.guests.lowerBound, maximum: BookingRules.guests.upperBound),
            description: "Only sites that take this many people (and `vehicles`); every site when absent."),
        ParameterDocumentation(
            name: "vehicles", in: .query,
            schema: .integer(minimum: BookingRules.vehicles.lowerBound, maximum: BookingRules.vehicles.upperBound),
            description: "The party's vehicles, read with `guests`; one when absent."),
    ]
}
