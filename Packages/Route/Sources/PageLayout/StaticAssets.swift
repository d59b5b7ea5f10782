/// Every file the host serves beside the pages. The layout links the
/// fingerprinted stylesheet and icon; `/assets/app.css` stays for the few
/// pages made outside the layout (a refused form) and for old bookmarks;
/// `/favicon.ico` is what a browser asks for on its own.
public enum StaticAssets {
    /// The stylesheet under a fingerprinted name, kept a year.
    public static let stylesheet = StaticAsset(
        name: "app.css", contentType: "text/css; charset=utf-8", bytes: Array(Stylesheet.css.utf8))
    /// The same stylesheet at `/assets/app.css`, for pages made outside the layout.
    public static let unversionedStylesheet = StaticAsset(
        name: Stylesheet.path, contentType: "text/css; charset=utf-8", bytes: Array(Stylesheet.css.utf8),
        fingerprinted: false)
    /// The site's icon (SVG) under a fingerprinted name.
    public static let icon = StaticAsset(
        name: "icon.svg", contentType: "image/svg+xml", bytes: Array(SiteIcon.svg.utf8))
    /// `/favicon.ico`, what a browser asks for on its own.
    public static let favicon = StaticAsset(
        name: "/favicon.ico", contentType: "image/x-icon", bytes: SiteIcon.ico, fingerprinted: false)

    /// Every asset, for the routes that serve them.
    public static let all = [stylesheet, unversionedStylesheet, icon, favicon]
}
