// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics
@testable import Platform

/// Turning a headless panel's picture at run time (the interface orientation).
@Suite struct HeadlessDisplayOutputRotationTests {
    /// A 3 × 2 panel mounted a quarter turn shows a 2 × 3 logical screen; turned to 180°
    /// (mounting, then the interface's quarter turn) it takes 3 × 2 screens, drawn upside down.
    @Test func setRotationTurnsTheSizeAndTheNextPresentedPicture() {
        let display = HeadlessDisplayOutput(width: 3, height: 2, rotation: .degrees90, clock: { 0 })
        #expect(display.info.pixelWidth == 2 && display.info.pixelHeight == 3)
        display.setRotation(.degrees180)
        #expect(display.rotation == .degrees180)
        #expect(display.info.pixelWidth == 3 && display.info.pixelHeight == 2)
        // "ABC/DEF" turned half a turn is "FED/CBA" (DisplayRotationCopyTests draws it by hand).
        let screen = Bitmap(width: 3, height: 2)!
        for (i, value) in [1, 2, 3, 4, 5, 6].enumerated() { screen[i % 3, i / 3] = UInt32(value) }
        display.present(screen, damage: [screen.bounds])
        let shown = (0..<2).map { y in (0..<3).map { x in display.screen[x, y] } }
        #expect(shown == [[6, 5, 4], [3, 2, 1]])
    }
}
