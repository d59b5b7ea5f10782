// The stack's ceiling for Scripts/benchmark-http: one Hummingbird route that
// answers GET /bare with the bytes of a file read once at start, and nothing
// else (no middleware, no database, no templates). What the app's routes cost
// beyond this is what its features and middleware add.
//
//   bare-route --port 8099 --body-file landmarks.json [--content-type application/json]
import Foundation
import Hummingbird
import Logging

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

guard let path = option("--body-file"), let body = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("usage: bare-route --port PORT --body-file FILE [--content-type TYPE]\n".utf8))
    exit(2)
}
let port = option("--port").flatMap(Int.init) ?? 8099
let contentType = option("--content-type") ?? "application/json"
let bytes = ByteBuffer(data: body)

var logger = Logger(label: "bare-route")
logger.logLevel = .warning
let router = Router()
router.get("/bare") { _, _ in
    Response(status: .ok, headers: [.contentType: contentType], body: .init(byteBuffer: bytes))
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)), logger: logger)
try await app.runService()
