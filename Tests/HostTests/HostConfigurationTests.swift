import Foundation
import LandmarksHost
import Logging
import Synchronization
import Testing

@Suite struct HostConfigurationTests {
    @Test func defaultsToTheEmbeddedDatabaseOnLoopback() throws {
        let configuration = try HostConfiguration.resolve(flags: .init(), environment: [:])
        #expect(configuration == HostConfiguration())
        #expect(configuration.database == .sqlite(path: "data/landmarks.sqlite"))
        #expect(configuration.hostname == "127.0.0.1")
    }

    @Test func flagsWinOverTheEnvironment() throws {
        let configuration = try HostConfiguration.resolve(
            flags: .init(port: "9000", logLevel: "debug"),
            environment: ["LANDMARKS_PORT": "7000", "DATABASE_URL": "sqlite:/tmp/x.sqlite", "LOG_LEVEL": "error"])
        #expect(configuration.port == 9000)
        #expect(configuration.logLevel == .debug)
        #expect(configuration.database == .sqlite(path: "/tmp/x.sqlite"))
    }

    @Test(arguments: [("70000", "port"), ("abc", "port"), ("-1", "port")])
    func refusesABadPort(_ port: String, _ setting: String) {
        #expect(throws: ConfigurationError.invalidPort(port)) {
            try HostConfiguration.resolve(flags: .init(port: port), environment: [:])
        }
    }

    @Test func refusesAnUnknownLogLevel() {
        #expect(throws: ConfigurationError.invalidLogLevel("loud")) {
            try HostConfiguration.resolve(flags: .init(logLevel: "loud"), environment: [:])
        }
    }
}

@Suite struct PublicURLTests {
    @Test func anHTTPSPublicURLMakesCookiesSecureAndNamesTheOrigin() throws {
        let configuration = try HostConfiguration.resolve(
            flags: .init(), environment: ["LANDMARKS_PUBLIC_URL": "https://Landmarks.Example/"])
        #expect(configuration.publicOrigin == "https://landmarks.example")
        #expect(configuration.secureCookies)
        let plain = try HostConfiguration.resolve(flags: .init(publicURL: "http://localhost:8080"), environment: [:])
        #expect(plain.publicOrigin == "http://localhost:8080")
        #expect(!plain.secureCookies)
        #expect(!(try HostConfiguration.resolve(flags: .init(), environment: [:]).secureCookies))
    }

    @Test(arguments: ["landmarks.example", "ftp://x.example", "https://", "https://x.example/app", "https://u@x.example"])
    func refusesAnythingButAnOrigin(_ url: String) {
        #expect(throws: ConfigurationError.invalidPublicURL(url)) {
            try HostConfiguration.resolve(flags: .init(publicURL: url), environment: [:])
        }
    }
}

@Suite struct DatabaseLocationTests {
    @Test func parsesEveryAcceptedForm() throws {
        #expect(try DatabaseLocation("sqlite:data/x.sqlite") == .sqlite(path: "data/x.sqlite"))
        #expect(try DatabaseLocation("sqlite:///var/x.sqlite") == .sqlite(path: "/var/x.sqlite"))
        #expect(try DatabaseLocation("/var/x.sqlite") == .sqlite(path: "/var/x.sqlite"))
        #expect(try DatabaseLocation("sqlite::memory:") == .sqliteInMemory)
        #expect(try DatabaseLocation("postgres://u:p@localhost:5432/db") == .postgres(url: "postgres://u:p@localhost:5432/db"))
        #expect(try DatabaseLocation("postgresql://localhost/db") == .postgres(url: "postgresql://localhost/db"))
    }

    @Test(arguments: ["mysql://localhost/db", "postgres:///nohost", "sqlite:", ""])
    func refusesWhatItCannotOpen(_ text: String) {
        #expect(throws: ConfigurationError.self) { try DatabaseLocation(text) }
    }

    @Test func neverPrintsThePassword() throws {
        let location = try DatabaseLocation("postgres://app:s3cret@db.internal:5432/landmarks")
        #expect(!location.description.contains("s3cret"))
        #expect(location.description.contains("db.internal"))
    }

    @Test func theIdleTimeoutIsWholeSecondsFromOneToAnHour() throws {
        #expect(try HostConfiguration.resolve(flags: .init(), environment: [:]).idleTimeoutSeconds == 30)
        #expect(
            try HostConfiguration.resolve(flags: .init(idleTimeout: "5"), environment: ["LANDMARKS_IDLE_TIMEOUT": "9"])
                .idleTimeoutSeconds == 5)
        #expect(
            try HostConfiguration.resolve(flags: .init(), environment: ["LANDMARKS_IDLE_TIMEOUT": "9"])
                .idleTimeoutSeconds == 9)
        for bad in ["0", "-1", "3601", "1.5", "ten", ""] {
            #expect(throws: ConfigurationError.invalidIdleTimeout(bad)) {
                try HostConfiguration.resolve(flags: .init(idleTimeout: bad), environment: [:])
            }
        }
    }
}

@Suite struct HostLoggingTests {
    @Test func theLogFormatIsTextOrJSON() throws {
        #expect(try HostConfiguration.resolve(flags: .init(), environment: [:]).logFormat == .text)
        #expect(
            try HostConfiguration.resolve(flags: .init(), environment: ["LOG_FORMAT": "JSON"])
                .logFormat == .json)
        #expect(throws: ConfigurationError.invalidLogFormat("xml")) {
            try HostConfiguration.resolve(flags: .init(logFormat: "xml"), environment: [:])
        }
    }

    @Test func aJSONLineCarriesTheMessageLevelLabelAndEveryMetadataKey() throws {
        let lines = Mutex<[String]>([])
        var handler = JSONLogHandler(
            label: "landmarks", metadataProvider: .init { ["request.id": "r-1"] },
            write: { line in lines.withLock { $0.append(line) } })
        handler[metadataKey: "feature"] = "Reservations"
        let logger = Logger(label: "landmarks") { _ in handler }
        logger.info("reservation booked", metadata: ["event": "reservation.booked", "nights": "2", "ids": ["a", "b"]])
        let line = try #require(lines.withLock { $0.first })
        #expect(!line.contains("\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["message"] as? String == "reservation booked")
        #expect(object["level"] as? String == "info")
        #expect(object["label"] as? String == "landmarks")
        #expect(object["request.id"] as? String == "r-1")
        #expect(object["feature"] as? String == "Reservations")
        #expect(object["event"] as? String == "reservation.booked")
        #expect(object["ids"] as? [String] == ["a", "b"])
        #expect((object["time"] as? String)?.hasSuffix("Z") == true)
    }

    @Test func trustedProxiesAreIPAddressesAndSignUpsPerHourAWholeNumber() throws {
        let configured = try HostConfiguration.resolve(
            flags: .init(trustedProxies: "10.0.0.2, ::1", signUpsPerHour: "50"),
            environment: ["LANDMARKS_TRUSTED_PROXIES": "192.0.2.1"])
        #expect(configured.trustedProxies == ["10.0.0.2", "::1"])
        #expect(configured.signUpsPerHour == 50)
        let defaults = try HostConfiguration.resolve(flags: .init(), environment: [:])
        #expect(defaults.trustedProxies == [] && defaults.signUpsPerHour == 20)
        #expect(
            try HostConfiguration.resolve(flags: .init(), environment: ["LANDMARKS_TRUSTED_PROXIES": "192.0.2.1"])
                .trustedProxies == ["192.0.2.1"])
        for bad in ["proxy.example", "10.0.0.0/8", "10.0.0.2;rm"] {
            #expect(throws: ConfigurationError.invalidTrustedProxy(bad)) {
                try HostConfiguration.resolve(flags: .init(trustedProxies: bad), environment: [:])
            }
        }
        for bad in ["0", "-1", "many", "1e3"] {
            #expect(throws: ConfigurationError.invalidSignUpsPerHour(bad)) {
                try HostConfiguration.resolve(flags: .init(signUpsPerHour: bad), environment: [:])
            }
        }
    }

    // remove-feature: Reservations {
    @Test func upcomingStaysPerAccountIsAWholeNumberFromFlagOrEnvironment() throws {
        #expect(try HostConfiguration.resolve(flags: .init(), environment: [:]).upcomingStaysPerAccount == 6)
        #expect(
            try HostConfiguration.resolve(flags: .init(), environment: ["LANDMARKS_UPCOMING_STAYS_PER_ACCOUNT": "3"])
                .upcomingStaysPerAccount == 3)
        var flags = HostConfiguration.Flags()
        flags.upcomingStaysPerAccount = "10"
        #expect(
            try HostConfiguration.resolve(flags: flags, environment: ["LANDMARKS_UPCOMING_STAYS_PER_ACCOUNT": "3"])
                .upcomingStaysPerAccount == 10)
        for bad in ["0", "-2", "six", "2.5", "1000001"] {
            flags.upcomingStaysPerAccount = bad
            #expect(throws: ConfigurationError.invalidUpcomingStaysPerAccount(bad)) {
                try HostConfiguration.resolve(flags: flags, environment: [:])
            }
        }
    }
    // remove-feature: Reservations }
}
