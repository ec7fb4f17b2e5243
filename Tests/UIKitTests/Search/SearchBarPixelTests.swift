// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A search bar composited at 1× and 2× over a white window: the field's rounded fill and
/// the bar's background per style. Expected colours are the documented light-mode system
/// colours blended over white (c·α + 255·(1 − α)); positions are UISearchBar.swift's and
/// UISearchTextField.swift's metrics in points.
@MainActor @Suite struct SearchBarPixelTests {
    /// `.tertiarySystemFill` in light mode is (118, 118, 128) at 12 %: (240, 240, 240) over white.
    static let fieldFill = ShownRGB.over(white: (118, 118, 128), alpha: 0.12)
    static let white = ShownRGB(255, 255, 255)

    @Test(arguments: [1.0, 2.0]) func theFieldIsARoundedFillInTheBar(scale: CGFloat) {
        let scene = ControlStatePixels(width: 320, height: 80, scale: scale)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 10, width: 320, height: 56))
        bar.barTintColor = .black
        scene.window.addSubview(bar)
        scene.compose()
        // The bar's background (its tint) around the field: the field spans x 8...312, y 20...56.
        #expect(scene[4, 38] == ShownRGB(0, 0, 0))
        #expect(scene[160, 14] == ShownRGB(0, 0, 0))
        // Inside the field, away from the magnifier and the text: the fill over black is
        // (118, 118, 128) × 0.12 = (14, 14, 15).
        let overBlack = ShownRGB(14, 14, 15)
        #expect(scene[200, 38].isClose(to: overBlack), "\(scene[200, 38])")
        // The 10-point corner leaves the field's very corner pixel the bar's colour.
        #expect(scene[8, 20] == ShownRGB(0, 0, 0))
        // The minimal style draws no background: the window's white shows, and the field's fill over it.
        bar.searchBarStyle = .minimal
        scene.compose()
        #expect(scene[4, 38] == Self.white)
        #expect(scene[200, 38].isClose(to: Self.fieldFill), "\(scene[200, 38]) vs \(Self.fieldFill)")
        // The magnifier: ink in `.secondaryLabel` within its 20-point box at x 8 + 8 = 16...36.
        let magnifier = scene.pixels(in: CGRect(x: 16, y: 28, width: 20, height: 20))
        #expect(magnifier.contains { $0.red < 200 })
    }
}
