// The client's public types are made of the domain's (categories, days,
// accounts): an app that imports LandmarksClient gets them with it, so it need not
// name LandmarksDomain, which is no product of its own.
@_exported import LandmarksDomain
