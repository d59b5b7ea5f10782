// swift-tools-version: 6.0
// Auth: sign up, log in and out, the account page, change password, delete
// account; and the auth API (`/api/v1/auth/...`) that hands native clients a
// bearer token. Sessions themselves are SessionService's.
//
// Layers, top to bottom (each target only imports the ones below it):
//   Auth         presentation (pages, API handlers), bcrypt, Environment, the public AppFactory
//   AuthClient   for native apps, beside the server (ADR 0114): AuthService (live, mock,
//                unimplemented) and AccountStore, on AuthApi, AuthDomain and APIClient
//   AuthCommands  its landmarks-client command group (ADR 0114), on AuthClient and TerminalCommands
//   AuthApi      wire models and typed endpoints only: what a client may import (ADR 0104)
//   AuthData     FluentKit model, migration, the repository (account deletion in one transaction)
//   AuthDomain   email, name and password rules, the login throttle, use cases: no framework, no database
import PackageDescription

let package = Package(
    name: "Auth",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Auth", targets: ["Auth"]),
        .library(name: "AuthApi", targets: ["AuthApi"]),
        .library(name: "AuthClient", targets: ["AuthClient"]),
        .library(name: "AuthCommands", targets: ["AuthCommands"]),
        .executable(name: "AuthExample", targets: ["AuthExample"]),
    ],
    dependencies: [
        .package(path: "../Utilities"),
        .package(path: "../FeatureContract"),
        .package(path: "../EventOutbox"),
        .package(path: "../API"),
        .package(path: "../Route"),
        .package(path: "../SessionService"),
        .package(path: "../DatabaseTesting"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/vapor/fluent-kit.git", from: "1.57.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "AuthDomain"),
        // Its rules (lengths of a name, a password, an email) come from the
        // domain's own constants, so the contract states what the server
        // checks (ADR 0104).
        .target(
            name: "AuthApi",
            dependencies: [
                "AuthDomain",
                .product(name: "API", package: "API"),
                .product(name: "Route", package: "Route"),
            ]),
        // What a native app uses (ADR 0114): the wire, the domain's rules and
        // the API client; nothing of the server.
        .target(
            name: "AuthClient",
            dependencies: [
                "AuthApi", "AuthDomain",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
            ]),
        // Its command group in landmarks-client (ADR 0114), on the client library;
        // apart from it so that an app linking AuthClient gets no ArgumentParser.
        .target(
            name: "AuthCommands",
            dependencies: [
                "AuthClient",
                .product(name: "APIClient", package: "API"),
                .product(name: "TerminalCommands", package: "API"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .target(
            name: "AuthData",
            dependencies: [
                "AuthDomain",
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
            ]),
        .target(
            name: "Auth",
            dependencies: [
                "AuthDomain", "AuthApi", "AuthData",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "EventOutbox", package: "EventOutbox"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "API", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "Route", package: "Route"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "SessionService", package: "SessionService"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        .executableTarget(
            name: "AuthExample",
            dependencies: [
                "Auth",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "APIServer", package: "API"),
                .product(name: "SessionService", package: "SessionService"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        .testTarget(name: "AuthDomainTests", dependencies: ["AuthDomain"]),
        // Compiles as a client would: the wire types and endpoints, nothing of the domain.
        .testTarget(
            name: "AuthApiTests",
            dependencies: [
                "AuthApi",
                .product(name: "API", package: "API"),
            ]),
        .testTarget(
            name: "AuthClientTests",
            dependencies: [
                "AuthClient", "AuthApi", "AuthDomain",
                .product(name: "API", package: "API"),
                .product(name: "APIClient", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        .testTarget(
            name: "AuthDataTests",
            dependencies: [
                "AuthData", "AuthDomain",
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "FluentSQL", package: "fluent-kit"),
                .product(name: "DatabaseTesting", package: "DatabaseTesting"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "AuthTests",
            dependencies: [
                "Auth", "AuthApi",
                .product(name: "FeatureContract", package: "FeatureContract"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "API", package: "API"),
                .product(name: "APIServer", package: "API"),
                .product(name: "APIServerTesting", package: "API"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "SessionService", package: "SessionService"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "DatabaseTesting", package: "DatabaseTesting"),
                .product(name: "EventOutbox", package: "EventOutbox"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // Page snapshots (ADR 0118): read by the tests, not built.
            exclude: ["__Snapshots__"]),
    ]
)
