// swift-tools-version: 6.0
// The host: the `landmarks` executable that assembles every feature, and the
// cross-package tests that run against it. Features and infrastructure live in
// their own packages under Packages/, each buildable and testable alone.
import PackageDescription

/// The features this app is made of, in no particular order: one line each,
/// saying whether the feature offers landmarks-client a command group (its
/// <Name>Commands product, ADR 0114). Scripts/new-feature --wire adds a line,
/// Scripts/remove-feature deletes it.
let features: [(name: String, terminalCommands: Bool)] = [
    ("Landmarks", terminalCommands: true),
    ("Auth", terminalCommands: true), // remove-feature: Auth
    ("Reservations", terminalCommands: true), // remove-feature: Reservations
    ("Notifications", terminalCommands: true), // remove-feature: Notifications
    // new-feature: packages
]

let package = Package(
    name: "LandmarksApp",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "landmarks", targets: ["landmarks"]),
        // The terminal client, built on each feature's client library (ADR 0114).
        .executable(name: "landmarks-client", targets: ["landmarks-client"]),
    ],
    dependencies: [
        // Infrastructure
        .package(path: "Packages/Utilities"),
        .package(path: "Packages/API"),
        .package(path: "Packages/Route"),
        .package(path: "Packages/SessionService"),
        .package(path: "Packages/FeatureContract"),
        .package(path: "Packages/DatabaseService"),
        .package(path: "Packages/EventOutbox"),
        // Libraries
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver.git", from: "2.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // Its traits (JSON files, command-line arguments) are FeatureContract's.
        .package(url: "https://github.com/apple/swift-configuration.git", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // Named by the host's tests (a header by name); in the graph through Hummingbird.
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    ] + features.map { .package(path: "Packages/\($0.name)") },
    targets: [
        .target(
            name: "LandmarksHost",
            dependencies: [
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "CalendarDays", package: "Utilities"),
                .product(name: "APIServer", package: "API"),
                .product(name: "API", package: "API"),
                .product(name: "Route", package: "Route"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "SessionService", package: "SessionService"),
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "EventOutbox", package: "EventOutbox"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + features.map { .product(name: $0.name, package: $0.name) },
            path: "App/Sources/LandmarksHost"),
        .executableTarget(
            name: "landmarks",
            dependencies: [
                "LandmarksHost",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "App/Sources/landmarks"),
        .executableTarget(
            name: "landmarks-client",
            dependencies: [
                .product(name: "TerminalCommands", package: "API"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + features.filter(\.terminalCommands).map { .product(name: "\($0.name)Commands", package: $0.name) },
            path: "App/Sources/landmarks-client"),
        .testTarget(
            name: "HostTests",
            dependencies: [
                "LandmarksHost",
                "landmarks",
                .product(name: "API", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "APIServerTesting", package: "API"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "SessionService", package: "SessionService"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "DatabaseService", package: "DatabaseService"),
                .product(name: "Auth", package: "Auth"),
                .product(name: "Configuration", package: "swift-configuration"),
            ],
            path: "Tests/HostTests"),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "landmarks",
                "landmarks-client",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
                .product(name: "APIServerTesting", package: "API"),
            ] + features.map { .product(name: "\($0.name)Api", package: $0.name) } + [
                // A real SMTP server for the hosts to hand mail to.
                .product(name: "NotificationsTesting", package: "Notifications") // remove-feature: Notifications
            ],
            path: "Tests/EndToEndTests"),
    ]
)
