import APIClient

/// Everything this feature's screens ask of the outside world, as closures:
/// the live value talks to the server through a cache, the mock one answers
/// from memory, and the unimplemented one fails naming whichever closure a
/// test forgot to set.
public struct NotificationsService: Sendable {
    /// The mail sent to the signed-in person, newest first, by a cache policy.
    public var sentMail: @Sendable (CachePolicy) -> AsyncThrowingStream<Loaded<SentMailList>, any Error>

    /// A service from its closure.
    public init(sentMail: @escaping @Sendable (CachePolicy) -> AsyncThrowingStream<Loaded<SentMailList>, any Error>) {
        self.sentMail = sentMail
    }

    /// A service whose every call fails, naming itself: what a test starts from.
    public static let unimplemented = NotificationsService(
        sentMail: { _ in .failure(.unimplemented("NotificationsService.sentMail")) })
}
