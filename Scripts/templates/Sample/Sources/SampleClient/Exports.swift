// The client's public types are made of the domain's: an app that imports
// SampleClient gets them with it, so it need not name SampleDomain, which is
// no product of its own.
@_exported import SampleDomain
