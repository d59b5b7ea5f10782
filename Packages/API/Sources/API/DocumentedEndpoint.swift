import Route

/// An endpoint without its Swift types: what the contract needs to describe
/// it. `Endpoint.documented` makes one.
public struct DocumentedEndpoint: Sendable {
    /// `GET`, `POST`, …
    public var method: String
    public var path: PathTemplate
    public var successStatus: Int
    public var successReason: String
    public var documentation: EndpointDocumentation
    public var input: InputDocumentation
    /// The success body's schema; nil when it answers 204 with no body.
    public var output: SchemaRegistry.Reader?
}

/// The endpoints of one feature, listed under its name.
public struct EndpointGroup: Sendable {
    public var name: String
    public var summary: String
    public var endpoints: [DocumentedEndpoint]

    public init(name: String, summary: String, endpoints: [DocumentedEndpoint]) {
        self.name = name
        self.summary = summary
        self.endpoints = endpoints
    }
}
