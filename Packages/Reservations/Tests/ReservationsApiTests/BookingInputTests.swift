import API
import Foundation
import ReservationsApi
import Testing

// This target depends on ReservationsApi alone, as a client would: it compiles
// only while the wire types and endpoints need nothing of the domain.

struct BookingInputTests {
    func parse(_ json: String) throws -> BookingInput {
        try BookingInput(parts: RequestParts(body: Data(json.utf8)))
    }

    @Test func readsAWellFormedBody() throws {
        let input = try parse(
            #"{"landmarkId": 3, "checkIn": "2026-12-01", "checkOut": "2026-12-03", "guests": 2, "notes": "hi"}"#)
        #expect(
            input == BookingInput(landmarkId: 3, checkIn: "2026-12-01", checkOut: "2026-12-03", guests: 2, notes: "hi"))
    }

    @Test func fieldsOfTheWrongKindBecomeMissingSoTheRulesNameEachOne() throws {
        let input = try parse(#"{"landmarkId": "3", "checkIn": 20261201, "guests": 2.5}"#)
        #expect(input == BookingInput(landmarkId: nil, checkIn: nil, checkOut: nil, guests: nil, notes: ""))
        #expect(try parse(#"{"guests": true}"#).guests == nil)
    }

    @Test func notesThatAreNotTextAreKeptAsSuchForTheRulesToName() throws {
        #expect(try parse(#"{"notes": 5, "guests": 2}"#).notes == nil)
        #expect(try parse(#"{"notes": null}"#).notes == "")
        #expect(try parse(#"{"guests": 2}"#).notes == "")
    }

    @Test func bodiesThatAreNotObjectsAreRefused() {
        #expect(throws: Problem.self) { try parse("[1, 2]") }
        #expect(throws: Problem.self) { try parse("not json") }
        #expect(throws: Problem.self) { try BookingInput(parts: RequestParts()) }
    }

    @Test func roundTripsThroughItsOwnParts() throws {
        let input = BookingInput(
            landmarkId: 4, checkIn: "2027-01-02", checkOut: "2027-01-05", guests: 8, notes: "late arrival")
        #expect(try BookingInput(parts: try input.parts()) == input)
        var priced = input
        priced.siteNumber = "B3"
        priced.vehicles = 2
        priced.maxNightlyFeeCents = 4500
        #expect(try BookingInput(parts: try priced.parts()) == priced)
    }

    @Test func aReservationOnTheWireHasPlainDatesItsPriceInCentsAndItsCode() throws {
        let json =
            #"""
            {"id":"5A1D0B0E-3C53-4D8A-9A8B-3E8F7D3C2B10","landmarkId":4,"landmarkName":null,\#
            "checkIn":"2027-01-02","checkOut":"2027-01-05","nights":3,"guests":3,"notes":"",\#
            "status":"confirmed","createdAt":"2027-01-15T08:00:00Z","nightlyFeeCents":3500,\#
            "totalCents":10500,"confirmationCode":"K7QM-3XPD"}
            """#
        let reservation = try APIJSON.decoder().decode(ReservationDTO.self, from: Data(json.utf8))
        #expect(reservation.checkIn == "2027-01-02")
        #expect(reservation.totalCents == 10500 && reservation.confirmationCode == "K7QM-3XPD")
        #expect(reservation.landmarkName == nil)
        #expect(
            try APIJSON.decoder().decode(ReservationDTO.self, from: APIJSON.encoder().encode(reservation))
                == reservation)
    }

    @Test func theEndpointsAreWhereTheContractSays() throws {
        #expect(ReservationsEndpoints.book.successStatus == .created)
        #expect(
            try ReservationsEndpoints.availability.request(for: AvailabilityInput(landmarkID: 3, month: "2027-02"))
                .location.href == "/api/v1/landmarks/3/availability?month=2027-02")
    }
}
