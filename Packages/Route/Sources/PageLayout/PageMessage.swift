/// A page that only tells something: a heading, a sentence and one link on.
/// "Not found", "cannot be cancelled" and the error pages all look alike, so
/// a visitor learns the shape once.
public struct PageMessage: Sendable, Equatable {
    /// The message's heading.
    public var heading: String
    /// What happened and what to do, in a sentence or two.
    public var text: String
    /// Where the visitor goes next, and what the link says.
    public var backHref: String
    /// The words of the link back.
    public var backTitle: String

    /// A message with `heading` and `text`, and a link back titled `backTitle`.
    public init(_ heading: String, _ text: String, backHref: String, backTitle: String) {
        self.heading = heading
        self.text = text
        self.backHref = backHref
        self.backTitle = backTitle
    }
}
