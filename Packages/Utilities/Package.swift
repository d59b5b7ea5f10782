// swift-tools-version: 6.0
// Utilities: MicroContainer and small helpers that know no feature.
// It depends on nothing, so every other package can afford it.
import PackageDescription

let package = Package(
    name: "Utilities",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Utilities", targets: ["Utilities"])
    ],
    targets: [
        .target(name: "Utilities"),
        .testTarget(name: "UtilitiesTests", dependencies: ["Utilities"]),
    ]
)
