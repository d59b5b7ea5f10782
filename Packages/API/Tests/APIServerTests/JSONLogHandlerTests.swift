import APIServer
import Foundation
import Logging
import Synchronization
import Testing

@Suite struct JSONLogHandlerTests {
    @Test func aJSONLineCarriesTheMessageLevelLabelAndEveryMetadataKey() throws {
        let lines = Mutex<[String]>([])
        var handler = JSONLogHandler(
            label: "landmarks", metadataProvider: .init { ["request.id": "r-1"] },
            write: { line in lines.withLock { $0.append(line) } })
        handler[metadataKey: "feature"] = "Reservations"
        let logger = Logger(label: "landmarks") { _ in handler }
        logger.info("reservation booked", metadata: ["event": "reservation.booked", "nights": "2", "ids": ["a", "b"]])
        let line = try #require(lines.withLock { $0.first })
        #expect(!line.contains("\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["message"] as? String == "reservation booked")
        #expect(object["level"] as? String == "info")
        #expect(object["label"] as? String == "landmarks")
        #expect(object["request.id"] as? String == "r-1")
        #expect(object["feature"] as? String == "Reservations")
        #expect(object["event"] as? String == "reservation.booked")
        #expect(object["ids"] as? [String] == ["a", "b"])
        #expect((object["time"] as? String)?.hasSuffix("Z") == true)
    }
}
