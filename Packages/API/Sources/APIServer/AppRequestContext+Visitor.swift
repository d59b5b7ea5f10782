import PageLayout

extension AppRequestContext {
    /// Who is looking at a page, for the frame around it.
    public var visitor: PageVisitor {
        PageVisitor(name: caller?.name, csrfToken: csrfToken ?? "")
    }
}
