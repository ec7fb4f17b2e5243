// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct UIButtonConfigurationTests {
    @Test func stylesSetTheLayersBackgroundAndCornerRadius() {
        var filled = UIButton.Configuration.filled()
        filled.title = "Buy"
        let button = UIButton(configuration: filled)
        button.tintColor = .red
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        button.layoutIfNeeded()
        #expect(button.layer.backgroundColor == UIColor.red.cgColor)
        #expect(button.layer.cornerRadius == 6)
        #expect(button.titleLabel?.textColor.cgColor == UIColor.white.cgColor)
        #expect(button.titleLabel?.font.pointSize == 17)

        var capsule = UIButton.Configuration.tinted()
        capsule.cornerStyle = .capsule
        button.configuration = capsule
        button.layoutIfNeeded()
        #expect(button.layer.cornerRadius == 20)
        #expect(abs((button.layer.backgroundColor?.alpha ?? 0) - 0.15) < 0.001)
        #expect(button.titleLabel?.textColor.cgColor == UIColor.red.cgColor)

        button.configuration = .plain()
        #expect(button.layer.backgroundColor == nil || button.layer.backgroundColor?.alpha == 0)
        button.configuration = .borderedProminent()
        #expect(button.layer.backgroundColor == UIColor.red.cgColor)
    }

    @Test func theIntrinsicSizeAddsTheContentInsets() {
        var plain = UIButton.Configuration.plain()
        plain.title = "Hi"
        plain.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 20)
        let button = UIButton(configuration: plain)
        let measured = try! #require(button.titleLabel).intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: measured.width + 30, height: measured.height + 10))
    }

    @Test func theUpdateHandlerRunsOnStateChangesAndATapStillSendsThePrimaryAction() {
        let harness = TouchHarness()
        var runs = 0
        let button = UIButton(configuration: .gray(), primaryAction: UIAction { _ in runs += 1 })
        button.configurationUpdateHandler = { button in
            button.configuration?.title = button.isHighlighted ? "Down" : "Up"
        }
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
        harness.window.addSubview(button)
        harness.send(.began, CGPoint(x: 150, y: 150), at: 0)
        #expect(button.titleLabel?.text == "Down")
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 0.05)
        #expect(button.titleLabel?.text == "Up")
        #expect(runs == 1)
    }
}
