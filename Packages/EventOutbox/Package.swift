// swift-tools-version: 6.0
// EventOutbox: events handed to other features after the change that raised
// them has committed, at least once, in order per aggregate, by one host at a
// time (ADR 0129). Infrastructure: a feature publishes on its own channel
// inside its transaction; the host runs the relay.
//   EventOutbox    the channel (AfterCommitEvents), its tables, and the relay
//   outbox-probe   a process to crash on purpose: the tests kill it with
//                  SIGKILL between a commit and the hand-off, and mid-delivery
import PackageDescription

let package = Package(
    name: "EventOutbox",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "EventOutbox", targets: ["EventOutbox"]),
        .executable(name: "outbox-probe", targets: ["outbox-probe"]),
    ],
    dependencies: [
        .package(path: "../DatabaseTesting"),
        .package(path: "../Utilities"),
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver.git", from: "2.14.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "EventOutbox",
            dependencies: [
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
        .executableTarget(
            name: "outbox-probe",
            dependencies: [
                "EventOutbox",
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        .testTarget(
            name: "EventOutboxTests",
            dependencies: [
                "EventOutbox",
                .product(name: "DatabaseTesting", package: "DatabaseTesting"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Utilities", package: "Utilities"),
            ]),
    ]
)
