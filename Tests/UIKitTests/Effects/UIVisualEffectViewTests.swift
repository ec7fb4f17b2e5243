// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@MainActor @Suite struct UIVisualEffectViewTests {
    @Test func theContentViewFillsTheEffectViewAboveTheMaterial() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        let label = UILabel()
        effectView.contentView.addSubview(label)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.frame == effectView.bounds)
        #expect(effectView.subviews.last === effectView.contentView)
        #expect(label.superview === effectView.contentView)
    }

    /// The material tint composed over the backdrop, channel by channel: tint · alpha +
    /// backdrop · (1 − alpha). Thin dark material is 12 % white at 60 %: over white,
    /// 0.12 · 0.6 · 255 + 255 · 0.4 = 120.4; over pure red, (120.4, 18.4, 18.4).
    @Test func aBlurIsDrawnAsItsMaterialsTintOverTheBackdrop() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.backgroundColor = .white
        window.isHidden = false
        defer { window.isHidden = true }
        let red = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(red)
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterialDark))
        effectView.frame = window.bounds
        window.addSubview(effectView)
        let compositor = Compositor(pixelWidth: 40, pixelHeight: 20, scale: 1)!  // a positive size
        func compose() {
            window.layoutIfNeeded()
            window.layer.displayTreeIfNeeded()
            compositor.compose([window.layer])
        }
        compose()
        func channels(_ pixel: UInt32) -> [Int] { [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)] }
        func near(_ a: [Int], _ b: [Double]) -> Bool { zip(a, b).allSatisfy { abs(Double($0) - $1) <= 1.5 } }
        #expect(near(channels(compositor.screen[5, 10]), [120.4, 120.4, 120.4]), "\(channels(compositor.screen[5, 10]))")
        #expect(near(channels(compositor.screen[30, 10]), [120.4, 18.4, 18.4]), "\(channels(compositor.screen[30, 10]))")
        // No effect: the backdrop shows as it is.
        effectView.effect = nil
        compose()
        #expect(compositor.screen[5, 10] == 0xFFFF_FFFF)
    }

    @Test func lightAndDarkMaterialsFollowTheInterfaceStyleUnlessFixed() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let material = UIBlurEffect(style: .systemMaterial).tintColor
        let fixedLight = UIBlurEffect(style: .systemMaterialLight).tintColor
        #expect(material.resolvedColor(with: light) == UIColor(white: 0.97, alpha: 0.75))
        #expect(material.resolvedColor(with: dark) == UIColor(white: 0.12, alpha: 0.75))
        #expect(fixedLight.resolvedColor(with: dark) == UIColor(white: 0.97, alpha: 0.75))
    }
}
