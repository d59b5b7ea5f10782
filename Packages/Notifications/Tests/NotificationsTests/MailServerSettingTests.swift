import FeatureContract
import Notifications
import Testing

/// `--notifications-mail-server`: what it takes, what it refuses, and that its
/// password never shows.
@Suite struct MailServerSettingTests {
    private func read(_ given: String) -> (value: String, entry: SettingEntry?) {
        let settings = Settings.defaults(["notifications.mailServer": .init(.string(given), isSecret: false)])
        let value = settings.scoped(to: "notifications").read(NotificationsAppFactory.Settings.mailServer)
        return (value, settings.entries.first)
    }

    @Test func aServerIsTakenWithItsPasswordMaskedWhereverTheValueIsShown() throws {
        let (value, entry) = read("smtp://ada%40l.example:s3cret@mail.example:2525")
        #expect(value == "smtp://ada%40l.example:s3cret@mail.example:2525")
        #expect(try #require(entry).current == "smtp://ada%40l.example:***@mail.example:2525")
    }

    @Test(arguments: [
        "smtp://mail.example:25?tls=none", "http://mail.example", "smtp://", "smtp://mail.example?tls=maybe",
    ])
    func mailInTheClearBeyondLoopbackOrAnythingButSMTPIsRefusedAndNoServerUsed(_ given: String) throws {
        let (value, entry) = read(given)
        #expect(value == "")
        #expect(try #require(entry).refused == given)
    }

    @Test func aRefusedValueShowsNoPasswordEither() throws {
        let (_, entry) = read("smtp://ada:s3cret@mail.example?tls=none")
        #expect(try #require(entry).refused == "smtp://ada:***@mail.example?tls=none")
    }
}
