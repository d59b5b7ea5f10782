// swift-tools-version: 6.0
// Route: typed routes and navigation.
//   Route       pages as values that render to paths and parse back (Foundation only)
//   PageLayout  the page frame every feature renders into, with the navigation
//               built from every mounted feature's entry
import PackageDescription

let package = Package(
    name: "Route",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Route", targets: ["Route"]),
        .library(name: "PageLayout", targets: ["PageLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Route"),
        .target(
            name: "PageLayout",
            dependencies: [
                "Route",
                .product(name: "Mustache", package: "swift-mustache"),
            ]),
        .testTarget(name: "RouteTests", dependencies: ["Route"]),
        .testTarget(
            name: "PageLayoutTests",
            dependencies: [
                "PageLayout", "Route",
                .product(name: "Mustache", package: "swift-mustache"),
            ]),
    ]
)
