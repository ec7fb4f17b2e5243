// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// The keys of a 500 × 200 point US keyboard composited at 1× and 2×. By arithmetic: a
/// unit is 500 / 10 = 50 points, a row 200 / 4 = 50; each cap is its slot inset by 3
/// points across and 5 down, so q's cap is (3, 5, 44, 40), shift's (3, 105, 69, 40) and
/// the space bar's (128, 155, 244, 40). Colours: the documented system colours, light:
/// systemGray4 behind, systemBackground on letter keys, systemGray2 on special keys;
/// dark: systemGray5, systemGray2, systemGray4.
@MainActor @Suite struct OnScreenKeyboardPixelTests {
    private func compose(scale: CGFloat, style: UIUserInterfaceStyle) -> ControlStatePixels {
        let scene = ControlStatePixels(width: 500, height: 200, scale: scale)
        scene.window.overrideUserInterfaceStyle = style
        let keys = OnScreenKeyboardView(frame: CGRect(x: 0, y: 0, width: 500, height: 200))
        keys.configure(for: nil, layoutName: .us)
        scene.window.addSubview(keys)
        scene.compose()
        return scene
    }

    @Test(arguments: [1.0, 2.0]) func lightKeysSitInTheirSlots(scale: CGFloat) {
        let scene = compose(scale: scale, style: .light)
        let background = ShownRGB(209, 209, 214), key = ShownRGB(255, 255, 255), special = ShownRGB(174, 174, 178)
        // q's cap: its left edge at x 3, inside below the glyph; the gaps around it.
        #expect(scene[3.25, 25] == key, "\(scene[3.25, 25])")
        #expect(scene[2.75, 25] == background, "\(scene[2.75, 25])")
        #expect(scene[10, 38] == key)
        #expect(scene[25, 4.75] == background)
        #expect(scene[25, 45.25] == background)
        #expect(scene[47.25, 25] == background)
        // w's cap starts at 50 + 3.
        #expect(scene[53.25, 25] == key)
        // Shift, a special key, and the space bar.
        #expect(scene[10, 138] == special, "\(scene[10, 138])")
        #expect(scene[72.25, 125] == background)
        #expect(scene[140, 188] == key)
        #expect(scene[127.75, 188] == background)
    }

    @Test(arguments: [1.0, 2.0]) func darkKeysUseTheDarkSystemColours(scale: CGFloat) {
        let scene = compose(scale: scale, style: .dark)
        #expect(scene[1, 25] == ShownRGB(44, 44, 46), "\(scene[1, 25])")
        #expect(scene[10, 38] == ShownRGB(99, 99, 102), "\(scene[10, 38])")
        #expect(scene[10, 138] == ShownRGB(58, 58, 60), "\(scene[10, 138])")
    }
}
