// Vitrine — Apache License 2.0
import UIKit

/// Nested, transformed, semi-transparent views, and a status-bar window above the app's:
/// what the compositor has to get right, each part captioned with what it shows. Step 1
/// recolours, moves and turns some views.
public final class NestedViewsDemo: Demo {
    public static let name = "views"
    public static let summary = "nested, rotated, scaled and translucent views, clipping, two window levels"
    public static let stepCount = 2

    private var card = UIView()
    private var cardLabel = UILabel()
    private var badge = UIView()
    private var badgeLabel = UILabel()
    private var swatches: [UIView] = []
    private var statusWindow: UIWindow?

    public init() {}

    /// A label in the system font at `size` points (scaled with the screen by the caller).
    private func label(_ text: String, size: CGFloat, weight: UIFont.Weight = .regular, color: UIColor = .label) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size.rounded(), weight: weight)
        label.textColor = color
        return label
    }

    public func build(in window: UIWindow) {
        let bounds = window.bounds
        // Everything scales with the screen: 50 points on a 1280 × 800 one, where the type
        // sizes below are iOS's (large title 34, headline 17, footnote 13).
        let unit = min(bounds.width, bounds.height) / 16
        window.backgroundColor = .systemGroupedBackground

        let title = label("Views", size: unit * 0.68, weight: .bold)
        title.accessibilityTraits = .header
        title.frame = CGRect(x: unit, y: unit * 1.08, width: unit * 9, height: unit * 0.82)
        window.addSubview(title)

        // A clipping panel: its child sticks out to the right and is cut at the edge.
        let panel = UIView(frame: CGRect(x: unit, y: unit * 2, width: unit * 9, height: unit * 6))
        panel.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.9)
        panel.layer.cornerRadius = unit * 0.32
        panel.clipsToBounds = true
        window.addSubview(panel)
        let panelTitle = label("Clipping", size: unit * 0.34, weight: .semibold, color: .white)
        panelTitle.frame = CGRect(x: unit * 0.4, y: unit * 0.2, width: unit * 8, height: unit * 0.5)
        panel.addSubview(panelTitle)
        let inner = UIView(frame: CGRect(x: unit, y: unit, width: unit * 10, height: unit * 2))
        inner.backgroundColor = UIColor(white: 1, alpha: 0.5)
        inner.layer.cornerRadius = unit * 0.2
        panel.addSubview(inner)
        let innermost = UIView(frame: CGRect(x: unit, y: unit / 2, width: unit * 2, height: unit))
        innermost.backgroundColor = .systemOrange
        innermost.layer.cornerRadius = unit * 0.16
        inner.addSubview(innermost)
        let innerLabel = label("This strip is wider than the panel holding it", size: unit * 0.3, color: .white)
        innerLabel.frame = CGRect(x: unit * 3.4, y: unit * 0.7, width: unit * 8, height: unit * 0.6)
        inner.addSubview(innerLabel)
        let panelNote = label("clipsToBounds cuts it at the panel's edge.", size: unit * 0.26, color: UIColor(white: 1, alpha: 0.85))
        panelNote.frame = CGRect(x: unit * 0.4, y: unit * 5.1, width: unit * 8.2, height: unit * 0.5)
        panel.addSubview(panelNote)

        // Three translucent discs overlapping like a Venn diagram.
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        for (i, color) in colors.enumerated() {
            let swatch = UIView(frame: CGRect(x: unit * (2 + CGFloat(i) * 1.5), y: unit * 9, width: unit * 3, height: unit * 3))
            swatch.backgroundColor = color.withAlphaComponent(0.6)
            swatch.layer.cornerRadius = unit * 1.5
            window.addSubview(swatch)
            swatches.append(swatch)
        }
        let swatchNote = label("Translucent views blend where they overlap.", size: unit * 0.26, color: .secondaryLabel)
        swatchNote.frame = CGRect(x: unit, y: unit * 12.3, width: unit * 9, height: unit * 0.5)
        window.addSubview(swatchNote)

        // A rotated, scaled, translucent card with a rotated child: transforms compose.
        card = UIView(frame: CGRect(x: unit * 11, y: unit * 3, width: unit * 4, height: unit * 5))
        card.backgroundColor = .systemYellow
        card.layer.cornerRadius = unit * 0.32
        card.alpha = 0.9
        card.transform = CGAffineTransform(rotationAngle: .pi / 12).scaledBy(x: 1.2, y: 1.2)
        window.addSubview(card)
        cardLabel = label("", size: unit * 0.26, weight: .semibold, color: .black)
        cardLabel.numberOfLines = 2
        cardLabel.textAlignment = .center
        cardLabel.frame = CGRect(x: unit * 0.2, y: unit * 3.6, width: unit * 3.6, height: unit * 1)
        card.addSubview(cardLabel)
        badge = UIView(frame: CGRect(x: unit, y: unit, width: unit * 2, height: unit * 2))
        badge.backgroundColor = .systemPurple
        badge.layer.cornerRadius = unit * 0.3
        badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
        card.addSubview(badge)
        badgeLabel = label("", size: unit * 0.34, weight: .bold, color: .white)
        badgeLabel.textAlignment = .center
        badgeLabel.frame = badge.bounds
        badge.addSubview(badgeLabel)
        describeTransforms(card: 15, badge: 45)

        // What the screen is, in a card of its own at the bottom right.
        let about = UIView(frame: CGRect(x: unit * 11, y: unit * 9.5, width: bounds.width - unit * 12, height: unit * 2.8))
        about.backgroundColor = .secondarySystemGroupedBackground
        about.layer.cornerRadius = unit * 0.32
        window.addSubview(about)
        let aboutTitle = label("Plain UIViews", size: unit * 0.34, weight: .semibold)
        aboutTitle.frame = CGRect(x: unit * 0.4, y: unit * 0.3, width: about.bounds.width - unit * 0.8, height: unit * 0.5)
        about.addSubview(aboutTitle)
        let aboutText = label("Backgrounds, corner radii, alpha, transforms and clipping: no drawing code, only layers the compositor blends.",
                              size: unit * 0.3, color: .secondaryLabel)
        aboutText.numberOfLines = 0
        let textWidth = about.bounds.width - unit * 0.8
        let fitted = aboutText.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        aboutText.frame = CGRect(x: unit * 0.4, y: unit * 0.9, width: textWidth, height: min(fitted, unit * 1.7))
        about.addSubview(aboutText)
        about.frame.size.height = aboutText.frame.maxY + unit * 0.4

        // A status bar in its own window, above the app's whatever the order of creation.
        let status = UIWindow(frame: CGRect(x: 0, y: 0, width: bounds.width, height: unit))
        status.windowLevel = .statusBar
        status.backgroundColor = UIColor(white: 0, alpha: 0.75)
        let time = label("9:41", size: unit * 0.34, weight: .semibold, color: .white)
        time.frame = CGRect(x: unit * 0.6, y: 0, width: unit * 2, height: unit)
        status.addSubview(time)
        let level = label("A second UIWindow at the status-bar level", size: unit * 0.26, color: UIColor(white: 1, alpha: 0.8))
        level.textAlignment = .center
        level.frame = CGRect(x: unit * 3, y: 0, width: bounds.width - unit * 6, height: unit)
        status.addSubview(level)
        let indicator = UIView(frame: CGRect(x: bounds.width - unit * 2, y: unit / 4, width: unit * 1.5, height: unit / 2))
        indicator.backgroundColor = .systemGreen
        indicator.layer.cornerRadius = unit * 0.12
        status.addSubview(indicator)
        status.isHidden = false
        statusWindow = status
    }

    /// Writes the card's and the badge's turns (in degrees) on them.
    private func describeTransforms(card cardDegrees: Int, badge badgeDegrees: Int) {
        cardLabel.text = "Turned \(cardDegrees)°, scaled 1.2×, 90 % opaque"
        badgeLabel.text = "\(badgeDegrees)°"
    }

    public func show(step: Int) {
        switch step {
        case 0:
            break  // build(in:) leaves the scene in step 0
        default:
            badge.backgroundColor = .systemTeal
            badge.transform = CGAffineTransform(rotationAngle: -.pi / 8)
            card.transform = CGAffineTransform(rotationAngle: -.pi / 10).scaledBy(x: 1.2, y: 1.2)
            describeTransforms(card: -18, badge: -23)
            if let first = swatches.first { first.center.y -= first.bounds.height / 2 }
        }
    }
}
