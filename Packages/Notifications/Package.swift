// swift-tools-version: 6.0
// Notifications: the mail people get about their account and their trips, written to an
// outbox with the change that causes it and delivered beside the server (ADR 0142).
//
// Layers, top to bottom (each target only imports the ones below it):
//   Notifications         presentation (pages, API handlers), Environment, the public AppFactory
//   NotificationsClient   for native apps, beside the server (ADR 0114): the feature's service
//                         (live, mock, unimplemented) and an observable store, on the Api and
//                         Domain targets and APIClient
//   NotificationsCommands its landmarks-client commands (ADR 0114)
//   NotificationsApi      wire models and typed endpoints only: what a client may import (ADR 0104)
//   NotificationsData     the mail outbox (SQLKit), its migration, the Maildir and SMTP transports
//   NotificationsDomain   entities, rules, use cases, repository protocols; no framework, no database
//   NotificationsTesting  for tests only, here and in the host's: a real SMTP server on loopback
import PackageDescription

let package = Package(
    name: "Notifications",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Notifications", targets: ["Notifications"]),
        .library(name: "NotificationsApi", targets: ["NotificationsApi"]),
        .library(name: "NotificationsClient", targets: ["NotificationsClient"]),
        .library(name: "NotificationsCommands", targets: ["NotificationsCommands"]),
        .executable(name: "NotificationsExample", targets: ["NotificationsExample"]),
        .library(name: "NotificationsTesting", targets: ["NotificationsTesting"]),
    ],
    dependencies: [
        .package(path: "../Utilities"),
        .package(path: "../FeatureContract"),
        .package(path: "../API"),
        .package(path: "../Route"),
        .package(path: "../DatabaseTesting"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "NotificationsDomain"),
        // Postfix on a loopback port of its own, for tests, started by the
        // mail-server script beside its code.
        .target(name: "NotificationsTesting", exclude: ["mail-server"]),
        .target(
            name: "NotificationsApi",
            dependencies: [
                .product(name: "API", package: "API"),
                .product(name: "Route", package: "Route"),
            ]),
        .target(
            name: "NotificationsClient",
            dependencies: [
                "NotificationsApi", "NotificationsDomain",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
            ]),
        // Its command group in landmarks-client (ADR 0114), on the client library;
        // apart from it so that an app linking NotificationsClient gets no ArgumentParser.
        .target(
            name: "NotificationsCommands",
            dependencies: [
                "NotificationsClient",
                .product(name: "APIClient", package: "API"),
                .product(name: "TerminalCommands", package: "API"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .target(
            name: "NotificationsData",
            dependencies: [
                "NotificationsDomain",
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                // The SMTP client (ADR 0142): SwiftNIO's channels and its TLS.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]),
        .target(
            name: "Notifications",
            dependencies: [
                "NotificationsDomain", "NotificationsApi", "NotificationsData",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "API", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "Route", package: "Route"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "NotificationsExample",
            dependencies: [
                "Notifications",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "APIServer", package: "API"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
        .testTarget(name: "NotificationsDomainTests", dependencies: ["NotificationsDomain"]),
        // Compiles as a client would: the wire types and endpoints, nothing of the domain.
        .testTarget(
            name: "NotificationsApiTests",
            dependencies: [
                "NotificationsApi",
                .product(name: "API", package: "API"),
            ]),
        .testTarget(
            name: "NotificationsClientTests",
            dependencies: [
                "NotificationsClient", "NotificationsApi",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        .testTarget(
            name: "NotificationsCommandsTests",
            dependencies: ["NotificationsCommands", "NotificationsClient", "NotificationsDomain"]),
        .testTarget(
            name: "NotificationsDataTests",
            dependencies: [
                "NotificationsData", "NotificationsDomain", "NotificationsTesting",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "DatabaseTesting", package: "DatabaseTesting"),
            ]),
        .testTarget(
            name: "NotificationsTests",
            dependencies: [
                "Notifications", "NotificationsApi", "NotificationsDomain",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "API", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "APIServerTesting", package: "API"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Route", package: "Route"),
                .product(name: "DatabaseTesting", package: "DatabaseTesting"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
