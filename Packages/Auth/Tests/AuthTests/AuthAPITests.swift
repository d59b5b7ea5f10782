import API
import AuthApi
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

private func json<T: Encodable>(_ value: T) throws -> ByteBuffer {
    ByteBuffer(data: try APIJSON.encoder().encode(value))
}

private let jsonType: HTTPFields = [.contentType: "application/json"]

private func decode<T: Decodable>(_ type: T.Type, _ response: TestResponse) throws -> T {
    try APIJSON.decoder().decode(type, from: Data(buffer: response.body))
}

@Suite struct AuthAPITests {
    @Test func signUpLogInMeAndLogOutWithABearerToken() async throws {
        try await TestSite().test { client in
            let created = try await client.execute(
                uri: "/api/v1/auth/signup", method: .post, headers: jsonType,
                body: try json(SignUpRequest(email: "Grace@Example.com", name: "Grace", password: "correct horse")))
            #expect(created.status == .created)
            let user = try decode(UserDTO.self, created)
            #expect(user.email == "grace@example.com")
            #expect(!created.text.contains("password"))

            let login = try await client.execute(
                uri: "/api/v1/auth/login", method: .post, headers: jsonType,
                body: try json(LogInRequest(email: "grace@example.com", password: "correct horse")))
            #expect(login.status == .ok)
            let token = try decode(TokenResponse.self, login)
            #expect(token.user == user)
            let bearer: HTTPFields = [.authorization: "Bearer \(token.token)"]

            let me = try await client.execute(uri: "/api/v1/auth/me", method: .get, headers: bearer)
            #expect(try decode(UserDTO.self, me) == user)
            let out = try await client.execute(uri: "/api/v1/auth/logout", method: .post, headers: bearer)
            #expect(out.status == .noContent)
            let after = try await client.execute(uri: "/api/v1/auth/me", method: .get, headers: bearer)
            #expect(after.status == .unauthorized)
            #expect(after.headers[.contentType] == Problem.contentType)
        }
    }

    @Test func badSignUpsAreProblemsNamingEachField() async throws {
        try await TestSite().test { client in
            let bad = try await client.execute(
                uri: "/api/v1/auth/signup", method: .post, headers: jsonType,
                body: try json(SignUpRequest(email: "nope", name: "", password: "short")))
            #expect(bad.status == .unprocessableContent)
            let problem = try decode(Problem.self, bad)
            #expect(Set(problem.errors?.map(\.field) ?? []) == ["email", "name", "password"])

            let body = try json(SignUpRequest(email: "ada@example.com", name: "Ada", password: "correct horse"))
            #expect(
                try await client.execute(uri: "/api/v1/auth/signup", method: .post, headers: jsonType, body: body)
                    .status == .created)
            let duplicate = try await client.execute(
                uri: "/api/v1/auth/signup", method: .post, headers: jsonType, body: body)
            #expect(duplicate.status == .conflict)

            let malformed = try await client.execute(
                uri: "/api/v1/auth/signup", method: .post, headers: jsonType, body: ByteBuffer(string: "{\"email\":"))
            #expect(malformed.status.code / 100 == 4)
        }
    }

    @Test func wrongCredentialsAre401AndAFloodIs429WithRetryAfter() async throws {
        try await TestSite().test { client in
            _ = try await client.execute(
                uri: "/api/v1/auth/signup", method: .post, headers: jsonType,
                body: try json(SignUpRequest(email: "ada@example.com", name: "Ada", password: "correct horse")))
            var last: TestResponse?
            for attempt in 1...20 {
                let response = try await client.execute(
                    uri: "/api/v1/auth/login", method: .post, headers: jsonType,
                    body: try json(LogInRequest(email: "ada@example.com", password: "guess \(attempt) guess")))
                if attempt == 1 { #expect(response.status == .unauthorized) }
                last = response
            }
            let final = try #require(last)
            #expect(final.status == .tooManyRequests)
            #expect(Int(final.headers[.retryAfter] ?? "") ?? 0 > 0)
            #expect(try decode(Problem.self, final).retryAfter ?? 0 > 0)
        }
    }

    @Test func oneAddressMakesItsShareOfAccountsThenGets429WithRetryAfter() async throws {
        try await TestSite(settings: ["auth.signupsPerHour": 2]).test(.live) { client in
            for n in 1...2 {
                let made = try await client.execute(
                    uri: "/api/v1/auth/signup", method: .post, headers: jsonType,
                    body: try json(
                        SignUpRequest(email: "user\(n)@example.com", name: "User", password: "correct horse")))
                #expect(made.status == .created)
            }
            let refused = try await client.execute(
                uri: "/api/v1/auth/signup", method: .post, headers: jsonType,
                body: try json(SignUpRequest(email: "user3@example.com", name: "User", password: "correct horse")))
            #expect(refused.status == .tooManyRequests)
            #expect(Int(refused.headers[.retryAfter] ?? "") ?? 0 > 3500)
            // Nothing was made: the account cannot log in.
            let login = try await client.execute(
                uri: "/api/v1/auth/login", method: .post, headers: jsonType,
                body: try json(LogInRequest(email: "user3@example.com", password: "correct horse")))
            #expect(login.status == .unauthorized)
        }
    }

    @Test func aLogInWithTheLongestPasswordAndMoreIs401WithRealBcrypt() async throws {
        try await TestSite().test { client in
            let longest = String(repeating: "horse ", count: 12) // 72 bytes, what bcrypt reads
            let created = try await client.execute(
                uri: "/api/v1/auth/signup", method: .post, headers: jsonType,
                body: try json(SignUpRequest(email: "grace@example.com", name: "Grace", password: longest)))
            #expect(created.status == .created)
            for (password, status) in [(longest + "and more", HTTPResponse.Status.unauthorized), (longest, .ok)] {
                let login = try await client.execute(
                    uri: "/api/v1/auth/login", method: .post, headers: jsonType,
                    body: try json(LogInRequest(email: "grace@example.com", password: password)))
                #expect(login.status == status, "\(password.utf8.count) bytes")
            }
        }
    }

    @Test func aPasswordWithANulIsRefusedAtSignUpAndIsWrongAtLogInWithRealBcrypt() async throws {
        try await TestSite().test { client in
            for password in [String(repeating: "\0", count: 12), "abc\0twelve more!"] {
                let refused = try await client.execute(
                    uri: "/api/v1/auth/signup", method: .post, headers: jsonType,
                    body: try json(SignUpRequest(email: "nul@example.com", name: "Nul", password: password)))
                #expect(refused.status == .unprocessableContent)
                #expect(String(buffer: refused.body).contains("NUL character"))
            }
            let created = try await client.execute(
                uri: "/api/v1/auth/signup", method: .post, headers: jsonType,
                body: try json(SignUpRequest(email: "grace@example.com", name: "Grace", password: "correct horse")))
            #expect(created.status == .created)
            // bcrypt reads up to the NUL, so this would match "correct horse".
            for (password, status) in [
                ("correct horse\0battery", HTTPResponse.Status.unauthorized), ("correct horse", .ok),
            ] {
                let login = try await client.execute(
                    uri: "/api/v1/auth/login", method: .post, headers: jsonType,
                    body: try json(LogInRequest(email: "grace@example.com", password: password)))
                #expect(login.status == status, "\(password.debugDescription)")
            }
        }
    }

    @Test func meWithoutACredentialOrWithAForgedTokenIs401() async throws {
        try await TestSite().test { client in
            #expect(try await client.execute(uri: "/api/v1/auth/me", method: .get).status == .unauthorized)
            let forged = try await client.execute(
                uri: "/api/v1/auth/me", method: .get, headers: [.authorization: "Bearer forged-token"])
            #expect(forged.status == .unauthorized)
            // Without credentials a log-out is a 401 (no token), not a 403 (ADR 0104).
            #expect(try await client.execute(uri: "/api/v1/auth/logout", method: .post).status == .unauthorized)
        }
    }

    @Test func anOversizedBodyIs413() async throws {
        try await TestSite().test { client in
            let huge = ByteBuffer(string: "{\"email\":\"" + String(repeating: "a", count: 70_000) + "\"}")
            let response = try await client.execute(
                uri: "/api/v1/auth/signup", method: .post, headers: jsonType, body: huge)
            #expect(response.status == .contentTooLarge)
        }
    }
}
