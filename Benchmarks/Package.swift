// swift-tools-version: 6.1
// Benchmarks: measurements, never assertions. Kept out of every shipped
// package so no product depends on a benchmark library.
//
//   Scripts/benchmark-container    (or: swift package --package-path Benchmarks benchmark)
import PackageDescription

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../Packages/Utilities"),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/Swinject/Swinject.git", from: "2.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "ContainerBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Utilities", package: "Utilities"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            path: "Benchmarks/ContainerBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
    ]
)
