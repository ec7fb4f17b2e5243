// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a UILabel subclass as iOS apps write them — insets through
// drawText(in:) and textRect(forBounds:limitedToNumberOfLines:), Dynamic Type, attributes.
import UIKit

public final class InsetLabel: UILabel {
    public var insets = Insets(top: 4, left: 8, bottom: 4, right: 8)

    public override func drawText(in rect: CGRect) {
        super.drawText(in: CGRect(x: rect.minX + insets.left, y: rect.minY + insets.top,
                                  width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom))
    }

    public override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                           width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
        let text = super.textRect(forBounds: inner, limitedToNumberOfLines: numberOfLines)
        return CGRect(x: bounds.minX, y: bounds.minY, width: text.width + insets.left + insets.right,
                      height: text.height + insets.top + insets.bottom)
    }

    public static func make(_ title: String) -> InsetLabel {
        let label = InsetLabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.attributedText = NSAttributedString(string: title, attributes: [
            .underlineStyle: NSUnderlineStyle.single.rawValue,
            .strikethroughStyle: NSUnderlineStyle.double.rawValue,
            .font: UIFontMetrics(forTextStyle: .body).scaledFont(for: .monospacedDigitSystemFont(ofSize: 15, weight: .medium)),
        ])
        label.sizeToFit()
        _ = label.intrinsicContentSize.width + UIView.noIntrinsicMetric
        return label
    }
}

/// Four insets, in points.
public struct Insets {
    public var top, left, bottom, right: CGFloat
}
