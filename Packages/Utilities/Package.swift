// swift-tools-version: 6.0
// Utilities: MicroContainer and small helpers that know no feature; CalendarDays,
// the day and month types features hand each other (ADR 0112).
// Its code depends on nothing (the DocC plugin only builds its documentation),
// so every other package can afford it.
import PackageDescription

let package = Package(
    name: "Utilities",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Utilities", targets: ["Utilities"]),
        .library(name: "CalendarDays", targets: ["CalendarDays"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        .target(name: "Utilities"),
        .target(name: "CalendarDays"),
        .testTarget(name: "UtilitiesTests", dependencies: ["Utilities"]),
        .testTarget(name: "CalendarDaysTests", dependencies: ["CalendarDays"]),
    ]
)
