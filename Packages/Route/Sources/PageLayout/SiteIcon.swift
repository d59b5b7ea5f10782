/// The site's icon, a white peak on the header's green: as SVG for the pages'
/// `<link rel="icon">`, and as a 16 × 16 ICO drawn from the same shape for
/// browsers that ask for `/favicon.ico` without reading the page.
enum SiteIcon {
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">\
        <rect width="16" height="16" rx="3" fill="#2f6f4e"/>\
        <path d="M2 13 L7 4 L10 9 L11.5 7 L14 13 Z" fill="#fff"/></svg>
        """

    /// An ICO holding one 32-bit BMP: a 6-byte header, a 16-byte directory
    /// entry, a BITMAPINFOHEADER (height doubled, as ICO wants, for the mask),
    /// the pixels bottom row first in BGRA, and an all-zero AND mask.
    static let ico: [UInt8] = {
        let size = 16
        var pixels: [UInt8] = []
        for row in (0..<size).reversed() {
            for column in 0..<size {
                let white = isPeak(x: Double(column) + 0.5, y: Double(row) + 0.5)
                pixels += white ? [0xff, 0xff, 0xff, 0xff] : [0x4e, 0x6f, 0x2f, 0xff]
            }
        }
        let mask = [UInt8](repeating: 0, count: size * 4) // 16 bits a row, padded to 4 bytes
        let imageSize = 40 + pixels.count + mask.count
        var bytes: [UInt8] = [0, 0, 1, 0, 1, 0]
        bytes += [UInt8(size), UInt8(size), 0, 0] + le16(1) + le16(32) + le32(imageSize) + le32(6 + 16)
        bytes += le32(40) + le32(size) + le32(size * 2) + le16(1) + le16(32) + le32(0) + le32(pixels.count)
        bytes += le32(0) + le32(0) + le32(0) + le32(0)
        return bytes + pixels + mask
    }()

    /// Whether a point (y down) falls under the SVG path's ridge line, which
    /// runs through (2,13) (7,4) (10,9) (11.5,7) (14,13).
    private static func isPeak(x: Double, y: Double) -> Bool {
        let ridge: [(x: Double, y: Double)] = [(2, 13), (7, 4), (10, 9), (11.5, 7), (14, 13)]
        guard y <= 13 else { return false }
        for (from, to) in zip(ridge, ridge.dropFirst()) where x >= from.x && x <= to.x {
            return y >= from.y + (x - from.x) * (to.y - from.y) / (to.x - from.x)
        }
        return false
    }

    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xff), UInt8(value >> 8 & 0xff)] }
    private static func le32(_ value: Int) -> [UInt8] { le16(value & 0xffff) + le16(value >> 16 & 0xffff) }
}
