// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// What views and controls tell assistive technology before an app sets anything, per
/// UIKit's documented defaults ("false unless the receiver is a standard UIKit control"),
/// and how values an app sets replace them.
@MainActor @Suite struct UIAccessibilityDefaultsTests {
    @Test func aPlainViewIsNotAnElementAndHasNothingToSay() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityValue == nil && view.accessibilityHint == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityElements == nil && view.accessibilityCustomActions == nil)
        #expect(!view.accessibilityElementsHidden && !view.accessibilityViewIsModal && !view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityIdentifier == nil && view.accessibilityLanguage == nil && view.accessibilityPath == nil)
        #expect(!view.accessibilityActivate())
    }

    @Test func aLabelIsStaticTextReadByItsText() {
        let label = UILabel()
        label.text = "Total: 12 €"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Total: 12 €")
        #expect(label.accessibilityAttributedLabel?.string == "Total: 12 €")
        #expect(label.accessibilityTraits == .staticText)
        label.attributedText = NSAttributedString(string: "Styled")
        #expect(label.accessibilityLabel == "Styled", "an attributed text is read by its string")
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
    }

    @Test func aLabelSetByTheAppWinsAndNilGivesTheDefaultBack() {
        let label = UILabel()
        label.text = "12"
        label.accessibilityLabel = "Twelve items"
        #expect(label.accessibilityLabel == "Twelve items")
        label.text = "13"
        #expect(label.accessibilityLabel == "Twelve items")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "13")
        label.accessibilityAttributedLabel = NSAttributedString(string: "Thirteen")
        #expect(label.accessibilityLabel == "Thirteen")
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
    }

    @Test func aButtonIsReadByItsTitleWithTheButtonTrait() {
        let button = UIButton(type: .system)
        button.setTitle("Deal", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Deal")
        #expect(button.accessibilityTraits == .button)
        button.setTitle("Deal again", for: .normal)
        #expect(button.accessibilityLabel == "Deal again", "the default follows the title")
    }

    @Test func aButtonWithOnlyAnImageIsReadByTheImagesDescription() {
        let image = UIImage(systemName: "trash")!
        image.accessibilityLabel = "Delete"
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        #expect(button.accessibilityLabel == "Delete")
        let configured = UIButton(configuration: .filled(), primaryAction: nil)
        configured.configuration?.title = "Pay"
        configured.layoutIfNeeded()
        #expect(configured.accessibilityLabel == "Pay", "a configuration's title counts")
    }

    @Test func aControlAddsNotEnabledAndSelectedToItsTraits() {
        let button = UIButton(type: .custom)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        button.accessibilityTraits = .link
        #expect(button.accessibilityTraits == .link, "traits an app sets replace the default")
        let control = UIControl()
        control.isEnabled = false
        #expect(!control.isAccessibilityElement, "a custom control is made an element by its app")
        #expect(control.accessibilityTraits == .notEnabled)
    }

    @Test func aTappedButtonsHighlightLeavesItsTraitsAlone() {
        let harness = TouchHarness()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        harness.window.addSubview(button)
        harness.send(.began, CGPoint(x: 150, y: 120), at: 0)
        #expect(button.isHighlighted)
        #expect(button.accessibilityTraits == .button, "highlighted is not a trait")
        harness.send(.ended, CGPoint(x: 150, y: 120), at: 0.1)
    }

    @Test func aSwitchIsAButtonWhoseValueIsOneOrZero() {
        let harness = TouchHarness()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        harness.window.addSubview(toggle)
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityValue == "0")
        harness.tap(CGPoint(x: 125, y: 115), at: 0)
        #expect(toggle.isOn)
        #expect(toggle.accessibilityValue == "1", "the value follows a tap through the touch path")
        toggle.isEnabled = false
        #expect(toggle.accessibilityTraits == [.button, .notEnabled])
    }

    @Test func anImageViewIsAnImageButNotAnElement() {
        let image = UIImage(systemName: "star")!
        image.accessibilityLabel = "Favourite"
        var identified: any UIAccessibilityIdentification = image
        identified.accessibilityIdentifier = "star-image"
        #expect(image.accessibilityIdentifier == "star-image")
        let view = UIImageView(image: image)
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityTraits == .image)
        #expect(view.accessibilityLabel == "Favourite")
        #expect(UIImageView().accessibilityLabel == nil)
    }

    @Test func aProgressViewReportsItsProgressAsAPercentage() {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.isAccessibilityElement)
        #expect(bar.accessibilityValue == "0%")
        bar.progress = 0.5
        #expect(bar.accessibilityValue == "50%")
        // 0.333 × 100 = 33.3, rounded to 33; 0.997 × 100 = 99.7, rounded to 100.
        bar.progress = 0.333
        #expect(bar.accessibilityValue == "33%")
        bar.progress = 0.997
        #expect(bar.accessibilityValue == "100%")
        #expect(bar.accessibilityTraits == .updatesFrequently)
        bar.accessibilityValue = "Almost done"
        #expect(bar.accessibilityValue == "Almost done")
    }

    @Test func aSubclassCanOverrideTheProperties() {
        final class Gauge: UIView {
            var level = 3
            override var isAccessibilityElement: Bool { get { true } set {} }
            override var accessibilityValue: String? { get { "\(level) of 5" } set {} }
            override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
            override func accessibilityIncrement() { level += 1 }
            override func accessibilityDecrement() { level -= 1 }
        }
        let gauge = Gauge()
        let readable: any AccessibilityReadable = gauge
        readable.accessibilityIncrement()
        #expect(readable.accessibilityValue == "4 of 5")
        readable.accessibilityDecrement()
        readable.accessibilityDecrement()
        #expect(gauge.accessibilityValue == "2 of 5")
        #expect(readable.accessibilityTraits == .adjustable && readable.isAccessibilityElement)
    }
}
