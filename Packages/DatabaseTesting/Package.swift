// swift-tools-version: 6.0
// DatabaseTesting: for test targets only (ADR 0110). A real SQLite database,
// migrated with whatever migrations a test names, in memory or in a file that
// several connections share as hosts do; one place instead of a copy per
// package. Nothing that ships may import it (boundaries.json).
import PackageDescription

let package = Package(
    name: "DatabaseTesting",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DatabaseTesting", targets: ["DatabaseTesting"])
    ],
    dependencies: [
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "DatabaseTesting",
            dependencies: [
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        .testTarget(
            name: "DatabaseTestingTests",
            dependencies: [
                "DatabaseTesting",
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
            ]),
    ]
)
