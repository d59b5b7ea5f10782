// swift-tools-version: 6.0
// API: the HTTP API contract shared by the server and its Swift clients.
//   API        typed endpoints, problem bodies, JSON coding, pagination (Foundation + HTTPTypes only)
//   APIClient  NetworkClient, which executes an Endpoint over HTTP (URLSession)
//   API        (also) the OpenAPI 3.1 contract, made from the Endpoints themselves
//   APIServer  mounts Endpoints on a Hummingbird router, and the server's HTTP conventions:
//              the request context (with its caller), problem and security-header middleware,
//              error pages, the page responses every feature's pages answer with, and the
//              contract's page for people (/api), and the connection handling the server
//              adds to each connection (HTTP/1.0 close, the drain at shutdown); the request
//              metrics middleware and the JSON log handler; gzip for text answers
//              (compress-nio) and the stylesheet and icons; PeriodicWork, the host's
//              sweeps (swift-service-lifecycle)
//   TerminalCommands  what every feature's landmarks-client commands share: the server and
//              cache options, the session a command runs on (saved by `login`), tables, failures
//   APIServerTesting  for test targets only: TestCaller, CookieJar, FormBody, LogRecorder,
//              PageSnapshot (a page's HTML against its recorded text)
import PackageDescription

let package = Package(
    name: "API",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "API", targets: ["API"]),
        .library(name: "APIClient", targets: ["APIClient"]),
        .library(name: "APIServer", targets: ["APIServer"]),
        .library(name: "TerminalCommands", targets: ["TerminalCommands"]),
        .library(name: "APIServerTesting", targets: ["APIServerTesting"]),
    ],
    dependencies: [
        .package(path: "../Route"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        // Page snapshots for test targets (ADR 0118); its SnapshotTesting library needs nothing else.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", exact: "1.19.7"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "API",
            dependencies: [
                .product(name: "Route", package: "Route"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]),
        .target(
            name: "APIClient",
            dependencies: [
                "API",
                .product(name: "Route", package: "Route"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]),
        .target(
            name: "APIServer",
            dependencies: [
                "API",
                .product(name: "Route", package: "Route"),
                .product(name: "PageLayout", package: "Route"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
        // The terminal client's common ground (ADR 0114): kept out of APIClient
        // so that an app linking a feature's client library gets no ArgumentParser.
        .target(
            name: "TerminalCommands",
            dependencies: [
                "APIClient",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // For tests only (ADR 0102): a stand-in caller, a cookie jar, form bodies and a log recorder.
        .target(
            name: "APIServerTesting",
            dependencies: [
                "APIServer",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .testTarget(name: "APITests", dependencies: ["API", .product(name: "Route", package: "Route")]),
        .testTarget(
            name: "APIServerTests",
            dependencies: [
                "API", "APIServer", "APIServerTesting",
                .product(name: "PageLayout", package: "Route"),
                .product(name: "Route", package: "Route"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ]),
        .testTarget(
            name: "APIClientTests",
            dependencies: [
                "API", "APIClient", "APIServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
    ]
)
