import PageLayout
import Route
import Testing

@Suite struct PageLayoutTests {
    @Test func navigationComesFromEveryAddedEntryInOrder() throws {
        let menu = NavigationMenu()
        menu.add(NavigationEntry(title: "Reservations", location: Location(path: "/reservations"), order: 20))
        menu.add(NavigationEntry(title: "Landmarks", location: Location(path: "/landmarks"), order: 10))
        let layout = try PageLayout(menu: menu)
        let html = layout.render(
            PageContent(title: "Yosemite", bodyHTML: "<p>Valley</p>", currentPath: "/landmarks/1", visitor: .anonymous))
        let landmarks = try #require(html.range(of: ">Landmarks</a>"))
        let reservations = try #require(html.range(of: ">Reservations</a>"))
        #expect(landmarks.lowerBound < reservations.lowerBound)
        #expect(html.contains(#"<a href="/landmarks" aria-current="page">Landmarks</a>"#))
        #expect(html.contains(#"<a href="/reservations">Reservations</a>"#))
        #expect(html.contains("<p>Valley</p>"))
        #expect(html.contains("<title>Yosemite · Landmarks</title>"))
    }

    @Test func escapesTheTitle() throws {
        let layout = try PageLayout(menu: NavigationMenu())
        let html = layout.render(
            PageContent(title: "<script>x</script>", bodyHTML: "", currentPath: "/", visitor: .anonymous))
        #expect(!html.contains("<script>x"))
        #expect(html.contains("&lt;script&gt;"))
    }

    @Test func entriesAddedAfterTheLayoutWasMadeStillShow() throws {
        let menu = NavigationMenu()
        let layout = try PageLayout(menu: menu)
        menu.add(NavigationEntry(title: "Later", location: Location(path: "/later")))
        #expect(
            layout.render(PageContent(title: "t", bodyHTML: "", currentPath: "/", visitor: .anonymous)).contains(
                ">Later</a>"))
    }

    private static let links = AccountLinks(
        logIn: Location(path: "/login"), signUp: Location(path: "/signup"), account: Location(path: "/account"),
        logOut: Location(path: "/logout"), returnToParameter: "returnTo")

    @Test func withoutAnAccountFeatureTheHeaderHasNoAccountLinks() throws {
        let layout = try PageLayout(menu: NavigationMenu())
        let html = layout.render(PageContent(title: "t", bodyHTML: "", currentPath: "/", visitor: .anonymous))
        #expect(!html.contains("Log in"))
        #expect(!html.contains("Log out"))
    }

    @Test func anAnonymousVisitorIsOfferedLogInThatComesBackHereAndSignUp() throws {
        let layout = try PageLayout(menu: NavigationMenu())
        layout.accountLinks = Self.links
        let html = layout.render(
            PageContent(title: "t", bodyHTML: "", currentPath: "/landmarks/7", visitor: .anonymous))
        #expect(html.contains(#"<a href="/login?returnTo=%2Flandmarks%2F7">Log in</a>"#))
        #expect(html.contains(#"<a href="/signup?returnTo=%2Flandmarks%2F7" class="button">Sign up</a>"#))
        #expect(!html.contains("Log out"))
        let onLogIn = layout.render(PageContent(title: "t", bodyHTML: "", currentPath: "/login", visitor: .anonymous))
        #expect(onLogIn.contains(#"<a href="/login">Log in</a>"#))
        #expect(onLogIn.contains(#"<a href="/signup" class="button">Sign up</a>"#))
    }

    @Test func theHeaderKeepsTheChosenStayThroughLogInAndFromTheLogInPageThroughSignUp() throws {
        let layout = try PageLayout(menu: NavigationMenu())
        layout.accountLinks = Self.links
        let stay = [Location.QueryItem("checkIn", "2027-01-07"), Location.QueryItem("guests", "3")]
        let booking = layout.render(
            PageContent(
                title: "t", bodyHTML: "", currentPath: "/landmarks/2/book", currentQuery: stay, visitor: .anonymous))
        let back = "%2Flandmarks%2F2%2Fbook%3FcheckIn%3D2027-01-07%26guests%3D3"
        #expect(booking.contains(#"<a href="/login?returnTo=\#(back)">Log in</a>"#))
        #expect(booking.contains(#"<a href="/signup?returnTo=\#(back)" class="button">Sign up</a>"#))
        // On the log-in page, where the stay waits in returnTo, Sign up carries it on.
        let onLogIn = layout.render(
            PageContent(
                title: "t", bodyHTML: "", currentPath: "/login",
                currentQuery: [Location.QueryItem("returnTo", "/landmarks/2/book?checkIn=2027-01-07&guests=3")],
                visitor: .anonymous))
        #expect(onLogIn.contains(#"<a href="/signup?returnTo=\#(back)" class="button">Sign up</a>"#))
        #expect(onLogIn.contains(#"<a href="/login?returnTo=\#(back)">Log in</a>"#))
    }

    @Test func anEntryForTheSignedInShowsOnlyToSomeoneSignedIn() throws {
        let menu = NavigationMenu()
        menu.add(NavigationEntry(title: "Landmarks", location: Location(path: "/landmarks"), order: 10))
        menu.add(NavigationEntry(title: "My trips", location: Location(path: "/trips"), order: 30, audience: .signedIn))
        let layout = try PageLayout(menu: menu)
        layout.accountLinks = Self.links
        let signedOut = layout.render(PageContent(title: "t", bodyHTML: "", currentPath: "/", visitor: .anonymous))
        #expect(signedOut.contains(">Landmarks</a>"))
        #expect(!signedOut.contains("My trips"))
        let visitor = PageVisitor(name: "Ada", csrfToken: "t")
        let signedIn = layout.render(PageContent(title: "t", bodyHTML: "", currentPath: "/", visitor: visitor))
        #expect(signedIn.contains(#"<a href="/trips">My trips</a>"#))
    }

    @Test func everyPageOffersASkipLinkToItsMainPartAndLinksTheFingerprintedAssets() throws {
        let layout = try PageLayout(menu: NavigationMenu())
        let html = layout.render(PageContent(title: "t", bodyHTML: "", currentPath: "/", visitor: .anonymous))
        let skip = try #require(html.range(of: ##"<a class="skip-link" href="#main">Skip to content</a>"##))
        let header = try #require(html.range(of: "<header"))
        #expect(skip.upperBound < header.lowerBound)
        #expect(html.contains(#"<main id="main">"#))
        #expect(html.contains(#"<link rel="stylesheet" href="\#(StaticAssets.stylesheet.path)">"#))
        #expect(html.contains(#"<link rel="icon" href="\#(StaticAssets.icon.path)" type="image/svg+xml">"#))
    }

    @Test func aSignedInVisitorSeesTheirNameEscapedAndALogOutFormWithTheToken() throws {
        let layout = try PageLayout(menu: NavigationMenu())
        layout.accountLinks = Self.links
        let visitor = PageVisitor(name: "<b>Ada</b>", csrfToken: "tok123")
        let html = layout.render(PageContent(title: "t", bodyHTML: "", currentPath: "/", visitor: visitor))
        #expect(html.contains("&lt;b&gt;Ada&lt;/b&gt;"))
        #expect(!html.contains("<b>Ada"))
        #expect(html.contains(#"<form method="post" action="/logout""#))
        #expect(html.contains(#"<input type="hidden" name="_csrf" value="tok123">"#))
        #expect(!html.contains("Sign up"))
    }

    @Test func aMessageShowsItsHeadingTextAndLinkOnWithEverythingEscaped() throws {
        let layout = try PageLayout(menu: NavigationMenu())
        let body = layout.bodyHTML(
            of: PageMessage("Not <yours>", "Nothing & nobody", backHref: "/a?b=1&c=\"2\"", backTitle: "Back <home>"))
        #expect(body.contains("<h1>Not &lt;yours&gt;</h1>"))
        #expect(body.contains("<p>Nothing &amp; nobody</p>"))
        #expect(body.contains(#"<a href="/a?b=1&amp;c=&quot;2&quot;">Back &lt;home&gt;</a>"#))
    }
}
