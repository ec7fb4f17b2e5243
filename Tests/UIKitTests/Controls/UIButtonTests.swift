// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct UIButtonTests {
    private static let frame = CGRect(x: 100, y: 100, width: 200, height: 100)

    /// A system button titled "Tap" at `frame` in the harness's window.
    private func makeButton(in harness: TouchHarness, type: UIButton.ButtonType = .system) -> (UIButton, ControlEventLog) {
        let button = UIButton(type: type)
        button.frame = Self.frame
        button.setTitle("Tap", for: .normal)
        harness.window.addSubview(button)
        return (button, ControlEventLog(button))
    }

    @Test func aTapSendsOneTouchUpInsideAndThePrimaryAction() {
        let harness = TouchHarness()
        let (_, log) = makeButton(in: harness)
        harness.tap(CGPoint(x: 150, y: 150), at: 0)
        #expect(log.events == ["down", "upInside", "primary"])
    }

    @Test func aButtonMadeWithAPrimaryActionRunsItOncePerTapAndTakesItsTitle() {
        let harness = TouchHarness()
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in runs += 1 })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Go")
        button.frame = Self.frame
        harness.window.addSubview(button)
        harness.tap(CGPoint(x: 150, y: 150), at: 0)
        #expect(runs == 1)
    }

    @Test func typesAndInitializers() {
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton(type: .roundedRect).buttonType == .system)
        #expect(UIButton(type: .close).buttonType == .close)
        // The close, add and info types show their symbol (when the icon font is installed).
        for (type, name) in [(UIButton.ButtonType.close, "xmark.circle.fill"), (.contactAdd, "plus.circle"),
                             (.detailDisclosure, "info.circle")] {
            let symbol = UIImage(systemName: name)
            #expect(UIButton(type: type).currentImage?.size == symbol?.size)
            #expect((UIButton(type: type).currentImage == nil) == (symbol == nil))
        }
        #expect(UIButton(type: .system).currentImage == nil)
    }

    @Test func perStateTitlesFallBackToNormal() {
        let harness = TouchHarness()
        let (button, _) = makeButton(in: harness)
        button.setTitle("Pressed", for: .highlighted)
        #expect(button.title(for: .selected) == "Tap")
        #expect(button.title(for: .disabled) == "Tap")
        #expect(button.title(for: [.selected, .highlighted]) == "Tap")
        #expect(button.title(for: .highlighted) == "Pressed")
        harness.send(.began, CGPoint(x: 150, y: 150), at: 0)
        #expect(button.currentTitle == "Pressed")
        #expect(button.titleLabel?.text == "Pressed")
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 0.05)
        #expect(button.titleLabel?.text == "Tap")
        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Tap")
    }

    @Test func aSystemButtonsTitleIsTheTintAndFadesTo20PercentWhilePressed() {
        let harness = TouchHarness()
        let (button, _) = makeButton(in: harness)
        button.tintColor = .red
        let label = try! #require(button.titleLabel)
        #expect(label.textColor.cgColor == UIColor.red.cgColor)
        harness.send(.began, CGPoint(x: 150, y: 150), at: 0)
        // Down: at once (no animation) to 20 %, the colour itself unchanged.
        #expect(abs(label.alpha - 0.2) < 0.001)
        #expect(label.layer.animationKeys()?.isEmpty ?? true)
        #expect(label.textColor.cgColor == UIColor.red.cgColor)
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 0.05)
        // Up: back to 1, fading with UIView.animate.
        #expect(label.alpha == 1)
        #expect(label.layer.animationKeys()?.isEmpty == false, "fades back with an animation")
        // A colour set for the highlighted state is used as it is, without the fade.
        button.setTitleColor(.green, for: .highlighted)
        harness.send(.began, CGPoint(x: 150, y: 150), at: 1)
        #expect(label.textColor.cgColor == UIColor.green.cgColor)
        #expect(label.alpha == 1)
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 1.05)
    }

    @Test func perStateMethodsAreOpenToSubclasses() {
        final class LoggingButton: UIButton {
            var titlesSet: [String?] = []
            override func setTitle(_ title: String?, for state: UIControl.State) {
                titlesSet.append(title)
                super.setTitle(title, for: state)
            }
            override func title(for state: UIControl.State) -> String? {
                super.title(for: state).map { $0.uppercased() }
            }
        }
        let button = LoggingButton(type: .system)
        button.setTitle("go", for: .normal)
        #expect(button.titlesSet == ["go"])
        #expect(button.currentTitle == "GO")
    }

    @Test func aCustomButtonsTitleIsWhiteAndFollowsPerStateColours() {
        let harness = TouchHarness()
        let (button, _) = makeButton(in: harness, type: .custom)
        let label = try! #require(button.titleLabel)
        #expect(label.textColor.cgColor == UIColor.white.cgColor)
        #expect(label.font.pointSize == UIFont.buttonFontSize)
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(.blue, for: .highlighted)
        harness.send(.began, CGPoint(x: 150, y: 150), at: 0)
        #expect(label.textColor.cgColor == UIColor.blue.cgColor)
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 0.05)
        #expect(label.textColor.cgColor == UIColor.black.cgColor)
    }

    @Test func aDisabledButtonIsGreyAndSendsNothing() {
        let harness = TouchHarness()
        let (button, log) = makeButton(in: harness)
        button.isEnabled = false
        #expect(button.titleLabel?.textColor.cgColor == UIColor.systemGray.cgColor)
        harness.tap(CGPoint(x: 150, y: 150), at: 0)
        #expect(log.events.isEmpty)
        button.isEnabled = true
        #expect(button.titleLabel?.textColor.cgColor == button.tintColor.cgColor)
    }

    @Test func aButtonTakesItsTapFromASuperviewsTapRecognizer() {
        let harness = TouchHarness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(container)
        var taps = 0
        container.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let button = UIButton(type: .system)
        button.frame = Self.frame
        container.addSubview(button)
        let log = ControlEventLog(button)
        harness.tap(CGPoint(x: 150, y: 150), at: 0)
        #expect(log.events == ["down", "upInside", "primary"])
        #expect(taps == 0)
        // Outside the button the recognizer still gets its taps.
        harness.tap(CGPoint(x: 600, y: 600), at: 1)
        #expect(taps == 1)
    }

    @Test func theIntrinsicSizeIsTheTitlesMeasuredSizePaddedSixPointsAboveAndBelow() {
        let button = UIButton(type: .system)
        button.setTitle("Hello", for: .normal)
        let label = try! #require(button.titleLabel)
        #expect(label.font.pointSize == 15)
        let measured = label.intrinsicContentSize
        #expect(measured.width > 0 && measured.height > 0)
        #expect(button.intrinsicContentSize == CGSize(width: measured.width, height: measured.height + 12))
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
        button.sizeToFit()
        button.layoutIfNeeded()
        // The title is centred vertically: 6 points above it.
        #expect(label.frame == CGRect(x: 0, y: 6, width: measured.width, height: measured.height))
        button.setTitle(nil, for: .normal)
        #expect(button.intrinsicContentSize == .zero)
    }

    @Test func theContentIsAlignedPerTheControlsAlignments() {
        let button = UIButton(type: .system)
        button.setTitle("Hi", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        let label = try! #require(button.titleLabel)
        let size = label.intrinsicContentSize
        button.layoutIfNeeded()
        #expect(label.frame.midX.rounded() == 150 || abs(label.frame.midX - 150) <= 0.5)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: size.width, height: size.height))
        button.contentHorizontalAlignment = .trailing
        button.contentVerticalAlignment = .bottom
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(label.frame.maxX == 300 && label.frame.maxY == 100)
    }

    @Test func pressingAButtonRecomposesOnlyItsOwnRectangle() {
        let harness = TouchHarness()
        harness.window.backgroundColor = .white
        let (button, _) = makeButton(in: harness)
        let compositor = Compositor(pixelWidth: 1000, pixelHeight: 1000, scale: 1)!
        func compose() -> [PixelRect] {
            harness.window.layoutIfNeeded()
            harness.window.layer.displayTreeIfNeeded()
            return compositor.compose([harness.window.layer])
        }
        _ = compose()
        #expect(compose().isEmpty)
        func withinButton(_ damage: [PixelRect]) -> Bool {
            damage.allSatisfy { $0.x >= 100 && $0.y >= 100 && $0.x + $0.width <= 300 && $0.y + $0.height <= 200 }
        }
        harness.send(.began, CGPoint(x: 150, y: 150), at: 0)
        #expect(button.isHighlighted)
        let pressed = compose()
        #expect(!pressed.isEmpty)
        #expect(withinButton(pressed), "damage \(pressed)")
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 0.05)
        // The title fades back with an animation starting from the pressed alpha; with
        // the fade skipped to its end, the released look is composed.
        let label = try! #require(button.titleLabel)
        #expect(label.layer.animationKeys()?.isEmpty == false)
        label.layer.removeAllAnimations()
        let released = compose()
        #expect(!released.isEmpty)
        #expect(withinButton(released), "damage \(released)")
    }
}
