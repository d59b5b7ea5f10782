// remove-feature: Notifications (the whole file)
// remove-feature: Reservations (the whole file)
// remove-feature: Auth (the whole file)
import API
import APIClient
import AuthApi
import Foundation
import NotificationsTesting
import ReservationsApi
import Testing

/// Mail through running hosts, handed to a real SMTP server on loopback (or
/// written to the host's own Maildir): what arrives after a sign-up, a
/// booking, a cancellation, a forgotten password and a freed night, and that
/// a booking acknowledged just before the host is killed still gets its mail.
@Suite(.serialized) struct NotificationsEndToEndTests {
    static let password = "correct horse battery"

    /// The mails in `maildir` that contain every one of `words`, bodies
    /// decoded, once `count` of them are there (or `seconds` have passed).
    /// Any host of the suite may send a mail, so a test finds its own by
    /// what it says (an address made for the test), not by how many there are.
    static func mails(in maildir: URL, saying words: [String], count: Int = 1, within seconds: Double = 60)
        async throws -> [String]
    {
        let folder = maildir.appendingPathComponent("new")
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let matching = try names.map {
                decoded(try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
            }.filter { mail in words.allSatisfy { mail.contains($0) } }
            if matching.count >= count || Date() > deadline { return matching }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    /// A message with its quoted-printable bodies read back, as a mail client
    /// shows them (headers keep their encoded words), whether its lines end
    /// in CRLF (the host's own Maildir) or LF (Postfix's).
    static func decoded(_ message: String) -> String {
        let encoded = Array(
            message.replacingOccurrences(of: "=\r\n", with: "").replacingOccurrences(of: "=\n", with: "").utf8)
        var bytes: [UInt8] = []
        var at = 0
        while at < encoded.count {
            if encoded[at] == UInt8(ascii: "="), at + 2 < encoded.count,
                let byte = UInt8(String(decoding: encoded[at + 1...at + 2], as: UTF8.self), radix: 16)
            {
                bytes.append(byte)
                at += 3
            } else {
                bytes.append(encoded[at])
                at += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func account(_ host: HostProcess, _ email: String) async throws -> NetworkClient {
        let anonymous = NetworkClient(baseURL: host.baseURL)
        _ = try await anonymous.send(
            AuthEndpoints.signUp, JSONBody(SignUpRequest(email: email, name: "Ada Camper", password: Self.password)))
        let token = try await anonymous.send(
            AuthEndpoints.logIn, JSONBody(LogInRequest(email: email, password: Self.password))
        ).token
        return NetworkClient(baseURL: host.baseURL, bearerToken: token)
    }

    @Test func aForgottenPasswordBringsALinkThatWorksOnceAndEndsTheOldSessionsAndNobodyElseGetsMail() async throws {
        let server = try await MailServer()
        let host = try await host(handingMailTo: server)
        let email = "reset.\(UUID().uuidString.prefix(8).lowercased())@example.com"
        let nobody = "nobody.\(UUID().uuidString.prefix(8).lowercased())@example.com"
        let ada = try await account(host, email)
        let anonymous = NetworkClient(baseURL: host.baseURL)
        let forNobody = try await anonymous.send(
            AuthEndpoints.forgotPassword, JSONBody(ForgotPasswordRequest(email: nobody)))
        let forAda = try await anonymous.send(
            AuthEndpoints.forgotPassword, JSONBody(ForgotPasswordRequest(email: email)))
        #expect(forNobody == forAda)
        let mail = try #require(
            try await Self.mails(in: server.maildir, saying: [email, "Subject: Set a new Landmarks password"]).first)
        let link = try #require(
            mail.split(whereSeparator: \.isNewline).first { $0.contains("/password-reset/new?token=") })
        let url = try #require(URL(string: String(link).trimmingCharacters(in: .whitespaces)))
        #expect(url.absoluteString.hasPrefix(host.baseURL.absoluteString))
        let token = try #require(
            URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "token" }?.value)
        #expect(try await host.get(url.absoluteString).status == 200)

        _ = try await anonymous.send(
            AuthEndpoints.resetPassword, JSONBody(ResetPasswordRequest(token: token, newPassword: "a brand new one")))
        await #expect(throws: APIClientError.self) {
            _ = try await anonymous.send(
                AuthEndpoints.resetPassword,
                JSONBody(ResetPasswordRequest(token: token, newPassword: "and another one")))
        }
        await #expect(throws: APIClientError.self) { _ = try await ada.send(AuthEndpoints.me) }
        _ = try await anonymous.send(
            AuthEndpoints.logIn, JSONBody(LogInRequest(email: email, password: "a brand new one")))
        #expect(try await host.get(url.absoluteString).status == 410)
        // Ada's mail came after the request for nobody: had that one made a mail, it would be there by now.
        #expect(try await Self.mails(in: server.maildir, saying: [nobody], within: 0).isEmpty)
        _ = try await host.stop()
    }

    /// A host that hands its mail to `server` over SMTP.
    private func host(handingMailTo server: MailServer) async throws -> HostProcess {
        try await HostProcess.start(arguments: [
            "serve", "--notifications-mail-server", "smtp://127.0.0.1:\(server.port)?tls=none",
        ])
    }

    @Test func withAMailServerSetTheMailIsHandedToItOverSMTPAndNotWrittenToTheMaildir() async throws {
        let server = try await MailServer()
        let host = try await host(handingMailTo: server)
        let email = "smtp.\(UUID().uuidString.prefix(8).lowercased())@example.com"
        _ = try await account(host, email)
        let arrived = try await Self.mails(in: server.maildir, saying: ["To: \"Ada Camper\" <\(email)>"])
        #expect(arrived.count == 1)
        let mail = try #require(arrived.first)
        // The server's own lines name the envelope: from the configured sender, to the account.
        #expect(mail.hasPrefix("Return-Path: <no-reply@landmarks.localhost>\nX-Original-To: \(email)\n"))
        #expect(mail.contains("Subject: Welcome to Landmarks, Ada Camper"))
        #expect(mail.contains("Message-ID: <"))
        #expect(try await Self.mails(in: host.maildir, saying: [email], within: 0).isEmpty)
        _ = try await host.stop()
    }

    @Test func signUpBookingAndCancellingEachBringAMailThatSaysWhatTheAnswerSaid() async throws {
        let server = try await MailServer()
        let host = try await host(handingMailTo: server)
        let email = "mail.\(UUID().uuidString.prefix(8).lowercased())@example.com"
        let ada = try await account(host, email)
        let welcome = try await Self.mails(in: server.maildir, saying: ["To: \"Ada Camper\" <\(email)>"])
        #expect(welcome.count == 1)
        #expect(welcome.first?.contains("Subject: Welcome to Landmarks, Ada Camper") == true)

        let booked = try await ada.send(
            ReservationsEndpoints.book,
            BookingInput(
                landmarkId: 1, checkIn: ReservationsEndToEndTests.night(90),
                checkOut: ReservationsEndToEndTests.night(92), guests: 2))
        let confirmation = try #require(
            try await Self.mails(in: server.maildir, saying: [email, "Your campsite is booked."]).first)
        #expect(confirmation.contains(booked.confirmationCode))
        #expect(confirmation.contains("= \(USDollars.text(cents: booked.totalCents))"))
        #expect(
            confirmation.contains("\(host.baseURL.absoluteString)/reservations/\(booked.id.uuidString.lowercased())"))

        _ = try await ada.send(ReservationsEndpoints.cancel, ReservationIDInput(id: booked.id))
        let cancelled = try await Self.mails(in: server.maildir, saying: [email, "is cancelled"])
        #expect(cancelled.first?.contains(booked.confirmationCode) == true)
        // Each mail once, each with its own Message-ID.
        let all = try await Self.mails(in: server.maildir, saying: [email], count: 3)
        let ids = all.compactMap { $0.firstMatch(of: /Message-ID: (<[^>]+>)/).map { String($0.1) } }
        #expect(ids.count == 3 && Set(ids).count == 3)

        let listed = try await HostProcess.run(["mail", "list", "--limit", "1000", "--database-url", host.databaseURL])
        #expect(listed.status == 0)
        #expect(listed.output.contains("booking-confirmed  \(email)"))
        try await host.stop()
    }

    /// The whole alert, as people meet it: a full stay's page offers it, a
    /// cancellation frees a night, the mail's link fills the booking form
    /// that books it, and the mail client's one-click unsubscribe ends it.
    @Test func aWatcherOfNightsACancellationFreesGetsAnAlertWhoseLinkBooksThemAndWhoseOneClickEndsIt() async throws {
        let server = try await MailServer()
        let host = try await host(handingMailTo: server)
        let (checkIn, checkOut) = (ReservationsEndToEndTests.night(125), ReservationsEndToEndTests.night(126))
        let month = try await NetworkClient(baseURL: host.baseURL).send(
            ReservationsEndpoints.availability, AvailabilityInput(landmarkID: 2, month: String(checkIn.prefix(7))))
        // Every campsite of landmark 2 taken on that night, each by its own account.
        var bookings: [(NetworkClient, ReservationDTO)] = []
        for number in 0..<month.campsites {
            let camper = try await account(
                host, "full.\(number).\(UUID().uuidString.prefix(8).lowercased())@example.com")
            let booked = try await camper.send(
                ReservationsEndpoints.book,
                BookingInput(landmarkId: 2, checkIn: checkIn, checkOut: checkOut, guests: 2))
            bookings.append((camper, booked))
        }
        let email = "watcher.\(UUID().uuidString.prefix(8).lowercased())@example.com"
        let watcherAPI = try await account(host, email)
        let browser = WebBrowser(host.baseURL)
        try await browser.get("/login")
        #expect(try await browser.post("/login", [("email", email), ("password", Self.password)]).status == 303)
        let review = try await browser.get("/landmarks/2/book?checkIn=\(checkIn)&checkOut=\(checkOut)&guests=3")
        #expect(review.body.contains("Tell me when a campsite frees up for these nights"))
        let watching = try await browser.post(
            "/alerts", [("landmarkId", "2"), ("checkIn", checkIn), ("checkOut", checkOut), ("guests", "3")])
        #expect(watching.location == "/alerts?notice=watching")
        #expect(try await watcherAPI.send(ReservationsEndpoints.alerts, NoInput()).count == 1)

        let (first, firstBooking) = try #require(bookings.first)
        _ = try await first.send(ReservationsEndpoints.cancel, ReservationIDInput(id: firstBooking.id))
        let alert = try #require(
            try await Self.mails(in: server.maildir, saying: [email, "A campsite at"]).first)
        let origin = host.baseURL.absoluteString
        let link = try #require(alert.firstMatch(of: /Book it: (\S+)/)).1
        #expect(link == "\(origin)/landmarks/2/book?checkIn=\(checkIn)&checkOut=\(checkOut)&guests=3")
        let unsubscribe = try #require(alert.firstMatch(of: /List-Unsubscribe:\s+<([^>]+)>/)).1
        #expect(alert.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"))

        // The link opens the review of those nights, and Hold this site then
        // Confirm books them.
        let form = try await browser.get(String(link))
        #expect(form.status == 200 && form.body.contains("then press Hold this site"))
        let booked = try await ReservationsEndToEndTests.pressBook(
            browser, "/landmarks/2/book",
            [("checkIn", checkIn), ("checkOut", checkOut), ("guests", "3"), ("notes", "")])
        #expect(booked.status == 303 && booked.location?.hasPrefix("/reservations/") == true)

        // The mail client's one-click POST, with no cookie and no form token.
        let mailClient = WebBrowser(host.baseURL)
        let ended = try await mailClient.send(
            String(unsubscribe), method: "POST", body: Data("List-Unsubscribe=One-Click".utf8),
            contentType: "application/x-www-form-urlencoded")
        #expect(ended.status == 200 && ended.body.contains("Alert ended"))
        #expect(try await watcherAPI.send(ReservationsEndpoints.alerts, NoInput()).isEmpty)
        // One alert, however often the events were handed over.
        #expect(try await Self.mails(in: server.maildir, saying: [email, "A campsite at"], within: 0).count == 1)
        try await host.stop()
    }

    @Test func aMailServerStoppedUnderBookingsCostsNoBookingAndEachConfirmationArrivesOnceAfterItReturns()
        async throws
    {
        let server = try await MailServer()
        let host = try await host(handingMailTo: server)
        let email = "outage.\(UUID().uuidString.prefix(8).lowercased())@example.com"
        let ada = try await account(host, email)
        #expect(try await Self.mails(in: server.maildir, saying: [email]).count == 1, "the welcome, before the outage")
        await server.stop()
        // Every booking is answered 201 (send throws on anything else) while no mail can go.
        var codes: [String] = []
        for night in 0..<5 {
            let booked = try await ada.send(
                ReservationsEndpoints.book,
                BookingInput(
                    landmarkId: 2 + night % 3, checkIn: ReservationsEndToEndTests.night(70 + night),
                    checkOut: ReservationsEndToEndTests.night(71 + night), guests: 1))
            codes.append(booked.confirmationCode)
        }
        // The host has met the outage (its deliveries were deferred) before the server returns.
        let deadline = ContinuousClock.now + .seconds(30)
        var deferred = false
        while !deferred, ContinuousClock.now < deadline {
            let metrics = try await host.get("/metrics", accept: "text/plain").body
            deferred = metrics.contains("landmarks_mail_deliveries_total{outcome=\"deferred\"}")
            if !deferred { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(deferred, "no delivery was deferred while the mail server was stopped")
        let back = try await MailServer(port: server.port)
        // Deferred mail is tried again 30 s after its first try.
        let arrived = try await Self.mails(in: back.maildir, saying: [email], count: 5, within: 120)
        for code in codes {
            #expect(arrived.filter { $0.contains(code) }.count == 1, "the confirmation of \(code)")
        }
        try await host.stop()
    }

    @Test func aBookingAcknowledgedJustBeforeTheHostIsKilledGetsItsMailAfterTheRestart() async throws {
        let first = try await HostProcess.start()
        let email = "crash.\(UUID().uuidString.prefix(8).lowercased())@example.com"
        let ada = try await account(first, email)
        let booked = try await ada.send(
            ReservationsEndpoints.book,
            BookingInput(
                landmarkId: 1, checkIn: ReservationsEndToEndTests.night(93),
                checkOut: ReservationsEndToEndTests.night(94), guests: 1))
        try await first.kill9()
        let second = try await HostProcess.start(databaseURL: first.databaseURL, maildir: first.maildir)
        // A mail claimed by the killed host waits for its claim (two minutes) to lapse.
        let mails = try await Self.mails(in: first.maildir, saying: [email, booked.confirmationCode], within: 200)
        #expect(mails.count == 1)
        try await second.stop()
    }
}
