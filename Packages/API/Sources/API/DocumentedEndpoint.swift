import Route

/// An endpoint without its Swift types: what the contract needs to describe
/// it. `Endpoint.documented` makes one.
public struct DocumentedEndpoint: Sendable {
    /// `GET`, `POST`, …
    public var method: String
    /// Its path, with its parameters.
    public var path: PathTemplate
    /// The status of a success (200, 201, 204).
    public var successStatus: Int
    /// What a success means.
    public var successReason: String
    /// Its name, summary, access and problems.
    public var documentation: EndpointDocumentation
    /// What its input takes.
    public var input: InputDocumentation
    /// The success body's schema; nil when it answers 204 with no body.
    public var output: SchemaRegistry.Reader?
}

/// The endpoints of one feature, listed under its name.
public struct EndpointGroup: Sendable {
    /// The group's name (the feature's).
    public var name: String
    /// What the group's endpoints are about.
    public var summary: String
    /// The endpoints, in the order the contract lists them.
    public var endpoints: [DocumentedEndpoint]

    /// A group named `name` of `endpoints`.
    public init(name: String, summary: String, endpoints: [DocumentedEndpoint]) {
        self.name = name
        self.summary = summary
        self.endpoints = endpoints
    }
}
