// swift-tools-version: 6.0
// Reservations: campsite availability, booking, my reservations, cancel.
//
// Layers, top to bottom (each target only imports the ones below it):
//   Reservations         presentation (pages, API handlers), Environment, the public AppFactory
//   ReservationsClient   for native apps, beside the server (ADR 0114): ReservationService (live, mock,
//                        unimplemented) and observable stores, on ReservationsApi, ReservationsDomain, APIClient
//   ReservationsCommands  its landmarks-client command group (ADR 0114), on ReservationsClient and TerminalCommands
//   ReservationsApi      wire models and typed endpoints only: what a client may import (ADR 0104)
//   ReservationsData     FluentKit models, migrations, the repository (night counters in SQL; its
//                        events written in the booking batch, through EventOutbox)
//   ReservationsDomain   entities, rules, use cases, the repository protocol: no framework, no database
import PackageDescription

let package = Package(
    name: "Reservations",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Reservations", targets: ["Reservations"]),
        .library(name: "ReservationsApi", targets: ["ReservationsApi"]),
        .library(name: "ReservationsClient", targets: ["ReservationsClient"]),
        .library(name: "ReservationsCommands", targets: ["ReservationsCommands"]),
        .executable(name: "ReservationsExample", targets: ["ReservationsExample"]),
    ],
    dependencies: [
        .package(path: "../Utilities"),
        .package(path: "../FeatureContract"),
        .package(path: "../EventOutbox"),
        .package(path: "../API"),
        .package(path: "../Route"),
        .package(path: "../DatabaseTesting"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "ReservationsDomain", dependencies: [.product(name: "CalendarDays", package: "Utilities")]),
        // Its rules (guests, notes, months, statuses) come from the domain's
        // own constants, so the contract states what the server checks (ADR 0104).
        .target(
            name: "ReservationsApi",
            dependencies: [
                "ReservationsDomain",
                .product(name: "API", package: "API"),
                .product(name: "Route", package: "Route"),
            ]),
        // What a native app uses (ADR 0114): the wire, the domain's rules and
        // the API client; nothing of the server.
        .target(
            name: "ReservationsClient",
            dependencies: [
                "ReservationsApi", "ReservationsDomain",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
            ]),
        // Its command group in landmarks-client (ADR 0114), on the client library;
        // apart from it so that an app linking ReservationsClient gets no ArgumentParser.
        .target(
            name: "ReservationsCommands",
            dependencies: [
                "ReservationsClient",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
                .product(name: "TerminalCommands", package: "API"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .target(
            name: "ReservationsData",
            dependencies: [
                "ReservationsDomain",
                .product(name: "EventOutbox", package: "EventOutbox"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
            ]),
        .target(
            name: "Reservations",
            dependencies: [
                "ReservationsDomain", "ReservationsApi", "ReservationsData",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "EventOutbox", package: "EventOutbox"),
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
                // The sweep of expired holds beside the server (ADR 0139).
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
        .executableTarget(
            name: "ReservationsExample",
            dependencies: [
                "Reservations", "ReservationsDomain",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "Route", package: "Route"),
                .product(name: "APIServer", package: "API"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        .testTarget(name: "ReservationsDomainTests", dependencies: ["ReservationsDomain"]),
        // Compiles as a client would: the wire types and endpoints, nothing of the domain.
        .testTarget(
            name: "ReservationsApiTests",
            dependencies: [
                "ReservationsApi",
                .product(name: "API", package: "API"),
            ]),
        .testTarget(
            name: "ReservationsClientTests",
            dependencies: [
                "ReservationsClient", "ReservationsApi", "ReservationsDomain",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        .testTarget(
            name: "ReservationsTests",
            dependencies: [
                "Reservations", "ReservationsApi", "ReservationsDomain",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "API", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "APIServerTesting", package: "API"),
                .product(name: "Route", package: "Route"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "DatabaseTesting", package: "DatabaseTesting"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // Page snapshots (ADR 0118): read by the tests, not built.
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "ReservationsDataTests",
            dependencies: [
                "ReservationsData", "ReservationsDomain",
                .product(name: "EventOutbox", package: "EventOutbox"),
                .product(name: "DatabaseTesting", package: "DatabaseTesting"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
    ]
)
