import APIClient
import Foundation
import NotificationsDomain

extension NotificationsService {
    /// Answers from memory, as if from the network, newest first as the
    /// server sorts them.
    public static func mock(_ mails: [SentMail] = SentMail.samples) -> NotificationsService {
        NotificationsService(sentMail: { _ in
            .answer(SentMailList(mails: mails.sorted { $0.createdAt > $1.createdAt }))
        })
    }

    /// A service answering a few fixed mails, for previews and tests.
    public static var mock: NotificationsService { mock() }
}

extension SentMail {
    /// A welcome and a booking confirmation, for previews and tests.
    public static let samples: [SentMail] = [
        SentMail(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, kind: .welcome,
            subject: "Welcome to Landmarks, Ada", to: "ada@example.com", status: .sent,
            createdAt: Date(timeIntervalSince1970: 1_790_000_000), sentAt: Date(timeIntervalSince1970: 1_790_000_001)),
        SentMail(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, kind: .bookingConfirmed,
            subject: "Booked: Yosemite Falls, Fri 5 Dec – Sun 7 Dec 2026, 2 nights", to: "ada@example.com",
            status: .waiting, createdAt: Date(timeIntervalSince1970: 1_790_000_600), sentAt: nil),
    ]
}
