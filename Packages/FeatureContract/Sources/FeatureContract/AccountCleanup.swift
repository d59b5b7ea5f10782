import FluentKit
import Foundation

/// What one feature deletes when an account goes, run inside the transaction
/// that deletes the account, so either all of it goes or none.
public struct AccountCleanup: Sendable {
    public var feature: String
    public var run: @Sendable (_ userID: UUID, _ transaction: any Database) async throws -> Void

    public init(feature: String, run: @escaping @Sendable (UUID, any Database) async throws -> Void) {
        self.feature = feature
        self.run = run
    }
}
