// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// The content priorities views made in code start with. Apple documents 250 (hugging)
/// and 750 (compression resistance) for views; UIKit's fixed-size controls report more
/// hugging (switches, steppers and activity indicators 750 on both axes, a progress view
/// 750 vertically), and labels, buttons and image views made in code the views' defaults
/// (Interface Builder's 251 for labels is a storyboard setting, not the class's).
@MainActor @Suite struct ContentPriorityDefaultsTests {
    private func priorities(_ view: UIView) -> [Float] {
        [view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical),
         view.contentCompressionResistancePriority(for: .horizontal),
         view.contentCompressionResistancePriority(for: .vertical)].map(\.rawValue)
    }

    @Test func viewsLabelsButtonsAndImageViewsHugAt250() {
        for view in [UIView(), UILabel(), UIButton(type: .system), UIImageView(), UISlider(), UITextField()] {
            #expect(priorities(view) == [250, 250, 750, 750], "\(type(of: view))")
        }
    }

    @Test func fixedSizeControlsHugAt750() {
        for view in [UISwitch(), UIStepper(), UIActivityIndicatorView(style: .medium)] as [UIView] {
            #expect(priorities(view) == [750, 750, 750, 750], "\(type(of: view))")
        }
        #expect(priorities(UIProgressView(progressViewStyle: .default)) == [250, 750, 750, 750])
    }

    /// The defaults hold once the view has layout state, and a set priority replaces them.
    @Test func theDefaultsSurviveAndGiveWayToSetPriorities() {
        let control = UISwitch()
        control.translatesAutoresizingMaskIntoConstraints = false
        control.setContentCompressionResistancePriority(.required, for: .horizontal)
        #expect(priorities(control) == [750, 750, 1000, 750])
        control.setContentHuggingPriority(.defaultLow, for: .vertical)
        #expect(priorities(control) == [750, 250, 1000, 750])
    }

    /// The switch's hugging decides the row: beside a view 50 points wide by nature that
    /// hugs at 300 in a 300-point row, the switch (750) keeps its intrinsic width and the
    /// other view grows (at UIView's 250 the switch would have grown instead).
    @Test func aSwitchKeepsItsWidthInARow() {
        final class NaturalView: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
        }
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        let control = UISwitch(), other = NaturalView()
        other.setContentHuggingPriority(UILayoutPriority(300), for: .horizontal)
        for view in [control, other] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
        }
        NSLayoutConstraint.activate([
            other.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            control.leadingAnchor.constraint(equalTo: other.trailingAnchor),
            control.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            other.topAnchor.constraint(equalTo: row.topAnchor),
            control.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        row.layoutIfNeeded()
        let natural = control.intrinsicContentSize
        #expect(control.frame.size == natural)
        #expect(other.frame.width == 300 - natural.width)
    }
}
