import APIServerTesting
import Testing

@Suite struct CookieJarTests {
    @Test func keepsWhatIsSetAndForgetsWhatExpires() {
        var jar = CookieJar()
        jar.remember(setCookie: ["session=abc; Path=/; HttpOnly", "csrf=t1; Path=/"])
        #expect(jar["session"] == "abc")
        #expect(jar.header == "csrf=t1; session=abc")
        jar.remember(setCookie: ["session=; Max-Age=0; Path=/", "csrf=t2"])
        #expect(jar["session"] == nil)
        #expect(jar.header == "csrf=t2")
        jar.remember(setCookie: ["csrf=gone; Max-Age=0"])
        #expect(jar.header == nil)
    }

    @Test func sentKeepsAnExpiringCookiesEmptyValueAndIgnoresJunk() {
        let sent = CookieJar.sent(["session=; Max-Age=0", "csrf=x=y; Path=/", ""])
        #expect(sent["session"] == "")
        #expect(sent["csrf"] == "x=y")
        var jar = CookieJar()
        jar.remember(setCookie: ["", ";", "=v"])
        #expect(jar.cookies.isEmpty)
    }

    @Test func aFormBodyEscapesEverythingButLettersAndDigits() {
        #expect(FormBody.encode([("name", "Ada L"), ("q", "a&b=c/é")]) == "name=Ada%20L&q=a%26b%3Dc%2F%C3%A9")
    }
}

@Suite struct LogRecorderTests {
    @Test func keepsEachLineWithItsLevelAndMetadata() {
        let recorder = LogRecorder()
        var logger = recorder.logger()
        logger[metadataKey: "request"] = "r1"
        logger.info("reservation booked", metadata: ["event": "reservation.booked", "landmark.id": "3"])
        logger.debug("noise")
        #expect(recorder.entries.count == 2)
        let booked = recorder.events("reservation.booked")
        #expect(booked.count == 1)
        #expect(booked.first?.level == .info)
        #expect(booked.first?.metadata == ["event": "reservation.booked", "landmark.id": "3", "request": "r1"])
        #expect(booked.first?.text == "reservation booked event=reservation.booked landmark.id=3 request=r1")
    }
}
