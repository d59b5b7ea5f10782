import FluentKit
import Foundation

/// What one feature deletes when an account goes, run inside the transaction
/// that deletes the account, so either all of it goes or none.
public struct AccountCleanup: Sendable {
    /// The feature's name, as errors name the clean-up.
    public var feature: String
    /// Deletes what the feature keeps for the account `userID`, on `transaction`.
    public var run: @Sendable (_ userID: UUID, _ transaction: any Database) async throws -> Void

    /// A clean-up by `feature` that runs `run`.
    public init(feature: String, run: @escaping @Sendable (UUID, any Database) async throws -> Void) {
        self.feature = feature
        self.run = run
    }
}
