// Vitrine — Apache License 2.0
// An alert's pixels at 1 and 2 pixels a point, against the arithmetic of its metrics: a
// 270-point card centred in a 400 × 300 window, x = (400 − 270) / 2 = 65, with 14-point
// corners, over black at 20 % (white dimmed to 255 × 0.8 = 204). The card is the system
// material: the dimmed white blurred (still 204: the blur of one colour is that colour,
// and saturation leaves grey alone) under its tint, white 0.97 at 75 %:
// 0.97 · 255 · 0.75 + 204 · 0.25 = 236.5. A one-pixel separator (light: rgb(60, 60, 67)
// at 0.29 over the card = 185.3, 185.3, 187.3) lies above the actions and between the
// two actions, 135 points from the card's left edge.
import Testing
@testable import UIKitCore

@MainActor @Suite struct UIAlertControllerRenderingTests {
    /// The window's pixels with an alert presented, and the alert's frame.
    private func render(scale: Int, style: UIUserInterfaceStyle = .light) -> (Bitmap, CGRect, header: CGFloat) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.screen = UIScreen(pixelWidth: 400 * scale, pixelHeight: 300 * scale, scale: CGFloat(scale))
        window.layer.isHidden = false  // shown to the controllers without entering the window stack
        window.overrideUserInterfaceStyle = style
        let root = UIViewController()
        root.view.backgroundColor = .white
        window.rootViewController = root
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: false)
        let compositor = Compositor(pixelWidth: 400 * scale, pixelHeight: 300 * scale, scale: CGFloat(scale))!
        window.layoutIfNeeded()
        window.layer.displayTreeIfNeeded()
        _ = compositor.compose([window.layer])
        let header = (alert.view as! AlertView).rows[0].frame.minY
        return (compositor.screen, alert.view.frame, header)
    }

    private func rgb(_ pixel: UInt32) -> [Int] {
        [Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF)]
    }

    private func near(_ pixel: UInt32, _ expected: [Double], _ tolerance: Double = 1.5) -> Bool {
        zip(rgb(pixel), expected).allSatisfy { abs(Double($0) - $1) <= tolerance }
    }

    @Test(arguments: [1, 2]) func theCardTheDimmingAndTheHairlines(scale: Int) {
        let (screen, frame, header) = render(scale: scale)
        let s = CGFloat(scale)
        func px(_ x: CGFloat, _ y: CGFloat) -> UInt32 { screen[Int(x * s), Int(y * s)] }
        // 20 + the title's height + 20 above the actions, 44 for them.
        let titleLabel = UILabel()
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.text = "Title"
        #expect(header == 40 + titleLabel.sizeThatFits(CGSize(width: 238, height: 1000)).height.rounded(.up))
        #expect(frame == CGRect(x: 65, y: ((300 - header - 44) / 2).rounded(.down), width: 270, height: header + 44))
        let top = frame.minY, rowTop = top + header
        #expect(near(px(10, 10), [204, 204, 204]))                        // dimmed
        #expect(near(px(64, top + 30), [204, 204, 204]))                  // just left of the card
        let card = [236.5, 236.5, 236.5]
        #expect(near(px(65, top + 30), card))                             // the card's first column
        #expect(near(px(65, top), [204, 204, 204]))                       // cut off by the corner
        #expect(near(px(65 + 14, top), card))                             // past the corner's curve
        // The separator above the actions is one pixel: the rows above and below are the card.
        let hairline = [185.3, 185.3, 187.3]
        #expect(near(screen[Int(85 * s), Int(rowTop * s)], hairline, 2))
        #expect(near(screen[Int(85 * s), Int(rowTop * s) - 1], card))
        #expect(near(screen[Int(85 * s), Int(rowTop * s) + 1], card))
        // The separator between the actions, 135 points in: one pixel wide.
        #expect(near(screen[Int(200 * s), Int((rowTop + 4) * s)], hairline, 2))
        #expect(near(screen[Int(200 * s) + 1, Int((rowTop + 4) * s)], card))
        #expect(near(screen[Int(200 * s) - 1, Int((rowTop + 4) * s)], card))
        // The cancel action's text is systemBlue (0, 122, 255), the destructive one's
        // systemRed (255, 59, 48).
        var blue = 0, red = 0
        for y in Int(rowTop * s)..<Int((rowTop + 44) * s) {
            for x in Int(65 * s)..<Int(335 * s) {
                let c = rgb(screen[x, y])
                if c[2] > 200 && c[0] < 90 && x < Int(200 * s) { blue += 1 }
                if c[0] > 200 && c[1] < 120 && c[2] < 120 && x > Int(200 * s) { red += 1 }
            }
        }
        #expect(blue > 20 * scale * scale && red > 20 * scale * scale, "blue \(blue), red \(red)")
    }

    /// In dark appearance the material's tint is 12 % white at 75 % over the blurred
    /// dimmed white: 0.12 · 255 · 0.75 + 204 · 0.25 = 73.95.
    @Test func theCardFollowsDarkAppearance() {
        let (screen, frame, _) = render(scale: 1, style: .dark)
        #expect(near(screen[65, Int(frame.minY) + 30], [73.95, 73.95, 73.95]))
        #expect(near(screen[10, 10], [204, 204, 204]))
    }
}
