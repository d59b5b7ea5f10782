// swift-tools-version: 6.0
// The peers Scripts/benchmark-http measures the app against (ADR 0110):
//   bare-route     Hummingbird answering with fixed bytes: what the stack can do
//   flat-route     Hummingbird + FluentKit running the app's list queries in one
//                  handler: what someone would write without this architecture
//   booking-route  one handler booking with the app's own SQL statements: what
//                  the database and the stack can do for a booking
// Built into the root .build with the host (same flags, libraries compiled once).
import PackageDescription

let package = Package(
    name: "HTTPPeers",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver.git", from: "2.14.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
    ],
    targets: [
        .executableTarget(
            name: "bare-route",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/bare-route"),
        .executableTarget(
            name: "flat-route",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            path: "Sources/flat-route"),
        .executableTarget(
            name: "booking-route",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            path: "Sources/booking-route"),
    ]
)
