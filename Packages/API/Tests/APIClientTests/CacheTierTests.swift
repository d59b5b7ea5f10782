import Foundation
import Testing

@testable import APIClient

private struct Place: Codable, Sendable, Equatable {
    var id: Int
    var name: String
}

private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("cache-tests-\(UUID().uuidString)")
}

@Suite struct MemoryCacheTests {
    @Test func theLeastRecentlyUsedGoesFirst() {
        let memory = MemoryCache(capacityPerType: 2)
        let now = Date()
        memory.store(CacheEntry(1, storedAt: now), at: "one")
        memory.store(CacheEntry(2, storedAt: now), at: "two")
        _ = memory.entry("one", as: Int.self) // "two" is now the least recently used
        memory.store(CacheEntry(3, storedAt: now), at: "three")
        #expect(memory.entry("one", as: Int.self)?.value == 1)
        #expect(memory.entry("two", as: Int.self) == nil)
        #expect(memory.entry("three", as: Int.self)?.value == 3)
    }

    @Test func eachTypeHasItsOwnBound() {
        let memory = MemoryCache(capacityPerType: 2)
        memory.setCapacity(1, for: String.self)
        let now = Date()
        memory.store(CacheEntry(1, storedAt: now), at: "a")
        memory.store(CacheEntry(2, storedAt: now), at: "b")
        memory.store(CacheEntry("x", storedAt: now), at: "c")
        memory.store(CacheEntry("y", storedAt: now), at: "d")
        // Many strings never push out an Int.
        #expect(memory.count(of: Int.self) == 2)
        #expect(memory.count(of: String.self) == 1)
        #expect(memory.entry("d", as: String.self)?.value == "y")
        // A key holding another type is a miss, not a crash.
        #expect(memory.entry("a", as: String.self) == nil)
    }
}

@Suite struct DiskCacheTests {
    @Test func aNewInstanceReadsWhatAnEarlierOneWrote() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let storedAt = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(
            DiskCache(directory: directory).store(
                CacheEntry([Place(id: 1, name: "Turtle Rock")], storedAt: storedAt), at: "k"))
        let later = DiskCache(directory: directory)
        let entry = try #require(later.entry("k", as: [Place].self))
        #expect(entry.value == [Place(id: 1, name: "Turtle Rock")])
        #expect(entry.storedAt == storedAt)
        // Owner only: it may hold an account's data.
        let mode =
            try FileManager.default.attributesOfItem(atPath: later.url(for: "k").path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? NSNumber
        #expect(folder?.intValue == 0o700)
    }

    @Test func aCorruptedFileIsAMissAndIsRemoved() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let disk = DiskCache(directory: directory)
        disk.store(CacheEntry(Place(id: 1, name: "Turtle Rock"), storedAt: Date()), at: "k")
        let file = disk.url(for: "k")
        try Data("{\"format\":\"landmarks-client-cache/1\",\"key\":\"k\",\"stor".utf8).write(to: file)
        #expect(disk.entry("k", as: Place.self) == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        // Bytes that are not JSON at all, and JSON of another type.
        try Data([0xFF, 0x00, 0x13]).write(to: file)
        #expect(disk.entry("k", as: Place.self) == nil)
        disk.store(CacheEntry("a string", storedAt: Date()), at: "k")
        #expect(disk.entry("k", as: Place.self) == nil)
    }

    @Test func aFileWrittenForAnotherKeyIsAMiss() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let disk = DiskCache(directory: directory)
        disk.store(CacheEntry(1, storedAt: Date()), at: "first")
        try FileManager.default.copyItem(at: disk.url(for: "first"), to: disk.url(for: "second"))
        #expect(disk.entry("second", as: Int.self) == nil)
        #expect(disk.entry("first", as: Int.self)?.value == 1)
    }

    @Test func aFullCacheEvictsTheLeastRecentlyUsed() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = String(repeating: "x", count: 1_000)
        let disk = DiskCache(directory: directory, maxBytes: 3_500)
        // Used a minute, then 50 and 40 seconds ago, as the files' times say
        // (set here rather than waited for).
        for (key, age) in [("a", 60.0), ("b", 50.0), ("c", 40.0)] {
            #expect(disk.store(CacheEntry(text, storedAt: Date()), at: key))
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: disk.url(for: key).path)
        }
        _ = disk.entry("a", as: String.self) // "b" is now the least recently used
        disk.store(CacheEntry(text, storedAt: Date()), at: "d")
        #expect(disk.totalBytes <= 3_500)
        #expect(disk.entry("b", as: String.self) == nil)
        #expect(disk.entry("a", as: String.self) != nil)
        #expect(disk.entry("d", as: String.self) != nil)
        // An entry larger than the whole cap is not stored at all.
        #expect(!disk.store(CacheEntry(String(repeating: "y", count: 5_000), storedAt: Date()), at: "huge"))
    }

    @Test func writesLeaveNoTemporaryFilesBehind() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let disk = DiskCache(directory: directory)
        for index in 0..<20 { disk.store(CacheEntry(index, storedAt: Date()), at: "same") }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names == [disk.url(for: "same").lastPathComponent])
        #expect(disk.entry("same", as: Int.self)?.value == 19)
    }

    @Test func theTieredCacheFillsMemoryFromDisk() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        TieredCache(directory: directory).store(Place(id: 2, name: "Silver Salmon Creek"), at: "k")
        let fresh = TieredCache(directory: directory)
        #expect(fresh.memory.count(of: Place.self) == 0)
        #expect(fresh.entry("k", as: Place.self)?.value == Place(id: 2, name: "Silver Salmon Creek"))
        #expect(fresh.memory.count(of: Place.self) == 1)
    }
}
