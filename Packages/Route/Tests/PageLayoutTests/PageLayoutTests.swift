import Testing
import PageLayout
import Route

@Suite struct PageLayoutTests {
    @Test func navigationComesFromEveryAddedEntryInOrder() throws {
        let menu = NavigationMenu()
        menu.add(NavigationEntry(title: "Reservations", location: Location(path: "/reservations"), order: 20))
        menu.add(NavigationEntry(title: "Landmarks", location: Location(path: "/landmarks"), order: 10))
        let layout = try PageLayout(menu: menu)
        let html = layout.render(PageContent(title: "Yosemite", bodyHTML: "<p>Valley</p>", currentPath: "/landmarks/1"))
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
        let html = layout.render(PageContent(title: "<script>x</script>", bodyHTML: "", currentPath: "/"))
        #expect(!html.contains("<script>x"))
        #expect(html.contains("&lt;script&gt;"))
    }

    @Test func entriesAddedAfterTheLayoutWasMadeStillShow() throws {
        let menu = NavigationMenu()
        let layout = try PageLayout(menu: menu)
        menu.add(NavigationEntry(title: "Later", location: Location(path: "/later")))
        #expect(layout.render(PageContent(title: "t", bodyHTML: "", currentPath: "/")).contains(">Later</a>"))
    }
}
