// remove-feature: Auth (the whole file)
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The log-in throttle and the sign-up limit count in the database, so hosts
/// share one budget, and behind a trusted proxy they count the forwarded
/// client (ADR 0128).
@Suite struct SharedLimitsEndToEndTests {
    @Test func twoHostsOnOneDatabaseSpendOneLogInBudget() async throws {
        let database = try ConcurrentStartEndToEndTests.newDatabase()
        let first = try await HostProcess.start(databaseURL: database)
        let second = try await HostProcess.start(databaseURL: database)
        let account = ["email": "shared.budget@example.com", "name": "Ada", "password": "correct horse battery"]
        #expect(try await Self.post(first, "/api/v1/auth/signup", account).status == 201)
        // Ten wrong guesses, five on each host: each host alone would allow ten.
        for n in 0..<10 {
            let host = n.isMultiple(of: 2) ? first : second
            let guess = ["email": account["email"]!, "password": "guess number \(n)"]
            #expect(try await Self.post(host, "/api/v1/auth/login", guess).status == 401)
        }
        let right = ["email": account["email"]!, "password": account["password"]!]
        for host in [first, second] {
            let answer = try await Self.post(host, "/api/v1/auth/login", right)
            #expect(answer.status == 429)
            #expect(Int(answer.headers["retry-after"] ?? "") ?? 0 > 0)
        }
        try await first.stop()
        try await second.stop()
    }

    @Test func behindATrustedProxyEachForwardedClientHasItsOwnShareOfSignUps() async throws {
        // Each on a database of its own: the budgets are per database.
        let trusting = try await HostProcess.start(
            databaseURL: try ConcurrentStartEndToEndTests.newDatabase(),
            arguments: ["serve", "--trusted-proxies", "127.0.0.1", "--auth-signups-per-hour", "2"])
        let ignoring = try await HostProcess.start(
            databaseURL: try ConcurrentStartEndToEndTests.newDatabase(),
            arguments: ["serve", "--auth-signups-per-hour", "2"])
        func signUp(_ host: HostProcess, _ n: Int, from client: String) async throws -> Int {
            let body = ["email": "user\(n)@example.com", "name": "User \(n)", "password": "correct horse battery"]
            return try await Self.post(host, "/api/v1/auth/signup", body, headers: ["X-Forwarded-For": client]).status
        }
        #expect(try await signUp(trusting, 1, from: "198.51.100.7") == 201)
        #expect(try await signUp(trusting, 2, from: "198.51.100.7") == 201)
        #expect(try await signUp(trusting, 3, from: "198.51.100.7") == 429)
        // Another client behind the same proxy is not held back; what a
        // client prepends itself is not believed.
        #expect(try await signUp(trusting, 4, from: "198.51.100.8") == 201)
        #expect(try await signUp(trusting, 5, from: "198.51.100.9, 198.51.100.7") == 429)

        // A host that trusts no proxy counts the socket's peer, whatever the header says.
        #expect(try await signUp(ignoring, 1, from: "198.51.100.7") == 201)
        #expect(try await signUp(ignoring, 2, from: "198.51.100.7") == 201)
        #expect(try await signUp(ignoring, 3, from: "198.51.100.8") == 429)
        try await trusting.stop()
        try await ignoring.stop()
    }

    static func post(_ host: HostProcess, _ path: String, _ body: [String: String], headers: [String: String] = [:])
        async throws -> (status: Int, headers: [String: String])
    {
        var request = URLRequest(url: URL(string: path, relativeTo: host.baseURL)!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        let (_, response) = try await URLSession.shared.data(for: request, delegate: nil)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            fields[String(describing: key).lowercased()] = String(describing: value)
        }
        return (http.statusCode, fields)
    }
}
