// swift-tools-version: 6.1
// FeatureContract: what every feature hands the host, and how settings reach it
// (ADR 0113).
//   Feature          the one contract every AppFactory conforms to: navigation entry,
//                    scene, migrations, API contract, services, consistency checks,
//                    operator commands
//   InTransactionEvents  one kind of event a feature publishes, handled by other
//                    features inside the publisher's transaction (ADR 0113);
//                    the after-commit kind is EventOutbox's (ADR 0129)
//   OperatorCommand  a feature's operator command, an ArgumentParser subcommand of
//                    `landmarks` that the host runs on the assembled feature (ADR 0116)
//   FeatureHost      what the host gives every feature: database, layout, logger,
//                    clock, container, and its settings scoped to its namespace
//   Settings         keys declared where they are read, each a typed read of
//                    apple/swift-configuration (ADR 0116); the host picks the sources
import PackageDescription

let package = Package(
    name: "FeatureContract",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FeatureContract", targets: ["FeatureContract"])
    ],
    dependencies: [
        .package(path: "../Utilities"),
        .package(path: "../API"),
        .package(path: "../Route"),
        .package(path: "../EventOutbox"),
        .package(
            url: "https://github.com/apple/swift-configuration.git", from: "1.4.0",
            traits: ["JSON", "CommandLineArguments"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.57.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "FeatureContract",
            dependencies: [
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "API", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "Route", package: "Route"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "EventOutbox", package: "EventOutbox"),
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "FeatureContractTests",
            dependencies: [
                "FeatureContract",
                .product(name: "Configuration", package: "swift-configuration"),
            ]),
    ]
)
