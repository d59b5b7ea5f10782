import API
import Foundation
import ReservationsApi
import ReservationsDomain
import Testing

struct BookingInputTests {
    func parse(_ json: String) throws -> BookingInput {
        try BookingInput(parts: RequestParts(body: Data(json.utf8)))
    }

    @Test func readsAWellFormedBody() throws {
        let input = try parse(#"{"landmarkId": 3, "checkIn": "2026-12-01", "checkOut": "2026-12-03", "guests": 2, "notes": "hi"}"#)
        #expect(input.draft == BookingDraft(landmarkID: 3, checkIn: "2026-12-01", checkOut: "2026-12-03", guests: 2, notes: "hi"))
    }

    @Test func fieldsOfTheWrongKindBecomeMissingSoTheRulesNameEachOne() throws {
        let input = try parse(#"{"landmarkId": "3", "checkIn": 20261201, "guests": 2.5}"#)
        #expect(input.draft == BookingDraft(landmarkID: nil, checkIn: nil, checkOut: nil, guests: nil, notes: ""))
        #expect(try parse(#"{"guests": true}"#).draft.guests == nil)
    }

    @Test func notesThatAreNotTextAreKeptAsSuchForTheRulesToName() throws {
        #expect(try parse(#"{"notes": 5, "guests": 2}"#).draft.notes == nil)
        #expect(try parse(#"{"notes": null}"#).draft.notes == "")
        #expect(try parse(#"{"guests": 2}"#).draft.notes == "")
    }

    @Test func bodiesThatAreNotObjectsAreRefused() {
        #expect(throws: Problem.self) { try parse("[1, 2]") }
        #expect(throws: Problem.self) { try parse("not json") }
        #expect(throws: Problem.self) { try BookingInput(parts: RequestParts()) }
    }

    @Test func roundTripsThroughItsOwnParts() throws {
        let input = BookingInput(landmarkId: 4, checkIn: "2027-01-02", checkOut: "2027-01-05", guests: 8, notes: "late arrival")
        #expect(try BookingInput(parts: try input.parts()) == input)
    }

    @Test func aReservationMapsToTheWireAndBack() throws {
        let reservation = Reservation(
            id: UUID(), landmarkID: 4, ownerID: UUID(), stay: Stay(checkIn: Day(iso: "2027-01-02")!, checkOut: Day(iso: "2027-01-05")!),
            guests: 3, notes: "", status: .confirmed, createdAt: Date(timeIntervalSince1970: 1_800_000_000))
        let dto = ReservationDTO(reservation, landmarkName: "Half Dome")
        #expect(dto.nights == 3)
        #expect(dto.status == "confirmed")
        #expect(try Reservation(dto, owner: reservation.ownerID) == reservation)
        var broken = dto
        broken.checkOut = "2027-01-01"
        #expect(throws: ReservationsError.self) { try Reservation(broken, owner: reservation.ownerID) }
    }
}
