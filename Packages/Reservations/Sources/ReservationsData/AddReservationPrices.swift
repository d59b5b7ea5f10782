import FluentKit
import FluentSQL
import Foundation
import ReservationsDomain

/// What a stay cost and how people name it: `nightly_fee_cents` and
/// `total_cents` (US cents, as the landmark's fee stood when it was booked)
/// and `confirmation_code`, unique. Stays booked before prices existed were
/// free, so they keep 0; each is given a code here.
struct AddReservationPrices: AsyncMigration {
    var name: String { "Reservations.AddReservationPrices" }
    static let codeIndex = "reservations_confirmation_code"

    func prepare(on database: any Database) async throws {
        let sql = try CampsiteNights.sqlDatabase(database)
        try await sql.raw("ALTER TABLE reservations ADD COLUMN nightly_fee_cents INTEGER NOT NULL DEFAULT 0").run()
        try await sql.raw("ALTER TABLE reservations ADD COLUMN total_cents INTEGER NOT NULL DEFAULT 0").run()
        try await sql.raw("ALTER TABLE reservations ADD COLUMN confirmation_code TEXT").run()
        try await database.transaction { transaction in
            let sql = try CampsiteNights.sqlDatabase(transaction)
            let ids = try await sql.raw("SELECT id FROM reservations").all().map {
                try $0.decode(column: "id", as: UUID.self)
            }
            var used: Set<ConfirmationCode> = []
            for id in ids {
                var code = ConfirmationCode.random()
                while !used.insert(code).inserted { code = .random() }
                try await sql.raw(
                    "UPDATE reservations SET confirmation_code = \(bind: code.value) WHERE id = \(bind: id)"
                ).run()
            }
        }
        try await sql.raw("CREATE UNIQUE INDEX \(unsafeRaw: Self.codeIndex) ON reservations (confirmation_code)").run()
    }

    func revert(on database: any Database) async throws {
        let sql = try CampsiteNights.sqlDatabase(database)
        try await sql.raw("DROP INDEX \(unsafeRaw: Self.codeIndex)").run()
        for column in ["confirmation_code", "total_cents", "nightly_fee_cents"] {
            try await sql.raw("ALTER TABLE reservations DROP COLUMN \(unsafeRaw: column)").run()
        }
    }
}
