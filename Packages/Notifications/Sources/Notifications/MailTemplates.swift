import NotificationsDomain

/// The words of every mail, read once (a broken one fails the container's
/// start-up check): per kind, a subject and a plain-text body filled in as
/// they are, and an HTML body whose values are escaped. Links are absolute:
/// `origin` is where people reach the app. Each is a `SubstitutionTemplate`
/// (ADR 0141): blanks to fill, nothing more.
struct MailTemplates: Sendable {
    private let subjects: [MailKind: SubstitutionTemplate]
    private let texts: [MailKind: SubstitutionTemplate]
    private let htmls: [MailKind: SubstitutionTemplate]

    init() throws {
        var subjects: [MailKind: SubstitutionTemplate] = [:]
        var texts: [MailKind: SubstitutionTemplate] = [:]
        var htmls: [MailKind: SubstitutionTemplate] = [:]
        for kind in MailKind.allCases {
            let words = Self.words(kind)
            subjects[kind] = try SubstitutionTemplate(words.subject, escapesHTML: false)
            texts[kind] = try SubstitutionTemplate(words.text + Self.textFooter, escapesHTML: false)
            htmls[kind] = try SubstitutionTemplate(Self.htmlHead + words.html + Self.htmlFooter, escapesHTML: true)
        }
        self.subjects = subjects
        self.texts = texts
        self.htmls = htmls
    }

    /// The mail of `kind` with `values` (and `origin` for its links).
    func content(_ kind: MailKind, _ values: [String: Any]) -> MailContent {
        MailContent(
            subject: subjects[kind]?.render(values) ?? "",
            text: texts[kind]?.render(values) ?? "",
            html: htmls[kind]?.render(values) ?? "")
    }

    private static func words(_ kind: MailKind) -> (subject: String, text: String, html: String) {
        switch kind {
        case .welcome:
            (
                "Welcome to Landmarks, {{name}}",
                """
                Hello {{name}},

                Your Landmarks account for {{address}} is ready. Find a landmark and book a campsite:
                {{origin}}/

                """,
                """
                <p>Hello {{name}},</p>
                <p>Your Landmarks account for {{address}} is ready. <a href="{{origin}}/">Find a landmark and \
                book a campsite</a>.</p>
                """
            )
        case .bookingConfirmed:
            (
                "Booked: {{landmark}}, {{stay}}",
                """
                Hello {{name}},

                Your campsite is booked.

                Landmark:           {{landmark}}
                Nights:             {{stay}}
                Guests:             {{guests}}
                Price:              {{nightlyFee}} × {{nights}} {{nightsWord}} = {{total}}
                Confirmation code:  {{code}}

                {{cancellation}}

                Your trip: {{origin}}{{tripPath}}

                """,
                """
                <p>Hello {{name}},</p>
                <p>Your campsite is booked.</p>
                <table role="presentation">
                <tr><th scope="row" align="left">Landmark</th><td><a \
                href="{{origin}}{{landmarkPath}}">{{landmark}}</a></td></tr>
                <tr><th scope="row" align="left">Nights</th><td>{{stay}}</td></tr>
                <tr><th scope="row" align="left">Guests</th><td>{{guests}}</td></tr>
                <tr><th scope="row" align="left">Price</th><td>{{nightlyFee}} × {{nights}} {{nightsWord}} = \
                <strong>{{total}}</strong></td></tr>
                <tr><th scope="row" align="left">Confirmation code</th><td><strong>{{code}}</strong></td></tr>
                </table>
                <p>{{cancellation}}</p>
                <p><a href="{{origin}}{{tripPath}}">See your trip</a></p>
                """
            )
        case .bookingCancelled:
            (
                "Cancelled: {{landmark}}, {{stay}}",
                """
                Hello {{name}},

                Your stay at {{landmark}} ({{stay}}, confirmation code {{code}}) is cancelled, and its nights \
                are free for others. Nothing is charged for it.

                Book again: {{origin}}{{landmarkPath}}

                """,
                """
                <p>Hello {{name}},</p>
                <p>Your stay at {{landmark}} ({{stay}}, confirmation code <strong>{{code}}</strong>) is \
                cancelled, and its nights are free for others. Nothing is charged for it.</p>
                <p><a href="{{origin}}{{landmarkPath}}">Book {{landmark}} again</a></p>
                """
            )
        case .passwordChanged:
            (
                "Your Landmarks password was changed",
                """
                Hello {{name}},

                The password of your Landmarks account {{address}} was changed just now.

                If you did not change it, someone else knows your password: ask for a link to set a new one \
                on the log-in page, {{origin}}/

                """,
                """
                <p>Hello {{name}},</p>
                <p>The password of your Landmarks account {{address}} was changed just now.</p>
                <p>If you did not change it, someone else knows your password: ask for a link to set a new \
                one on the <a href="{{origin}}/">log-in page</a>.</p>
                """
            )
        case .accountDeleted:
            (
                "Your Landmarks account is deleted",
                """
                Hello {{name}},

                Your Landmarks account {{address}} is deleted, with its trips and saved landmarks. The \
                campsites it had booked are free for others.

                You are welcome back any time: {{origin}}/

                """,
                """
                <p>Hello {{name}},</p>
                <p>Your Landmarks account {{address}} is deleted, with its trips and saved landmarks. The \
                campsites it had booked are free for others.</p>
                <p>You are <a href="{{origin}}/">welcome back</a> any time.</p>
                """
            )
        case .stayAvailable:
            (
                "A campsite is free: {{landmark}}, {{stay}}",
                """
                Hello {{name}},

                A campsite at {{landmark}} is free for every night you asked about: {{stay}}, for {{guests}} \
                {{guestsWord}}. It is not held for you: whoever books first gets it.

                Book it: {{origin}}{{bookingPath}}

                This alert stays on, and mails you again if the nights fill up and free again, until the \
                check-in day has passed. Your alerts: {{origin}}{{alertsPath}}
                End this alert: {{origin}}{{unsubscribePath}}

                """,
                """
                <p>Hello {{name}},</p>
                <p>A campsite at <a href="{{origin}}{{landmarkPath}}">{{landmark}}</a> is free for every night \
                you asked about: <strong>{{stay}}</strong>, for {{guests}} {{guestsWord}}. It is not held for \
                you: whoever books first gets it.</p>
                <p><a href="{{origin}}{{bookingPath}}">Book it now</a></p>
                <p>This alert stays on, and mails you again if the nights fill up and free again, until the \
                check-in day has passed. <a href="{{origin}}{{alertsPath}}">Your alerts</a> · \
                <a href="{{origin}}{{unsubscribePath}}">End this alert</a></p>
                """
            )
        case .passwordReset:
            (
                "Set a new Landmarks password",
                """
                Hello {{name}},

                Someone asked to set a new password for your Landmarks account {{address}}. If it was you, \
                open this link within 30 minutes (it works once):

                {{origin}}{{resetPath}}

                If it was not you, ignore this mail: your password stays as it is.

                """,
                """
                <p>Hello {{name}},</p>
                <p>Someone asked to set a new password for your Landmarks account {{address}}. If it was you, \
                <a href="{{origin}}{{resetPath}}">choose a new password</a> within 30 minutes (the link works \
                once).</p>
                <p>If it was not you, ignore this mail: your password stays as it is.</p>
                """
            )
        }
    }

    // "-- " (with its space) is where mail clients know a signature starts.
    private static let textFooter = """

        --\u{20}
        Landmarks, {{origin}}
        You get this mail because of something done with your account; it is not a newsletter.

        """

    private static let htmlHead = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Landmarks</title></head>
        <body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 40em">

        """

    private static let htmlFooter = """

        <hr>
        <p style="color: #555; font-size: 0.9em"><a href="{{origin}}/">Landmarks</a>. You get this mail \
        because of something done with your account; it is not a newsletter.</p>
        </body></html>

        """
}
