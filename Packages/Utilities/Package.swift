// swift-tools-version: 6.0
// Utilities: MicroContainer and small helpers that know no feature.
// Its code depends on nothing (the DocC plugin only builds its documentation),
// so every other package can afford it.
import PackageDescription

let package = Package(
    name: "Utilities",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Utilities", targets: ["Utilities"])
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        .target(name: "Utilities"),
        .testTarget(name: "UtilitiesTests", dependencies: ["Utilities"]),
    ]
)
