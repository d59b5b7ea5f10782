// swift-tools-version: 6.0
// Sample: what this feature does, in one line.
//
// Layers, top to bottom (each target only imports the ones below it):
//   Sample         presentation (pages, API handlers), Environment, the public AppFactory
//   SampleClient   for native apps, beside the server (ADR 0114): the feature's service
//                  (live, mock, unimplemented) and an observable store, on the Api and
//                  Domain targets and APIClient
//   SampleCommands its landmarks-client commands (ADR 0114)
//   SampleApi      wire models and typed endpoints only: what a client may import (ADR 0104)
//   SampleData     FluentKit models, migrations, the repository
//   SampleDomain   entities, rules, use cases, repository protocols; no framework, no database
import PackageDescription

let package = Package(
    name: "Sample",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Sample", targets: ["Sample"]),
        .library(name: "SampleApi", targets: ["SampleApi"]),
        .library(name: "SampleClient", targets: ["SampleClient"]),
        .library(name: "SampleCommands", targets: ["SampleCommands"]),
        .executable(name: "SampleExample", targets: ["SampleExample"]),
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
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "SampleDomain"),
        .target(
            name: "SampleApi",
            dependencies: [
                .product(name: "API", package: "API"),
                .product(name: "Route", package: "Route"),
            ]),
        .target(
            name: "SampleClient",
            dependencies: [
                "SampleApi", "SampleDomain",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
            ]),
        // Its command group in landmarks-client (ADR 0114), on the client library;
        // apart from it so that an app linking SampleClient gets no ArgumentParser.
        .target(
            name: "SampleCommands",
            dependencies: [
                "SampleClient",
                .product(name: "APIClient", package: "API"),
                .product(name: "TerminalCommands", package: "API"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .target(
            name: "SampleData",
            dependencies: [
                "SampleDomain",
                .product(name: "FluentKit", package: "fluent-kit"),
            ]),
        .target(
            name: "Sample",
            dependencies: [
                "SampleDomain", "SampleApi", "SampleData",
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
            ]),
        .executableTarget(
            name: "SampleExample",
            dependencies: [
                "Sample",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "APIServer", package: "API"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        .testTarget(name: "SampleDomainTests", dependencies: ["SampleDomain"]),
        // Compiles as a client would: the wire types and endpoints, nothing of the domain.
        .testTarget(
            name: "SampleApiTests",
            dependencies: [
                "SampleApi",
                .product(name: "API", package: "API"),
            ]),
        .testTarget(
            name: "SampleClientTests",
            dependencies: [
                "SampleClient", "SampleApi",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        .testTarget(name: "SampleCommandsTests", dependencies: ["SampleCommands", "SampleClient", "SampleDomain"]),
        .testTarget(
            name: "SampleDataTests",
            dependencies: [
                "SampleData", "SampleDomain",
                .product(name: "DatabaseTesting", package: "DatabaseTesting"),
            ]),
        .testTarget(
            name: "SampleTests",
            dependencies: [
                "Sample", "SampleApi",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "API", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "DatabaseTesting", package: "DatabaseTesting"),
                .product(name: "Logging", package: "swift-log"),
            ]),
    ]
)
