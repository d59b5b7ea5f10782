import DatabaseService
import Testing

/// The database URL, as `--database-url` takes it.
@Suite struct DatabaseLocationTests {
    @Test func parsesEveryAcceptedForm() throws {
        #expect(try DatabaseLocation("sqlite:data/x.sqlite") == .sqlite(path: "data/x.sqlite"))
        #expect(try DatabaseLocation("sqlite:///var/x.sqlite") == .sqlite(path: "/var/x.sqlite"))
        #expect(try DatabaseLocation("/var/x.sqlite") == .sqlite(path: "/var/x.sqlite"))
        #expect(try DatabaseLocation("sqlite::memory:") == .sqliteInMemory)
        #expect(
            try DatabaseLocation("postgres://u:p@localhost:5432/db")
                == .postgres(url: "postgres://u:p@localhost:5432/db"))
        #expect(try DatabaseLocation("postgresql://localhost/db") == .postgres(url: "postgresql://localhost/db"))
    }

    @Test(arguments: ["mysql://localhost/db", "postgres:///nohost", "sqlite:", ""])
    func refusesWhatItCannotOpen(_ text: String) {
        #expect(throws: DatabaseLocationError.self) { try DatabaseLocation(text) }
    }

    @Test func neverPrintsThePassword() throws {
        let location = try DatabaseLocation("postgres://app:s3cret@db.internal:5432/landmarks")
        #expect(!location.description.contains("s3cret"))
        #expect(location.description.contains("db.internal"))
    }
}
