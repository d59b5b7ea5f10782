import Hummingbird
import LandmarksHost
import Logging

/// The real assembly, in process, on an in-memory database: what the host's
/// suites drive with `.test(.router)`.
func makeInMemoryHost() async throws -> some ApplicationProtocol {
    try await buildApplication(HostConfiguration(port: 0, database: .sqliteInMemory), logger: Logger(label: "test"))
}
