// Vitrine — Apache License 2.0
//
// Examples/HelloKiosk, where README's "Write your own app" starts: a package of its own
// that depends on Vitrine by path. It is built as a user builds it, `swift build` in its
// folder (its own .build, so Vitrine is compiled again: about a minute on 2 idle cores,
// more on a busy machine; scripts/test builds it before the tests start, so here it is
// usually up to date), and run headless as its README says.
import Foundation
import Testing
// `@testable`: a plain `import CoreGraphics` beside Testing looks for an Apple-only overlay.
@testable import CoreGraphics

@Suite struct ExampleAppTests {
    static let package = VirtualBoard.repositoryRoot.appendingPathComponent("Examples/HelloKiosk")

    // The example's colours (Examples/HelloKiosk/Sources/HelloKiosk/Palette.swift), opaque
    // ARGB as the PNG decoder gives them: 0xRRGGBB / 255 per channel comes back exact.
    static let background: UInt32 = 0xFF1B_2430
    static let header: UInt32 = 0xFF2E_86AB  // themes[0].header
    static let card: UInt32 = 0xFFF6_F1E9  // themes[0].card

    @Test(.timeLimit(.minutes(30)))
    func helloKioskBuildsAndShowsItsScreenHeadless() throws {
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let build = try VirtualBoard.run(swift, ["swift", "build", "--package-path", Self.package.path])
        try #require(build.status == 0, "swift build of Examples/HelloKiosk failed:\n\(build.output)")
        let binary = Self.package.appendingPathComponent(".build/debug/HelloKiosk")

        let folder = try VirtualBoard.temporaryDirectory("vitrine-example")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("out.png")
        let result = try VirtualBoard.run(binary, [], environment: [
            "VITRINE_DISPLAY": "headless", "VITRINE_SCREENSHOT": png.path, "VITRINE_BOARD": "", "VITRINE_SCALE_FACTOR": "",
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("first frame on screen"), "\(result.output)")

        // The headless screen: 1280x800 at 320x200 mm, a size not trusted (both multiples of
        // 10), so the reference 160 dpi is assumed and the scale is 1: points are pixels.
        #expect(result.output.contains("1280x800 pixels") && result.output.contains("scale 1 (DPI)"), "\(result.output)")
        let image = try PNGDecoder.decode(contentsOfFile: png.path)
        try #require(image.width == 1280 && image.height == 800, "\(image.width)x\(image.height)")

        // The window's background at the bottom corners.
        #expect(image[5, 795] == Self.background)
        #expect(image[1274, 795] == Self.background)
        // The header bar: the full width, rows 0 to 95 (Layout.headerHeight = 96).
        #expect(image[0, 0] == Self.header)
        #expect(image[1279, 95] == Self.header)
        #expect(image[640, 96] == Self.background)

        // The card: 480x280 centred, so at x (1280 - 480) / 2 = 400, y (800 - 280) / 2 = 260;
        // draw(_:) fills the rounded rect inset by 1, (401, 261, 478, 278), radius 24.
        // Column 400 is outside it.
        #expect(image[400, 400] == Self.background)
        // Pixel (401, 261) is outside the rounded corner: its nearest point (402, 262) is
        // 23·√2 ≈ 32.5 from the corner's centre (425, 285), more than the radius.
        #expect(image[401, 261] == Self.background)
        // Below the text (title from y 260 + 32, hint from 260 + 96, each one line) and
        // clear of the corners (x 426…854, y up to 514): the card's colour, every pixel.
        var offCard = 0
        for y in 440..<510 {
            for x in 430..<850 where image[x, y] != Self.card { offCard += 1 }
        }
        #expect(offCard == 0, "\(offCard) pixels of the card's plain part are not its colour")
        #expect(image[878, 400] == Self.card)  // the right edge's last full pixel

        // The title, "Hello, kiosk" in 40 pt bold at (400 + 32, 260 + 32): ink (the dark
        // background colour) in its line. The stems alone of its H and two l's, about
        // 6 px wide and 29 px tall each, are 4 × 6 × 29 ≈ 700 dark pixels.
        var ink = 0
        for y in 292..<345 {
            for x in 432..<720 where image[x, y] >> 16 & 0xFF < 0x80 { ink += 1 }
        }
        #expect(ink > 500, "only \(ink) dark pixels where the title is drawn")
    }
}
