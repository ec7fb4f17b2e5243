// Vitrine — Apache License 2.0
import UIKit

/// Nested, transformed, semi-transparent views, and a status-bar window above the app's:
/// what the compositor has to get right. Step 1 recolours, moves and turns some views.
public final class NestedViewsDemo: Demo {
    public static let name = "views"
    public static let summary = "nested, rotated, scaled and translucent views, clipping, two window levels"
    public static let stepCount = 2

    private var card = UIView()
    private var badge = UIView()
    private var swatches: [UIView] = []
    private var statusWindow: UIWindow?

    public init() {}

    public func build(in window: UIWindow) {
        let bounds = window.bounds
        let unit = min(bounds.width, bounds.height) / 16
        window.backgroundColor = UIColor(red: 0.11, green: 0.13, blue: 0.17, alpha: 1)

        // A clipping panel: its child sticks out to the right and is cut at the edge.
        let panel = UIView(frame: CGRect(x: unit, y: unit * 2, width: unit * 9, height: unit * 6))
        panel.backgroundColor = UIColor(red: 0.20, green: 0.45, blue: 0.75, alpha: 0.85)
        panel.clipsToBounds = true
        window.addSubview(panel)
        let inner = UIView(frame: CGRect(x: unit, y: unit, width: unit * 10, height: unit * 2))
        inner.backgroundColor = UIColor(white: 1, alpha: 0.5)
        panel.addSubview(inner)
        let innermost = UIView(frame: CGRect(x: unit, y: unit / 2, width: unit * 2, height: unit))
        innermost.backgroundColor = .orange
        inner.addSubview(innermost)

        // Three translucent swatches overlapping like a Venn diagram.
        let colors: [UIColor] = [.red, .green, .blue]
        for (i, color) in colors.enumerated() {
            let swatch = UIView(frame: CGRect(x: unit * (2 + CGFloat(i) * 1.5), y: unit * 9, width: unit * 3, height: unit * 3))
            swatch.backgroundColor = color.withAlphaComponent(0.6)
            window.addSubview(swatch)
            swatches.append(swatch)
        }

        // A rotated, scaled, translucent card with a rotated child: transforms compose.
        card = UIView(frame: CGRect(x: unit * 11, y: unit * 3, width: unit * 4, height: unit * 5))
        card.backgroundColor = UIColor(red: 0.95, green: 0.85, blue: 0.30, alpha: 1)
        card.alpha = 0.9
        card.transform = CGAffineTransform(rotationAngle: .pi / 12).scaledBy(x: 1.2, y: 1.2)
        window.addSubview(card)
        badge = UIView(frame: CGRect(x: unit, y: unit, width: unit * 2, height: unit * 2))
        badge.backgroundColor = .purple
        badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
        card.addSubview(badge)

        // A status bar in its own window, above the app's whatever the order of creation.
        let status = UIWindow(frame: CGRect(x: 0, y: 0, width: bounds.width, height: unit))
        status.windowLevel = .statusBar
        status.backgroundColor = UIColor(white: 0, alpha: 0.6)
        let indicator = UIView(frame: CGRect(x: bounds.width - unit * 2, y: unit / 4, width: unit * 1.5, height: unit / 2))
        indicator.backgroundColor = .green
        status.addSubview(indicator)
        status.isHidden = false
        statusWindow = status
    }

    public func show(step: Int) {
        switch step {
        case 0:
            break  // build(in:) leaves the scene in step 0
        default:
            badge.backgroundColor = .cyan
            badge.transform = CGAffineTransform(rotationAngle: -.pi / 8)
            card.transform = CGAffineTransform(rotationAngle: -.pi / 10).scaledBy(x: 1.2, y: 1.2)
            if let first = swatches.first { first.center.y -= first.bounds.height / 2 }
        }
    }
}
