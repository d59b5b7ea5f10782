import DatabaseService
import FeatureContract
import Foundation
import Logging
import SessionService
import Testing

@testable import LandmarksHost
@testable import landmarks

/// The host's settings as the command line reads them: `arguments` over
/// `environment` over the defaults. The refusal, if any, of each value given.
func configuration(_ arguments: [String] = [], environment: [String: String] = [:]) -> (HostConfiguration, [String]) {
    let source = SettingsSource(
        arguments: arguments, environment: environment, aliases: HostConfiguration.environmentAliases)
    let configuration = HostConfiguration(reading: source.root)
    do {
        try source.check()
        return (configuration, [])
    } catch {
        return (configuration, error.lines)
    }
}

@Suite struct HostConfigurationTests {
    @Test func defaultsToTheEmbeddedDatabaseOnLoopback() throws {
        let (defaults, refused) = configuration()
        #expect(refused == [])
        #expect(defaults.database == .sqlite(path: "data/landmarks.sqlite"))
        #expect(defaults.hostname == "127.0.0.1" && defaults.port == 8080 && defaults.logLevel == .info)
    }

    @Test func flagsWinOverTheEnvironmentAndThePrefixedNameOverTheAlias() throws {
        let (flagged, refused) = configuration(
            ["--port", "9000", "--log-level=debug"],
            environment: ["LANDMARKS_PORT": "7000", "DATABASE_URL": "sqlite:/tmp/x.sqlite", "LOG_LEVEL": "error"])
        #expect(refused == [])
        #expect(flagged.port == 9000)
        #expect(flagged.logLevel == .debug)
        #expect(flagged.database == .sqlite(path: "/tmp/x.sqlite"))
        let (both, _) = configuration(environment: ["PORT": "7001", "LANDMARKS_PORT": "7000"])
        #expect(both.port == 7000)
        #expect(configuration(environment: ["PORT": "7001"]).0.port == 7001)
    }

    @Test(arguments: ["70000", "abc", "-1"])
    func refusesABadPortNamingItsSource(_ port: String) {
        #expect(
            configuration(["--port", port]).1
                == ["port: \"\(port)\" from command line --port is not allowed: use a whole number from 0 to 65535"])
        #expect(
            configuration(environment: ["PORT": port]).1
                == [
                    "port: \"\(port)\" from environment variable PORT is not allowed: use a whole number from 0 to"
                        + " 65535"
                ])
    }

    @Test func refusesAnUnknownLogLevelAndAnUnknownOption() {
        #expect(
            configuration(["--log-level", "loud"]).1
                == [
                    "logLevel: \"loud\" from command line --log-level is not allowed: use one of trace, debug, info,"
                        + " notice, warning, error, critical"
                ])
        #expect(configuration(["--prot", "1"]).1 == ["unknown option --prot: `landmarks config` lists every setting"])
    }
}

@Suite struct PublicURLTests {
    @Test func anHTTPSPublicURLMakesCookiesSecureAndNamesTheOrigin() throws {
        let secure = configuration(environment: ["LANDMARKS_PUBLIC_URL": "https://Landmarks.Example/"]).0
        #expect(secure.publicOrigin == "https://landmarks.example")
        #expect(secure.secureCookies)
        let plain = configuration(["--public-url", "http://localhost:8080"]).0
        #expect(plain.publicOrigin == "http://localhost:8080")
        #expect(!plain.secureCookies)
        #expect(!configuration().0.secureCookies)
    }

    @Test(arguments: [
        "landmarks.example", "ftp://x.example", "https://", "https://x.example/app", "https://u@x.example",
    ])
    func refusesAnythingButAnOrigin(_ url: String) {
        #expect(configuration(["--public-url=\(url)"]).1.first?.hasPrefix("publicUrl: ") == true)
        #expect(SessionPolicy.origin(of: url) == nil)
    }
}

/// The host's own settings, each refused outside what it allows.
@Suite struct HostSettingValueTests {
    @Test func theIdleTimeoutIsWholeSecondsFromOneToAnHour() throws {
        #expect(configuration().0.idleTimeoutSeconds == 30)
        #expect(
            configuration(["--idle-timeout", "5"], environment: ["LANDMARKS_IDLE_TIMEOUT": "9"]).0.idleTimeoutSeconds
                == 5)
        #expect(configuration(environment: ["LANDMARKS_IDLE_TIMEOUT": "9"]).0.idleTimeoutSeconds == 9)
        for bad in ["0", "-1", "3601", "1.5", "ten", ""] {
            #expect(configuration(environment: ["LANDMARKS_IDLE_TIMEOUT": bad]).1.count == 1, "\(bad)")
        }
    }
}

@Suite struct HostLoggingTests {
    @Test func theLogFormatIsTextOrJSON() throws {
        #expect(configuration().0.logFormat == .text)
        #expect(configuration(environment: ["LOG_FORMAT": "JSON"]).0.logFormat == .json)
        #expect(configuration(environment: ["LANDMARKS_LOG_FORMAT": "json"]).0.logFormat == .json)
        #expect(
            configuration(["--log-format", "xml"]).1
                == ["logFormat: \"xml\" from command line --log-format is not allowed: use one of text, json"])
    }

    @Test func trustedProxiesAreIPAddresses() throws {
        let configured = configuration(
            ["--trusted-proxies", "10.0.0.2, ::1"], environment: ["LANDMARKS_TRUSTED_PROXIES": "192.0.2.1"])
        #expect(configured.1 == [])
        #expect(configured.0.trustedProxies == ["10.0.0.2", "::1"])
        #expect(configuration(["--trusted-proxies=10.0.0.2,10.0.0.3"]).0.trustedProxies == ["10.0.0.2", "10.0.0.3"])
        #expect(configuration().0.trustedProxies == [])
        #expect(
            configuration(environment: ["LANDMARKS_TRUSTED_PROXIES": "192.0.2.1"]).0.trustedProxies == ["192.0.2.1"])
        for bad in ["proxy.example", "10.0.0.0/8", "10.0.0.2;rm"] {
            #expect(configuration(environment: ["LANDMARKS_TRUSTED_PROXIES": bad]).1.count == 1, "\(bad)")
        }
    }
}
