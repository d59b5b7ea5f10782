import Benchmark
import Swinject
import Utilities

// The object graphs resolved in every scenario: the same shapes for each way of
// building them, so the only difference measured is the container.

final class Database: Sendable {}
final class AppLogger: Sendable {}

/// A repository with two dependencies.
final class LandmarkRepository: Sendable {
    let database: Database
    let logger: AppLogger
    init(database: Database, logger: AppLogger) {
        self.database = database
        self.logger = logger
    }
}

/// The three objects of a screen: view model -> use case -> repository.
final class BrowseUseCase: Sendable {
    let repository: LandmarkRepository
    init(repository: LandmarkRepository) { self.repository = repository }
}

final class ListViewModel: Sendable {
    let browse: BrowseUseCase
    init(browse: BrowseUseCase) { self.browse = browse }
}

func makeMicroContainer() -> MicroContainer {
    let container = MicroContainer()
    container.register(Database.self) { _ in Database() }
    container.register(AppLogger.self) { _ in AppLogger() }
    container.register(LandmarkRepository.self, scope: .perResolve) { r in
        LandmarkRepository(database: try r.resolve(), logger: try r.resolve())
    }
    container.register(BrowseUseCase.self, scope: .perResolve) { r in BrowseUseCase(repository: try r.resolve()) }
    container.register(ListViewModel.self, scope: .perResolve) { r in ListViewModel(browse: try r.resolve()) }
    return container
}

func makeSwinjectContainer() -> Container {
    let container = Container()
    container.register(Database.self) { _ in Database() }.inObjectScope(.container)
    container.register(AppLogger.self) { _ in AppLogger() }.inObjectScope(.container)
    container.register(LandmarkRepository.self) { r in
        LandmarkRepository(database: r.resolve(Database.self)!, logger: r.resolve(AppLogger.self)!)
    }.inObjectScope(.transient)
    container.register(BrowseUseCase.self) { r in BrowseUseCase(repository: r.resolve(LandmarkRepository.self)!) }
        .inObjectScope(.transient)
    container.register(ListViewModel.self) { r in ListViewModel(browse: r.resolve(BrowseUseCase.self)!) }
        .inObjectScope(.transient)
    return container
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        // Throughput is there for the JMH export, which the script reads.
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 10_000)

    // Each container is built inside its benchmark, before measurement starts,
    // so no non-Sendable container is captured across the benchmark closures.

    Benchmark("singleton/MicroContainer") { benchmark in
        let container = makeMicroContainer()
        _ = try container.resolve(Database.self)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try container.resolve(Database.self)) }
    }
    Benchmark("singleton/Swinject") { benchmark in
        let container = makeSwinjectContainer()
        _ = container.resolve(Database.self)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(container.resolve(Database.self)!) }
    }
    Benchmark("singleton/hand-written") { benchmark in
        let database = Database()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(database) }
    }

    Benchmark("repository/MicroContainer") { benchmark in
        let container = makeMicroContainer()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try container.resolve(LandmarkRepository.self)) }
    }
    Benchmark("repository/Swinject") { benchmark in
        let container = makeSwinjectContainer()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(container.resolve(LandmarkRepository.self)!) }
    }
    Benchmark("repository/hand-written") { benchmark in
        let database = Database()
        let logger = AppLogger()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(LandmarkRepository(database: database, logger: logger)) }
    }

    Benchmark("view-model-graph/MicroContainer") { benchmark in
        let container = makeMicroContainer()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try container.resolve(ListViewModel.self)) }
    }
    Benchmark("view-model-graph/Swinject") { benchmark in
        let container = makeSwinjectContainer()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(container.resolve(ListViewModel.self)!) }
    }
    Benchmark("view-model-graph/hand-written") { benchmark in
        let database = Database()
        let logger = AppLogger()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(
                ListViewModel(browse: BrowseUseCase(repository: LandmarkRepository(database: database, logger: logger)))
            )
        }
    }
}
