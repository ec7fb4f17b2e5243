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

    /// The material tint composed over the blurred backdrop, channel by channel: tint ·
    /// alpha + backdrop · (1 − alpha). Thin dark material is 12 % white at 60 %: over
    /// white, 0.12 · 0.6 · 255 + 255 · 0.4 = 120.4; over pure red (which saturation leaves
    /// pure), (120.4, 18.4, 18.4). Far from the edge the blur of one colour is that colour;
    /// across it the white and the red mix.
    @Test func aBlurIsDrawnAsTheBlurredBackdropUnderItsMaterialsTint() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.backgroundColor = .white
        window.isHidden = false
        defer { window.isHidden = true }
        let red = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 40))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(red)
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterialDark))
        effectView.frame = window.bounds
        window.addSubview(effectView)
        let compositor = Compositor(pixelWidth: 200, pixelHeight: 40, scale: 1)!  // a positive size
        func compose() {
            window.layoutIfNeeded()
            window.layer.displayTreeIfNeeded()
            compositor.compose([window.layer])
        }
        compose()
        #expect(effectView.effectBackdrop.layer.backdropFilter == BackdropFilter(radius: 12, saturation: 1.8))
        func channels(_ pixel: UInt32) -> [Int] { [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)] }
        func near(_ a: [Int], _ b: [Double]) -> Bool { zip(a, b).allSatisfy { abs(Double($0) - $1) <= 1.5 } }
        #expect(near(channels(compositor.screen[5, 20]), [120.4, 120.4, 120.4]), "\(channels(compositor.screen[5, 20]))")
        #expect(near(channels(compositor.screen[195, 20]), [120.4, 18.4, 18.4]), "\(channels(compositor.screen[195, 20]))")
        for x in [95, 99, 100, 104] {
            let green = channels(compositor.screen[x, 20])[1]
            #expect(green > 25 && green < 114, "x = \(x): \(green)")
        }
        // No effect: the backdrop shows as it is.
        effectView.effect = nil
        compose()
        #expect(compositor.screen[5, 20] == 0xFFFF_FFFF && compositor.screen[99, 20] == 0xFFFF_FFFF)
        #expect(effectView.effectBackdrop.layer.backdropFilter == nil)
    }

    @Test func theMaterialsBlurLessTheThinnerTheyAre() {
        let radii = [UIBlurEffect.Style.systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemChromeMaterial,
                     .systemThickMaterialDark, .regular, .prominent, .light, .extraLight, .dark]
            .map { UIBlurEffect(style: $0).backdropFilter.radius }
        #expect(radii == [10, 12, 15, 15, 15, 15, 15, 15, 15, 15])
    }

    @Test func theEffectViewsCornerRadiusRoundsTheBackdrop() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        effectView.layer.cornerRadius = 13
        effectView.layoutIfNeeded()
        #expect(effectView.effectBackdrop.layer.cornerRadius == 13)
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
