// swift-tools-version: 6.0
// Landmarks: browse, search and filter landmarks, read one in detail.
//
// Layers, top to bottom (each target only imports the ones below it):
//   Landmarks         presentation (pages, API handlers), Environment, the public AppFactory
//   LandmarksClient   for native apps, beside the server (ADR 0114): LandmarkService (live, mock,
//                     unimplemented) and observable stores, on LandmarksApi, LandmarksDomain and APIClient
//   LandmarksCommands  its landmarks-client command group (ADR 0114), on LandmarksClient and TerminalCommands
//   LandmarksApi      wire models and typed endpoints only: what a client may import (ADR 0104)
//   LandmarksData     FluentKit models, migrations (with the seed), the repository
//   LandmarksDomain   entities, rules, use cases, the repository protocol: no framework, no database
import PackageDescription

let package = Package(
    name: "Landmarks",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Landmarks", targets: ["Landmarks"]),
        // Native clients use the wire models and endpoints without the server side.
        .library(name: "LandmarksApi", targets: ["LandmarksApi"]),
        .library(name: "LandmarksClient", targets: ["LandmarksClient"]),
        .library(name: "LandmarksCommands", targets: ["LandmarksCommands"]),
        .executable(name: "LandmarksExample", targets: ["LandmarksExample"]),
    ],
    dependencies: [
        .package(path: "../Utilities"),
        .package(path: "../FeatureContract"),
        .package(path: "../API"),
        .package(path: "../Route"),
        .package(path: "../DatabaseTesting"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "LandmarksDomain"),
        // Its rules (categories, search length) come from the domain's own
        // constants, so the contract states what the server checks (ADR 0104).
        .target(
            name: "LandmarksApi",
            dependencies: [
                "LandmarksDomain",
                .product(name: "API", package: "API"),
                .product(name: "Route", package: "Route"),
            ]),
        // What a native app uses (ADR 0114): the wire, the domain's rules and
        // the API client; nothing of the server.
        .target(
            name: "LandmarksClient",
            dependencies: [
                "LandmarksApi", "LandmarksDomain",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
            ]),
        // Its command group in landmarks-client (ADR 0114), on the client library;
        // apart from it so that an app linking LandmarksClient gets no ArgumentParser.
        .target(
            name: "LandmarksCommands",
            dependencies: [
                "LandmarksClient",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
                .product(name: "TerminalCommands", package: "API"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .target(
            name: "LandmarksData",
            dependencies: [
                "LandmarksDomain",
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
            ]),
        .target(
            name: "Landmarks",
            dependencies: [
                "LandmarksDomain", "LandmarksApi", "LandmarksData",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "CalendarDays", package: "Utilities"),
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
            name: "LandmarksExample",
            dependencies: [
                "Landmarks",
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
        .testTarget(name: "LandmarksDomainTests", dependencies: ["LandmarksDomain"]),
        // Compiles as a client would: the wire types and endpoints, nothing of the domain.
        .testTarget(
            name: "LandmarksApiTests",
            dependencies: [
                "LandmarksApi",
                .product(name: "API", package: "API"),
                .product(name: "Route", package: "Route"),
            ]),
        .testTarget(
            name: "LandmarksClientTests",
            dependencies: [
                "LandmarksClient", "LandmarksApi", "LandmarksDomain",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        .testTarget(
            name: "LandmarksDataTests",
            dependencies: [
                "LandmarksData", "LandmarksDomain",
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "DatabaseTesting", package: "DatabaseTesting"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "LandmarksTests",
            dependencies: [
                "Landmarks", "LandmarksApi", "LandmarksDomain",
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
                .product(name: "DatabaseTesting", package: "DatabaseTesting"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // Page snapshots (ADR 0118): read by the tests, not built.
            exclude: ["__Snapshots__"]),
    ]
)
