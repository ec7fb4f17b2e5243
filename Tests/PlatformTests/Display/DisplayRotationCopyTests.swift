// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics
@testable import Platform

@Suite struct DisplayRotationCopyTests {
    /// The logical screen   A B C
    ///                      D E F   (3 × 2), pixels numbered 1…6.
    private func screen() -> Bitmap {
        let bitmap = Bitmap(width: 3, height: 2)!
        for (i, value) in [1, 2, 3, 4, 5, 6].enumerated() { bitmap[i % 3, i / 3] = UInt32(value) }
        return bitmap
    }

    private func panel(_ rotation: DisplayRotation, rect: PixelRect? = nil) -> [[UInt32]] {
        let source = screen()
        let size = rotation.physicalSize(logicalWidth: 3, logicalHeight: 2)
        let target = Bitmap(width: size.width, height: size.height)!
        rotation.copy(rect ?? source.bounds, from: source, into: UnsafeMutableRawPointer(target.pixels), pitch: target.bytesPerRow)
        return (0..<size.height).map { y in (0..<size.width).map { x in target[x, y] } }
    }

    @Test func quarterTurnsAsDrawnByHand() {
        // Turning "ABC/DEF" a quarter clockwise gives "DA/EB/FC"; half a turn "FED/CBA";
        // three quarters "CF/BE/AD".
        #expect(panel(.degrees0) == [[1, 2, 3], [4, 5, 6]])
        #expect(panel(.degrees90) == [[4, 1], [5, 2], [6, 3]])
        #expect(panel(.degrees180) == [[6, 5, 4], [3, 2, 1]])
        #expect(panel(.degrees270) == [[3, 6], [2, 5], [1, 4]])
    }

    @Test func aDamagedRectangleLandsOnItsPhysicalRectangleOnly() {
        // Logical column 2 ("C", "F") of the 3x2 screen.
        let damage = PixelRect(x: 2, y: 0, width: 1, height: 2)
        #expect(panel(.degrees90, rect: damage) == [[0, 0], [0, 0], [6, 3]])
        #expect(DisplayRotation.degrees90.physicalRect(damage, logicalWidth: 3, logicalHeight: 2) == PixelRect(x: 0, y: 2, width: 2, height: 1))
        #expect(panel(.degrees270, rect: damage) == [[3, 6], [0, 0], [0, 0]])
        #expect(DisplayRotation.degrees270.physicalRect(damage, logicalWidth: 3, logicalHeight: 2) == PixelRect(x: 0, y: 0, width: 2, height: 1))
        #expect(panel(.degrees180, rect: damage) == [[6, 0, 0], [3, 0, 0]])
    }

    @Test func headlessDisplaysReportTheLogicalSizeAndKeepThePanels() {
        let display = HeadlessDisplayOutput(width: 800, height: 480, rotation: .degrees90)
        #expect(display.info.pixelWidth == 480 && display.info.pixelHeight == 800)
        #expect(display.screen.width == 800 && display.screen.height == 480)
    }

    @Test func densityUsesThePanelsHeightAcrossWhenTurned() throws {
        // Raspberry Pi Touch Display 2: 720x1280 portrait, 88x155 mm, mounted landscape.
        let config = try BoardConfiguration.parse(
            "name = \"t\"\n[display]\nwidth-mm = 88\nheight-mm = 155\nrotation = 90\n", file: "t.toml").display
        let density = DisplayDensity(pixelWidth: 1280, pixelHeight: 720, reportedWidthMillimeters: nil,
                                     reportedHeightMillimeters: nil, configuration: config)
        // 1280 px across 155 mm: 209.8 dpi, the same as 720 px across 88 mm (207.8) within rounding.
        #expect(density.physicalWidthMillimeters == 155)
        #expect(abs(density.dpi - 1280 / (155 / 25.4)) < 1e-9)
    }
}
