// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file):
// accessibility as iOS code writes it: overridden properties on a custom view, an adjustable
// element with increment and decrement, custom actions (a handler and a method), drawn
// parts exposed as UIAccessibilityElements, identifiers and a posted announcement.
import UIKit

public final class AccessibleGauge: UIView {
    public private(set) var level = 3

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "gauge"
        accessibilityHint = "Swipe up or down to change the level"
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Reset") { [weak self] _ in
                self?.level = 0
                return true
            },
            UIAccessibilityCustomAction(name: "Fill", target: self, selector: AccessibleGauge.fill),
        ]
        let marks = (0..<5).map { index -> UIAccessibilityElement in
            let mark = UIAccessibilityElement(accessibilityContainer: self)
            mark.isAccessibilityElement = true
            mark.accessibilityLabel = "Mark \(index + 1)"
            mark.accessibilityTraits = [.staticText, .summaryElement]
            mark.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 10)
            return mark
        }
        accessibilityElements = marks
        shouldGroupAccessibilityChildren = marks.count > 1
        _ = UIAccessibility.convertToScreenCoordinates(bounds, in: self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }

    public override var accessibilityLabel: String? {
        get { "Level" }
        set { super.accessibilityLabel = newValue }
    }

    public override var accessibilityValue: String? {
        get { "\(level) of 5" }
        set { super.accessibilityValue = newValue }
    }

    public override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set { super.accessibilityTraits = newValue }
    }

    public override func accessibilityIncrement() {
        level = min(level + 1, 5)
        if UIAccessibility.isVoiceOverRunning == false {
            UIAccessibility.post(notification: .announcement, argument: "Level \(level)")
        }
    }

    public override func accessibilityDecrement() {
        level = max(level - 1, 0)
        UIAccessibility.post(notification: .layoutChanged, argument: self)
    }

    private func fill() -> Bool {
        level = 5
        return true
    }
}
