// The client's public types are made of the domain's (categories, days,
// accounts): an app that imports ReservationsClient gets them with it, so it need not
// name ReservationsDomain, which is no product of its own.
@_exported import ReservationsDomain
