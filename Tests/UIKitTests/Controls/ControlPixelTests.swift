// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// The controls' states as composited pixels at 1× and 2×, each state reached through
/// the touch path where a finger reaches it. Expected colours are the documented system
/// colours blended over the white window (c·α + 255·(1 − α)); positions are the
/// controls' metrics in points, sampled where a pixel is fully inside a shape.
@MainActor @Suite struct ControlPixelTests {
    static let systemBlue = (0.0, 122.0, 255.0)
    static let systemGreen = (52.0, 199.0, 89.0)
    static let systemGray = (142.0, 142.0, 147.0)
    static let systemFill = (120.0, 120.0, 128.0)  // at 20 % alpha in light mode
    static let white = ShownRGB(255, 255, 255)

    // MARK: - UISwitch

    @Test(arguments: [1.0, 2.0]) func switchOffOnAndDisabled(scale: CGFloat) {
        let scene = ControlStatePixels(width: 80, height: 60, scale: scale)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        scene.window.addSubview(toggle)
        scene.compose()
        // Off: the 27-point thumb sits 2 points in from the left (x 12…39); the track right of
        // it (x 50) is systemFill over white; the thumb's middle is white.
        let offTrack = ShownRGB.over(white: Self.systemFill, alpha: 0.2)
        #expect(scene[50, 25.5].isClose(to: offTrack), "\(scene[50, 25.5]) vs \(offTrack)")
        #expect(scene[25.5, 25.5] == Self.white)
        // A tap through the touch path turns it on; after the slide the thumb is at x 32…59
        // and the track left of it (x 20) is systemGreen.
        scene.harness.tap(CGPoint(x: 35, y: 25), at: 0)
        #expect(toggle.isOn)
        // The slide's end state, without waiting for the quarter-second animation.
        for view in [toggle.trackView, toggle.thumbView] { view.layer.removeAllAnimations() }
        scene.compose()
        #expect(scene[20, 25.5].isClose(to: ShownRGB.over(white: Self.systemGreen, alpha: 1)), "\(scene[20, 25.5])")
        #expect(scene[45.5, 25.5] == Self.white)
        #expect(scene[5, 25.5] == Self.white, "nothing left of the switch")
        // Disabled: the track shows at half opacity.
        toggle.isEnabled = false
        scene.compose()
        let dimmed = ShownRGB.over(white: Self.systemGreen, alpha: 0.5)
        #expect(scene[20, 25.5].isClose(to: dimmed), "\(scene[20, 25.5]) vs \(dimmed)")
    }

    // MARK: - UIProgressView

    @Test(arguments: [1.0, 2.0]) func progressFillsItsShareOfTheTrack(scale: CGFloat) {
        let scene = ControlStatePixels(width: 140, height: 30, scale: scale)
        let bar = UIProgressView(frame: CGRect(x: 10, y: 10, width: 100, height: 4))
        bar.progress = 0.25
        scene.window.addSubview(bar)
        scene.compose()
        // The fill is 25 of the 100 points (x 10…35) in the tint, the rest of the track
        // (x 35…110) systemGray5 (229, 229, 234); both 4 points high with round ends.
        let fill = ShownRGB.over(white: Self.systemBlue, alpha: 1)
        let track = ShownRGB(229, 229, 234)
        #expect(scene[20, 12].isClose(to: fill), "\(scene[20, 12])")
        #expect(scene[33, 12].isClose(to: fill))
        #expect(scene[37, 12].isClose(to: track), "\(scene[37, 12])")
        #expect(scene[107, 12].isClose(to: track))
        #expect(scene[20, 9.5] == Self.white && scene[20, 14.5] == Self.white, "4 points high")
        // The round left end: the corner pixel lies outside the 2-point radius (its centre
        // is √2·1.5 ≈ 2.1 points from the arc's centre at scale 1) and stays mostly white.
        let corner = scene[10, 10]
        #expect(corner.green > 128, "the rounded corner \(corner)")
        bar.setProgress(0.75, animated: false)
        scene.compose()
        #expect(scene[80, 12].isClose(to: fill), "75 %: the fill reaches x 85")
        #expect(scene[88, 12].isClose(to: track))
    }

    // MARK: - UIActivityIndicatorView

    @Test(arguments: [1.0, 2.0]) func activityIndicatorSpokesFadeBehindTheLeadingOne(scale: CGFloat) {
        let scene = ControlStatePixels(width: 40, height: 40, scale: scale)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.hidesWhenStopped = false
        spinner.isHidden = false  // stopped and shown, so the spokes stand still
        spinner.frame.origin = CGPoint(x: 10, y: 10)
        scene.window.addSubview(spinner)
        scene.compose()
        // Medium: 20 points, 8 spokes 2 wide and 5.4 long (0.27 × 20) ending at the edge,
        // in systemGray. Spoke k's opacity is 1 − 0.85·b/7, b = (8 − k) mod 8 spokes behind
        // the leading one: up (k 0) 1, right (k 2) 0.271, down (k 4) 0.514, left (k 6) 0.757.
        let samples: [(CGPoint, Double)] = [
            (CGPoint(x: 20, y: 12.5), 1),                  // up: x 19…21, y 10…15.4
            (CGPoint(x: 27.5, y: 20), 1 - 0.85 * 6 / 7),   // right: x 24.6…30, y 19…21
            (CGPoint(x: 20, y: 27.5), 1 - 0.85 * 4 / 7),   // down
            (CGPoint(x: 12.5, y: 20), 1 - 0.85 * 2 / 7),   // left
        ]
        for (point, opacity) in samples {
            // Sample the pixel whose square lies inside the spoke: left of the centre line at 1×.
            let pixel = scene[point.x - 0.5, point.y]
            let expected = ShownRGB.over(white: Self.systemGray, alpha: opacity)
            #expect(pixel.isClose(to: expected), "spoke at \(point): \(pixel) vs \(expected)")
        }
        #expect(scene[20, 20] == Self.white, "the centre is empty")
    }

    // MARK: - UIButton

    /// The darkest ink of the title, as the red channel (the blue tint has none).
    private func minimumRed(_ scene: ControlStatePixels, in rect: CGRect) -> Int {
        scene.pixels(in: rect).map(\.red).min() ?? 255
    }

    @Test(arguments: [1.0, 2.0]) func systemButtonNormalHighlightedAndDisabled(scale: CGFloat) {
        let scene = ControlStatePixels(width: 140, height: 60, scale: scale)
        let button = UIButton(type: .system)
        button.setTitle("Deal", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 40)
        scene.window.addSubview(button)
        scene.compose()
        let area = button.frame
        // Normal: the title is systemBlue (0, 122, 255); fully covered stem pixels reach it.
        let normal = scene.pixels(in: area).filter { $0 != Self.white }
        #expect(!normal.isEmpty)
        #expect(minimumRed(scene, in: area) <= 40, "solid ink in the tint")
        #expect(normal.allSatisfy { $0.blue >= 250 && $0.red <= $0.green }, "every ink pixel is a blend of the tint and white")
        // The title is centred: its ink's middle within 2 points of the button's (x 70).
        if let ink = scene.ink(in: area) {
            let middle = CGFloat(ink.minX + ink.maxX + 1) / 2 / scale
            #expect(abs(middle - 70) <= 2, "ink centred at \(middle)")
        }
        // Held down through the touch path: faded to 20 % alpha, so no pixel is darker
        // than 255 − 0.2·255 = 204 in red.
        scene.harness.send(.began, CGPoint(x: 70, y: 30), at: 0)
        #expect(button.isHighlighted)
        scene.compose()
        let held = minimumRed(scene, in: area)
        #expect(held >= 200 && held <= 215, "highlighted ink \(held)")
        scene.harness.send(.ended, CGPoint(x: 70, y: 30), at: 0.1)
        // The title fades back with an animation (UIButtonTests checks it); its end state:
        for view in button.subviews { view.layer.removeAllAnimations() }
        scene.compose()
        #expect(minimumRed(scene, in: area) <= 40, "back to the tint on release")
        // Disabled: systemGray (142, 142, 147) ink, neutral rather than blue.
        button.isEnabled = false
        scene.compose()
        let disabled = scene.pixels(in: area).filter { $0 != Self.white }
        let darkest = disabled.min { $0.red < $1.red }
        #expect(darkest.map { $0.red >= 135 && $0.red <= 160 && $0.blue - $0.red <= 8 } == true, "\(String(describing: darkest))")
    }

    @Test(arguments: [1.0, 2.0]) func filledConfigurationButton(scale: CGFloat) {
        let scene = ControlStatePixels(width: 140, height: 60, scale: scale)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Pay"
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 40)
        scene.window.addSubview(button)
        scene.compose()
        let blue = ShownRGB.over(white: Self.systemBlue, alpha: 1)
        // The background fills the bounds in the tint, left of the centred title.
        #expect(scene[14, 30].isClose(to: blue), "\(scene[14, 30])")
        #expect(scene[125, 30].isClose(to: blue))
        // Corners rounded with the medium radius, 6 points: the corner pixel's centre is
        // √2·5.5 ≈ 7.8 points from the arc's centre, outside it, so it stays white.
        #expect(scene[10, 10] == Self.white, "\(scene[10, 10])")
        #expect(scene[129.5, 49.5] == Self.white)
        // The title is white on the tint: its brightest pixels are white or nearly.
        let brightest = scene.pixels(in: CGRect(x: 40, y: 15, width: 60, height: 30)).map(\.red).max() ?? 0
        #expect(brightest >= 230, "white title ink \(brightest)")
    }
}
