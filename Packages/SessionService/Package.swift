// swift-tools-version: 6.0
// SessionService: who is calling. Sessions live in the host's database, so every
// host instance accepts every session (each keeps the ones it read in memory,
// verified within a bound: Utilities' VerifiedCache, ADR 0106); browsers carry
// theirs in a cookie, native clients send `Authorization: Bearer <token>`.
// Also the CSRF protection that every form post needs. Knows no feature: Auth opens and closes sessions,
// every feature reads the caller from its request context.
import PackageDescription

let package = Package(
    name: "SessionService",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SessionService", targets: ["SessionService"])
    ],
    dependencies: [
        .package(path: "../API"),
        .package(path: "../Utilities"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.57.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // Tests only: a real, migrated database for the store (ADR 0110).
        .package(path: "../DatabaseTesting"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "SessionService",
            dependencies: [
                .product(name: "API", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "SessionServiceTests",
            dependencies: [
                "SessionService",
                .product(name: "API", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "APIServerTesting", package: "API"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "DatabaseTesting", package: "DatabaseTesting"),
                .product(name: "Logging", package: "swift-log"),
            ]),
    ]
)
