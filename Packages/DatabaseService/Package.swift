// swift-tools-version: 6.0
// DatabaseService: the host's database, as infrastructure (ADR 0127). Opens
// the pools for a SQLite file or a PostgreSQL server, runs migrations under a
// lock, counts the connections in use for /metrics, keeps transactions safe
// when PostgreSQL goes away, watches its availability, and answers 503 at once
// while it is down. It declares its own settings (FeatureContract's Setting,
// ADR 0127). Features never import it: they get `database()` through
// their Dependencies.
import PackageDescription

let package = Package(
    name: "DatabaseService",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DatabaseService", targets: ["DatabaseService"])
    ],
    dependencies: [
        .package(path: "../API"),
        .package(path: "../FeatureContract"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver.git", from: "2.14.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "DatabaseService",
            dependencies: [
                .product(name: "API", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
        .testTarget(
            name: "DatabaseServiceTests",
            dependencies: [
                "DatabaseService",
                .product(name: "API", package: "API"),
                .product(name: "APIServerTesting", package: "API"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
    ]
)
