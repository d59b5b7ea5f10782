import API
import Foundation
import Testing

/// A body that gives one key twice is refused with a 422 naming it, wherever
/// the object sits, however the key is spelt; anything else reads as before.
@Suite struct DuplicateJSONKeysTests {
    struct Stay: Decodable, Equatable {
        var guests: Int
        var notes: [String: Int]?
    }

    private func issue(_ json: String) -> FieldIssue? {
        do {
            _ = try RequestParts(body: Data(json.utf8)).decodeBody(Stay.self)
            return nil
        } catch let problem as Problem {
            #expect(problem.status == 422, "\(problem)")
            return problem.errors?.first
        } catch {
            Issue.record("not a problem: \(error)")
            return nil
        }
    }

    @Test(arguments: [
        (#"{"guests": 1, "guests": 9}"#, "guests"),
        (#"{"guests": 1, "notes": {"a": 1, "b": 2, "a": 3}}"#, "notes.a"),
        (#"{"guests": 1, "g\u0075ests": 9}"#, "guests"),
        (#"{"guests":1,"list":[{"x":1},{"x":2,"x":3}]}"#, "list.1.x"),
    ])
    func aRepeatedKeyIsRefusedByName(_ json: String, _ field: String) {
        #expect(issue(json) == FieldIssue(field: field, message: "is given more than once"))
    }

    @Test func theSameKeyInSeparateObjectsIsFine() throws {
        let json = #"{"guests": 2, "notes": {"guests": 1, "a\"b": 2}, "list": [{"x": 1}, {"x": 2}]}"#
        let stay = try RequestParts(body: Data(json.utf8)).decodeBody(Stay.self)
        #expect(stay == Stay(guests: 2, notes: ["guests": 1, "a\"b": 2]))
    }

    @Test func textNestedPastTheDecodersDepthIsABadRequestNotACrash() {
        let json = String(repeating: "[", count: 100_000)
        #expect(throws: Problem.badRequest("The body is not valid JSON.")) {
            try RequestParts(body: Data(json.utf8)).decodeBody(Stay.self)
        }
    }
}
