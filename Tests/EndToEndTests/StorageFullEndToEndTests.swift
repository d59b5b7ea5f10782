import API
import APIClient
import AuthApi // remove-feature: Auth
import Foundation
import ReservationsApi // remove-feature: Reservations
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The SQLite file's disk fills up: readiness says storage is full before
/// any write has failed (a host with no feature that writes learns it too),
/// reading goes on, every write that finds no room answers 507 with a problem
/// body and `Retry-After`, the change is logged once, and when space is freed
/// the host takes writes again by itself, having lost nothing it confirmed
/// (ADR 0127). The writes are sign-ups, and bookings where Reservations is
/// there. The disk is a small tmpfs mounted for the test, so it needs root;
/// in the PostgreSQL stage the database is elsewhere.
@Suite(.enabled(if: geteuid() == 0 && ProcessInfo.processInfo.environment["LANDMARKS_E2E_DATABASE_URL"] == nil))
struct StorageFullEndToEndTests {
    @Test func aFullDiskIsNotReadyAnswers507ToWritesServesReadsAndRecoversWhenSpaceIsFreed() async throws {
        let disk = try SmallDisk(megabytes: 24)
        defer { disk.remove() }
        var arguments = ["serve"]
        arguments += ["--reservations-upcoming-stays-per-account", "100000"] // remove-feature: Reservations
        arguments += ["--auth-password-cost", "4"] // remove-feature: Auth
        let host = try await HostProcess.start(
            databaseURL: "sqlite:" + disk.path + "/landmarks.sqlite", arguments: arguments)
        // remove-feature: Auth {
        // remove-feature: Reservations {
        let token = try await signIn(host)
        let client = NetworkClient(baseURL: host.baseURL, bearerToken: token)
        #expect(try await book(host, token: token, night: 1).status == 201)
        // remove-feature: Reservations }
        // remove-feature: Auth }
        #expect(try await host.get("/readyz", accept: "text/plain").status == 200)

        disk.fill()
        // Readiness finds the disk full by itself: no write has failed yet.
        let full = try await waitForReadiness(host, status: 503)
        #expect(full.body.contains("storage full"), "\(full)")
        #expect(try await host.get("/landmarks").status == 200)
        #expect(try await host.get("/api/v1/landmarks", accept: "application/json").status == 200)

        // remove-feature: Auth {
        // A write may still fit in space the database file or its log already
        // holds; keep writing until five do not.
        let signUps = try await untilRefused { n in try await signUp(host, n) }
        expectRefusalsAre507(signUps)
        // remove-feature: Reservations {
        var confirmed: [UUID] = []
        let bookings = try await untilRefused { night in
            let answer = try await book(host, token: token, night: night + 1)
            if answer.status == 201,
                let made = try? APIJSON.decoder().decode(ReservationDTO.self, from: Data(answer.body.utf8))
            {
                confirmed.append(made.id)
            }
            return answer
        }
        expectRefusalsAre507(bookings)
        #expect(try await client.send(ReservationsEndpoints.list, ListReservationsInput()).count == confirmed.count + 1)
        // remove-feature: Reservations }
        // remove-feature: Auth }

        disk.free()
        let ready = try await waitForReadiness(host, status: 200)
        #expect(ready.status == 200, "not ready 20 s after space was freed")
        // remove-feature: Auth {
        #expect(try await signUp(host, 1_000).status == 201)
        // remove-feature: Reservations {
        let after = try await book(host, token: token, night: 320)
        #expect(after.status == 201, "\(after)")
        let stored = Set(try await client.send(ReservationsEndpoints.list, ListReservationsInput()).map(\.id))
        #expect(Set(confirmed).isSubset(of: stored))
        // remove-feature: Reservations }
        // remove-feature: Auth }

        let log = host.log
        #expect(log.components(separatedBy: "storage full; answering 507").count - 1 == 1, "\(log)")
        #expect(log.components(separatedBy: "storage has room again").count - 1 == 1)
        #expect(!log.contains("unhandled error"))
        #expect(try await host.stop() == 0)
    }

    typealias Answer = (status: Int, headers: [String: String], body: String)

    /// Polls `/readyz` until it answers `status`, for at most 20 s; its last answer.
    private func waitForReadiness(_ host: HostProcess, status: Int) async throws -> (status: Int, body: String) {
        let deadline = ContinuousClock.now + .seconds(20)
        var answer = try await host.get("/readyz", accept: "text/plain")
        while answer.status != status, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(100))
            answer = try await host.get("/readyz", accept: "text/plain")
        }
        return (answer.status, answer.body)
    }

    /// Writes until five are refused (at most 300); every answer.
    private func untilRefused(_ write: (Int) async throws -> Answer) async throws -> [Answer] {
        var answers: [Answer] = []
        for n in 1...300 {
            answers.append(try await write(n))
            if answers.filter({ $0.status == 507 }).count == 5 { break }
        }
        return answers
    }

    /// Each write either worked or was refused with the 507 problem.
    private func expectRefusalsAre507(_ answers: [Answer]) {
        let refused = answers.filter { $0.status == 507 }
        #expect(refused.count == 5, "statuses: \(answers.map(\.status))")
        #expect(answers.allSatisfy { [201, 507].contains($0.status) }, "statuses: \(answers.map(\.status))")
        for answer in refused {
            #expect(answer.headers["content-type"] == Problem.contentType)
            #expect(answer.headers["retry-after"] == "30")
            let problem = try? JSONDecoder().decode(Problem.self, from: Data(answer.body.utf8))
            #expect(problem?.status == 507 && problem?.detail?.contains("nothing was saved") == true)
        }
    }

    private func post(_ host: HostProcess, _ path: String, _ body: [String: Any], token: String? = nil)
        async throws -> Answer
    {
        var request = URLRequest(url: host.baseURL.appendingPathComponent(path), timeoutInterval: 10)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        let (data, response) = try await URLSession.shared.data(for: request, delegate: nil)
        let http = response as! HTTPURLResponse
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            headers[String(describing: key).lowercased()] = String(describing: value)
        }
        return (http.statusCode, headers, String(decoding: data, as: UTF8.self))
    }

    // remove-feature: Auth {
    private func signUp(_ host: HostProcess, _ n: Int) async throws -> Answer {
        try await post(
            host, "api/v1/auth/signup",
            ["email": "writer\(n)@example.com", "name": "Writer \(n)", "password": "correct horse battery"])
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
    // remove-feature: Auth }

    // remove-feature: Auth {
    // remove-feature: Reservations {
    private func book(_ host: HostProcess, token: String, night: Int) async throws -> Answer {
        let booking: [String: Any] = [
            "landmarkId": 1 + night % 6, "checkIn": ReservationsEndToEndTests.night(10 + night / 6),
            "checkOut": ReservationsEndToEndTests.night(11 + night / 6), "guests": 1,
        ]
        return try await post(host, "api/v1/reservations", booking, token: token)
    }
    // remove-feature: Reservations }
    // remove-feature: Auth }
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
