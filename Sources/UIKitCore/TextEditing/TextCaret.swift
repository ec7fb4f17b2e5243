// Vitrine — Apache License 2.0
// The caret of a text field or text view: a sublayer in the tint colour that blinks
// 0.5 s on, 0.5 s off, restarted whenever the caret moves so it is solid while typing.

import QuartzCore

@MainActor
enum TextCaret {
    static let blinkKey = "caretBlink"

    /// Shows `layer` at `frame` in `color` and restarts its blink.
    static func show(_ layer: CALayer, at frame: CGRect, color: UIColor, traits: UITraitCollection) {
        layer.frame = frame
        layer.backgroundColor = color.resolvedColor(with: traits).cgColor
        layer.isHidden = false
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1.0, 0.0]
        blink.calculationMode = .discrete
        blink.duration = 1
        blink.repeatCount = .infinity
        layer.removeAnimation(forKey: blinkKey)
        layer.add(blink, forKey: blinkKey)
    }

    /// Hides `layer` and stops its blink.
    static func hide(_ layer: CALayer) {
        layer.isHidden = true
        layer.removeAnimation(forKey: blinkKey)
    }
}
