import Mustache
import Route

/// The frame around every page: head, navigation, main, footer.
public struct PageLayout: Sendable {
    public let menu: NavigationMenu
    private let template: MustacheTemplate

    public init(menu: NavigationMenu) throws {
        self.menu = menu
        self.template = try MustacheTemplate(string: Self.html)
    }

    public func render(_ content: PageContent) -> String {
        let navigation: [[String: Any]] = menu.entries.map { entry in
            ["title": entry.title, "href": entry.location.href, "current": entry.contains(path: content.currentPath)]
        }
        return template.render([
            "title": content.title,
            "body": content.bodyHTML,
            "navigation": navigation,
            "stylesheet": Stylesheet.path,
        ] as [String: Any])
    }

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
        </head>
        <body>
        <header class="site-header">
        <a class="brand" href="/">Landmarks</a>
        <nav aria-label="Main">
        <ul>
        {{#navigation}}
        <li><a href="{{href}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a></li>
        {{/navigation}}
        </ul>
        </nav>
        </header>
        <main id="main">
        {{{body}}}
        </main>
        <footer class="site-footer">Landmarks · national parks, monuments, lakes and mountains</footer>
        </body>
        </html>
        """
}
