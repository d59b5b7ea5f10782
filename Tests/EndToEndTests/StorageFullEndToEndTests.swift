// remove-feature: Reservations (the whole file)
// remove-feature: Auth (the whole file)
import API
import APIClient
import AuthApi
import Foundation
import ReservationsApi
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The SQLite file's disk fills up under bookings: every write that finds no
/// room answers 507 with a problem body and `Retry-After`, reading goes on,
/// `/readyz` says storage is full, the change is logged once, and when space
/// is freed the host takes bookings again by itself, having lost none it
/// confirmed (ADR 0105). The disk is a small tmpfs mounted for the test, so
/// it needs root; in the PostgreSQL stage the database is elsewhere.
@Suite(.enabled(if: geteuid() == 0 && ProcessInfo.processInfo.environment["LANDMARKS_E2E_DATABASE_URL"] == nil))
struct StorageFullEndToEndTests {
    @Test func aFullDiskAnswers507ToWritesServesReadsAndRecoversWhenSpaceIsFreed() async throws {
        let disk = try SmallDisk(megabytes: 24)
        defer { disk.remove() }
        let host = try await HostProcess.start(
            databaseURL: "sqlite:" + disk.path + "/landmarks.sqlite",
            arguments: ["serve", "--reservations-upcoming-stays-per-account", "100000"])
        let token = try await signIn(host)
        let client = NetworkClient(baseURL: host.baseURL, bearerToken: token)
        var confirmed: [UUID] = []
        #expect(try await book(host, token: token, night: 1).status == 201)

        disk.fill()
        // A write may still fit in space the database file or its log already
        // holds; keep booking until one does not.
        var answers: [Answer] = []
        for night in 2...300 {
            let answer = try await book(host, token: token, night: night)
            answers.append(answer)
            if answer.status == 201,
                let made = try? APIJSON.decoder().decode(ReservationDTO.self, from: Data(answer.body.utf8))
            {
                confirmed.append(made.id)
            }
            if answers.filter({ $0.status == 507 }).count == 5 { break }
        }
        let refused = answers.filter { $0.status == 507 }
        #expect(refused.count == 5, "statuses: \(answers.map(\.status))")
        #expect(answers.allSatisfy { [201, 507].contains($0.status) }, "statuses: \(answers.map(\.status))")
        for answer in refused {
            #expect(answer.headers["content-type"] == Problem.contentType)
            #expect(answer.headers["retry-after"] == "30")
            let problem = try JSONDecoder().decode(Problem.self, from: Data(answer.body.utf8))
            #expect(problem.status == 507 && problem.detail?.contains("nothing was saved") == true)
        }
        // Reading goes on; readiness says what is wrong.
        #expect(try await host.get("/landmarks").status == 200)
        #expect(try await host.get("/api/v1/landmarks", accept: "application/json").status == 200)
        #expect(try await client.send(ReservationsEndpoints.list, ListReservationsInput()).count == confirmed.count + 1)
        let ready = try await host.get("/readyz", accept: "text/plain")
        #expect(ready.status == 503 && ready.body.contains("storage full"), "\(ready)")

        disk.free()
        let deadline = ContinuousClock.now + .seconds(20)
        while try await host.get("/readyz", accept: "text/plain").status != 200, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(
            try await host.get("/readyz", accept: "text/plain").status == 200, "not ready 20 s after space was freed")
        let after = try await book(host, token: token, night: 320)
        #expect(after.status == 201, "\(after)")
        let stored = Set(try await client.send(ReservationsEndpoints.list, ListReservationsInput()).map(\.id))
        #expect(Set(confirmed).isSubset(of: stored))

        let log = host.log
        #expect(log.components(separatedBy: "storage full; answering 507").count - 1 == 1, "\(log)")
        #expect(log.components(separatedBy: "storage has room again").count - 1 == 1)
        #expect(!log.contains("unhandled error"))
        #expect(try await host.stop() == 0)
    }

    typealias Answer = (status: Int, headers: [String: String], body: String)

    private func book(_ host: HostProcess, token: String, night: Int) async throws -> Answer {
        let booking: [String: Any] = [
            "landmarkId": 1 + night % 6, "checkIn": ReservationsEndToEndTests.night(10 + night),
            "checkOut": ReservationsEndToEndTests.night(11 + night), "guests": 1,
        ]
        var request = URLRequest(url: host.baseURL.appendingPathComponent("api/v1/reservations"), timeoutInterval: 10)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.httpBody = try JSONSerialization.data(withJSONObject: booking)
        let (data, response) = try await URLSession.shared.data(for: request, delegate: nil)
        let http = response as! HTTPURLResponse
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            headers[String(describing: key).lowercased()] = String(describing: value)
        }
        return (http.statusCode, headers, String(decoding: data, as: UTF8.self))
    }

    private func signIn(_ host: HostProcess) async throws -> String {
        let anonymous = NetworkClient(baseURL: host.baseURL)
        let email = "full@example.com"
        let password = "correct horse battery"
        _ = try await anonymous.send(
            AuthEndpoints.signUp, JSONBody(SignUpRequest(email: email, name: "Full", password: password)))
        return try await anonymous.send(AuthEndpoints.logIn, JSONBody(LogInRequest(email: email, password: password)))
            .token
    }
}

/// A tmpfs of its own, mounted for one test, and a file that takes up every
/// byte it has left.
private struct SmallDisk {
    let path: String
    var filler: String { path + "/filler" }

    init(megabytes: Int) throws {
        path = HostProcess.temporaryDirectory().path
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", path]
        try mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else { throw MountFailed(path: path) }
    }

    struct MountFailed: Error { var path: String }

    /// Writes until the disk refuses another byte.
    func fill() {
        _ = FileManager.default.createFile(atPath: filler, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: filler) else { return }
        for size in [1 << 20, 4096, 1] {
            let chunk = Data(count: size)
            while (try? handle.write(contentsOf: chunk)) != nil {}
        }
        try? handle.close()
    }

    func free() { try? FileManager.default.removeItem(atPath: filler) }

    func remove() {
        let unmount = Process()
        unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
        unmount.arguments = ["-l", path]
        try? unmount.run()
        unmount.waitUntilExit()
        try? FileManager.default.removeItem(atPath: path)
    }
}
