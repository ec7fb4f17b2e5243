// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): iOS appearance code, unchanged: dynamic and semantic colours,
// trait callbacks and registrations, tint, and a style override.
import UIKit

public final class ThemedBadge: UIView {
    public private(set) var styleChanges = 0
    public private(set) var tintChanges = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? .secondarySystemBackground : .systemBackground
        }
        tintColor = .systemOrange
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.setNeedsDisplay()
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { styleChanges += 1 }
    }

    public override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }

    public override func draw(_ rect: CGRect) {
        UIColor.label.setStroke()
        tintColor.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
        let faded = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        faded.withAlphaComponent(0.5).setFill()
    }

    /// Turns the badge's window dark, as an app's settings switch would.
    public func goDark() {
        window?.overrideUserInterfaceStyle = .dark
        tintAdjustmentMode = .dimmed
    }
}
