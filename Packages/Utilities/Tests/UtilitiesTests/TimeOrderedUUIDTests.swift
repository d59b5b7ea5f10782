import Foundation
import Testing
import Utilities

@Suite struct TimeOrderedUUIDTests {
    @Test func anIdCarriesVersion7TheVariantAndItsMillisecond() {
        let made = Date(timeIntervalSince1970: 1_795_000_000.123_9)
        let id = UUID.timeOrdered(at: made)
        let text = id.uuidString.lowercased()
        #expect(Array(text)[14] == "7")
        #expect(["8", "9", "a", "b"].contains(Array(text)[19]))
        #expect(id.timeOrderedInstant == Date(timeIntervalSince1970: 1_795_000_000.123))
        // The first 48 bits are the milliseconds, in hex.
        #expect(text.prefix(8) + text.dropFirst(9).prefix(4) == String(1_795_000_000_123, radix: 16).leftPadded(12))
    }

    @Test func idsMadeLaterSortAfterAsValuesAndAsLowercaseText() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let ids = (0..<1_000).map { UUID.timeOrdered(at: start.addingTimeInterval(Double($0) / 500)) }
        let texts = ids.map { $0.uuidString.lowercased() }
        #expect(texts == texts.sorted())
        #expect(ids.map(\.timeOrderedInstant) == ids.map(\.timeOrderedInstant).sorted { $0! < $1! })
    }

    @Test func idsMadeInTheSameMillisecondDiffer() {
        let now = Date()
        let ids = Set((0..<10_000).map { _ in UUID.timeOrdered(at: now) })
        #expect(ids.count == 10_000)
    }

    @Test func aRandomUUIDHasNoInstant() {
        #expect(UUID(uuidString: "3f2504e0-4f89-41d3-9a0c-0305e82c3301")!.timeOrderedInstant == nil)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
