import PageLayout
import Testing

@Suite struct StaticAssetTests {
    @Test func aFingerprintedPathNamesItsBytesAndChangesWithThem() {
        let one = StaticAsset(name: "app.css", contentType: "text/css", bytes: Array("a { }".utf8))
        let same = StaticAsset(name: "app.css", contentType: "text/css", bytes: Array("a { }".utf8))
        let other = StaticAsset(name: "app.css", contentType: "text/css", bytes: Array("b { }".utf8))
        #expect(one.path.hasPrefix("/assets/app.") && one.path.hasSuffix(".css"))
        #expect(one.path.count == "/assets/app..css".count + 12)
        #expect(one.path == same.path && one.etag == same.etag)
        #expect(one.path != other.path && one.etag != other.etag)
        #expect(one.cacheControl.contains("immutable"))
    }

    @Test func aFixedAddressKeepsItsPathAndIsRevalidatedByETag() {
        let favicon = StaticAssets.favicon
        #expect(favicon.path == "/favicon.ico")
        #expect(!favicon.cacheControl.contains("immutable"))
        #expect(favicon.etag.hasPrefix("\"") && favicon.etag.hasSuffix("\""))
        #expect(StaticAssets.unversionedStylesheet.path == "/assets/app.css")
        #expect(StaticAssets.unversionedStylesheet.bytes == StaticAssets.stylesheet.bytes)
    }

    @Test func theFaviconIsASixteenPixelIconWithBothColours() {
        let ico = StaticAssets.favicon.bytes
        #expect(Array(ico[0..<6]) == [0, 0, 1, 0, 1, 0]) // an icon file holding one image
        #expect(ico[6] == 16 && ico[7] == 16)
        let pixels = Array(ico[(6 + 16 + 40)...].prefix(16 * 16 * 4))
        let colours = Set(stride(from: 0, to: pixels.count, by: 4).map { Array(pixels[$0..<$0 + 4]) })
        #expect(colours == [[0xff, 0xff, 0xff, 0xff], [0x4e, 0x6f, 0x2f, 0xff]])
        #expect(ico.count == 6 + 16 + 40 + 16 * 16 * 4 + 16 * 4)
    }
}
