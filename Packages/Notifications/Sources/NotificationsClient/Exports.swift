// The client's public types are made of the domain's: an app that imports
// the client gets them with it, so it need not name the domain target,
// which is no product of its own.
@_exported import NotificationsDomain
