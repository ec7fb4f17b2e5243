// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Vibrancy: no backdrop of its own, content in the style's colour.
@MainActor @Suite struct UIVibrancyEffectTests {
    @Test func theEffectKeepsItsBlurAndStyle() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        #expect(vibrancy.blurEffect === blur && vibrancy.style == .secondaryLabel)
        #expect(UIVibrancyEffect(blurEffect: blur).style == .label)
        #expect(UIVibrancyEffectStyle.separator.rawValue == 7)
    }

    @Test func aLabelInTheVibrancyContentIsDrawnInTheStylesColour() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let blurView = UIVisualEffectView(effect: blur)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
        blurView.contentView.addSubview(vibrancyView)
        #expect(vibrancyView.effectBackdrop.backgroundColor == nil)
        #expect(vibrancyView.contentView.tintColor == .label)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        label.font = .systemFont(ofSize: 24)
        label.text = "Hi"
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        vibrancyView.contentView.addSubview(label)
        let bitmap = LabelRendering.render(label)
        var red = 0, dark = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap[x, y]
                if pixel >> 24 > 200 && (pixel >> 16) & 0xFF > 200 { red += 1 }
                if pixel >> 24 > 200 && pixel & 0xFF_FFFF == 0 { dark += 1 }
            }
        }
        // `.label` is black in light mode; none of the label's red shows.
        #expect(red == 0 && dark > 20, "\(red) red, \(dark) black pixels")
        // Taken out, the label has its own colour again.
        label.removeFromSuperview()
        let own = LabelRendering.render(label)
        #expect((0..<own.height).contains { y in (0..<own.width).contains { x in own[x, y] == 0xFFFF_0000 } })
    }

    @Test func aBlurContentViewIsNotVibrant() {
        let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        let label = UILabel()
        blurView.contentView.addSubview(label)
        #expect(label.vibrancyContentColor == nil)
        // The blur draws its material behind the content.
        #expect(blurView.effectBackdrop.backgroundColor != .clear)
    }
}
