import NotificationsClient
import NotificationsDomain
import Testing

@testable import NotificationsCommands

struct SentMailTableTests {
    @Test func mailsShowOneRowEachUnderTheirHeader() {
        let lines = SentMailTable(SentMailList(mails: SentMail.samples)).lines
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix("written") == true)
        #expect(lines.contains { $0.contains("Welcome to Landmarks, Ada") && $0.contains("sent") })
        #expect(lines.last?.contains("waiting") == true)
    }

    @Test func noMailSaysSo() {
        #expect(SentMailTable(SentMailList(mails: [])).lines == ["No mail yet."])
    }

    @Test func theGroupOffersItsMailCommand() {
        #expect(NotificationsCommandGroup.commands.map { $0.configuration.commandName } == ["mail"])
    }
}
