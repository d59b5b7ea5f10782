import Mustache
import Route

/// The frame around every page: head, navigation, main, footer.
public struct PageLayout: Sendable {
    /// The app's navigation, filled in by the host once the features are built.
    public let menu: NavigationMenu
    private let template: MustacheTemplate
    private let messageTemplate: MustacheTemplate
    private let accountSlot = AccountLinksSlot()

    /// A layout with `menu`; throws when one of its own templates does not parse,
    /// which stops the launch.
    public init(menu: NavigationMenu) throws {
        self.menu = menu
        self.template = try PageTemplate.parse(Self.html)
        self.messageTemplate = try PageTemplate.parse(Self.messageHTML)
    }

    /// The account links in the header; nil (the default) shows none.
    public var accountLinks: AccountLinks? {
        get { accountSlot.links }
        nonmutating set { accountSlot.links = newValue }
    }

    /// The whole HTML document: `content` in the frame, with the menu entries
    /// the visitor may see and the account area.
    public func render(_ content: PageContent) -> String {
        let signedIn = accountLinks != nil && content.visitor.name != nil
        let navigation: [[String: Any]] = menu.entries.filter { $0.isShown(signedIn: signedIn) }.map { entry in
            ["title": entry.title, "href": entry.location.href, "current": entry.contains(path: content.currentPath)]
        }
        var values: [String: Any] = [
            "title": content.title,
            "body": content.bodyHTML,
            "navigation": navigation,
            "stylesheet": StaticAssets.stylesheet.path,
            "icon": StaticAssets.icon.path,
        ]
        if let links = accountLinks {
            if let name = content.visitor.name {
                values["signedIn"] =
                    [
                        "name": name, "accountHref": links.account.href, "logOutAction": links.logOut.href,
                        "csrfToken": content.visitor.csrfToken,
                    ] as [String: Any]
            } else {
                // After logging in or signing up, come back to this very page
                // (its query too: a stay being booked); on the log-in or
                // sign-up page itself, to where that page was to return.
                var logIn = links.logIn(returningTo: Location(path: content.currentPath, query: content.currentQuery))
                var signUp = links.signUp(returningTo: Location(path: content.currentPath, query: content.currentQuery))
                if [links.logIn.path, links.signUp.path].contains(content.currentPath) {
                    let onward = content.currentQuery.filter { $0.name == links.returnToParameter }.prefix(1)
                    logIn = Location(path: links.logIn.path, query: links.logIn.query + onward)
                    signUp = Location(path: links.signUp.path, query: links.signUp.query + onward)
                }
                values["signedOut"] = ["logInHref": logIn.href, "signUpHref": signUp.href]
            }
        }
        return template.render(values)
    }

    /// A message's main part, every value escaped, to put in `PageContent`.
    public func bodyHTML(of message: PageMessage) -> String {
        messageTemplate.render([
            "heading": message.heading, "text": message.text, "backHref": message.backHref,
            "backTitle": message.backTitle,
        ])
    }

    static let messageHTML = """
        <section class="message">
        <h1>{{heading}}</h1>
        <p>{{text}}</p>
        <p><a href="{{backHref}}">{{backTitle}}</a></p>
        </section>
        """

    /// The body is the one value inserted unescaped: the feature's own template
    /// produced it and escaped everything a person typed.
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{title}} · Landmarks</title>
        <link rel="stylesheet" href="{{stylesheet}}">
        <link rel="icon" href="{{icon}}" type="image/svg+xml">
        </head>
        <body>
        <a class="skip-link" href="#main">Skip to content</a>
        <header class="site-header">
        <a class="brand" href="/">Landmarks</a>
        <nav aria-label="Main">
        <ul>
        {{#navigation}}
        <li><a href="{{href}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a></li>
        {{/navigation}}
        </ul>
        </nav>
        {{#signedIn}}
        <div class="account" id="account">
        <a href="{{accountHref}}" class="account-name">{{name}}</a>
        <form method="post" action="{{logOutAction}}" class="inline">
        \(FormMarkup.csrfInput)
        <button type="submit" class="link">Log out</button>
        </form>
        </div>
        {{/signedIn}}
        {{#signedOut}}
        <div class="account" id="account">
        <a href="{{logInHref}}">Log in</a>
        <a href="{{signUpHref}}" class="button">Sign up</a>
        </div>
        {{/signedOut}}
        </header>
        <main id="main">
        {{{body}}}
        </main>
        <footer class="site-footer">Landmarks · national parks, monuments, lakes and mountains</footer>
        </body>
        </html>
        """
}
