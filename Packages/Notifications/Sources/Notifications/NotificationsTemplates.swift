import Mustache
import PageLayout

/// This feature's page templates, parsed once; a broken one fails the
/// container's start-up check. (Mail has its own, `MailTemplates`.)
struct NotificationsTemplates: Sendable {
    let sentMail: MustacheTemplate

    init() throws {
        sentMail = try PageTemplate.parse(Self.sentMailHTML)
    }

    static let sentMailHTML = """
        <h1>Mail sent to you</h1>
        <p class="lede">What we sent about your account and your trips, newest first, and whether it went out. \
        Mail that waits is tried again until it is delivered.</p>
        {{#hasMails}}
        <ul class="cards" id="mail">
        {{#mails}}<li class="card"><h2>{{subject}}</h2>
        <p class="meta"><span class="status">{{status}}</span> · to {{to}} · \
        <time datetime="{{writtenISO}}">{{written}}</time></p></li>
        {{/mails}}
        </ul>
        {{/hasMails}}
        {{^hasMails}}<p class="empty">No mail yet: you get one when you book or cancel a stay, \
        or change your password.</p>{{/hasMails}}
        """
}
