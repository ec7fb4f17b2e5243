// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A toolbar's background as UIBarAppearance layers it: the blur effect (the material's
/// blur and tint) as the base, the background colour or legacy bar tint over it.
@MainActor @Suite struct UIToolbarTests {
    /// The pixel at the middle of a translucent toolbar over a white window.
    private func barPixel(_ configure: (UIToolbar) -> Void) -> (pixel: UInt32, blurred: Int) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        window.backgroundColor = .white
        window.overrideUserInterfaceStyle = .light
        window.isHidden = false
        defer { window.isHidden = true }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        window.addSubview(toolbar)
        configure(toolbar)
        let compositor = Compositor(pixelWidth: 120, pixelHeight: 60, scale: 1)!  // a positive size
        window.layoutIfNeeded()
        window.layer.displayTreeIfNeeded()
        compositor.compose([window.layer])
        return (compositor.screen[60, 22], compositor.lastFrameStatistics.backdropsBlurred)
    }

    private func channels(_ pixel: UInt32) -> [Int] { [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)] }

    /// Over white the blur is white, and the chrome material's tint (97 % white at 80 %)
    /// over it 0.97 · 0.8 · 255 + 0.2 · 255 = 248.88. Red at 50 % over that:
    /// (0.5 · 255 + 0.5 · 248.88, 0.5 · 248.88, 0.5 · 248.88) = (251.94, 124.44, 124.44).
    @Test(arguments: [false, true])
    func aTranslucentColourIsDrawnOverTheBlurNotInsteadOfIt(throughAppearance: Bool) {
        let halfRed = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let (pixel, blurred) = barPixel { toolbar in
            if throughAppearance {
                let appearance = UIToolbarAppearance()
                appearance.configureWithDefaultBackground()
                appearance.backgroundColor = halfRed
                toolbar.standardAppearance = appearance
            } else {
                toolbar.barTintColor = halfRed
            }
        }
        #expect(blurred == 1)
        let expected = [251.94, 124.44, 124.44]
        #expect(zip(channels(pixel), expected).allSatisfy { abs(Double($0) - $1) <= 1.5 }, "\(channels(pixel))")
    }

    @Test func anOpaqueColourHidesTheBlurWhichIsNotMade() {
        let (pixel, blurred) = barPixel { $0.barTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        #expect(pixel == 0xFF00_00FF)
        #expect(blurred == 0)
    }

    @Test func withNoColourTheMaterialsTintIsDrawnOverTheBlur() {
        let (pixel, _) = barPixel { _ in }
        #expect(channels(pixel).allSatisfy { abs(Double($0) - 248.88) <= 1.5 }, "\(channels(pixel))")
    }
}
