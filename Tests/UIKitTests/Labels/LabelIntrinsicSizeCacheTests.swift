// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Counts the measurements behind `intrinsicContentSize`.
private final class MeasuringLabel: UILabel {
    var measurements = 0
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        measurements += 1
        return super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }
}

/// A label measures its text once and keeps the size until something that can change it
/// invalidates it (as UIKit's label does); every such change gives the new size.
@MainActor @Suite struct LabelIntrinsicSizeCacheTests {
    @Test func aSecondAskDoesNotMeasureAgain() {
        let label = MeasuringLabel()
        label.text = "Cached"
        let first = label.intrinsicContentSize
        let count = label.measurements
        #expect(label.intrinsicContentSize == first)
        #expect(label.measurements == count)
        // Laid out by constraints, the label is measured when the engine is built, not on
        // each later pass.
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        label.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(label)
        label.leadingAnchor.constraint(equalTo: superview.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: superview.topAnchor).isActive = true
        superview.layoutIfNeeded()
        superview.setNeedsLayout()
        superview.layoutIfNeeded()
        #expect(label.measurements == count)
        #expect(label.frame.size == first)
    }

    /// Each property that sizes the text gives a fresh measurement equal to that of a new
    /// label set up the same way.
    @Test func everyChangeThatSizesTheTextIsMeasuredAgain() {
        let text = "A sentence long enough to wrap onto more than one line of a narrow label"
        let label = UILabel()
        func expectFresh(_ configure: (UILabel) -> Void, _ what: String) {
            configure(label)
            let fresh = UILabel()
            fresh.font = label.font
            fresh.numberOfLines = label.numberOfLines
            fresh.lineBreakMode = label.lineBreakMode
            fresh.preferredMaxLayoutWidth = label.preferredMaxLayoutWidth
            fresh.attributedText = label.attributedText
            #expect(label.intrinsicContentSize == fresh.intrinsicContentSize, "\(what)")
        }
        label.text = "Short"
        var previous = label.intrinsicContentSize
        expectFresh({ $0.text = text }, "text")
        #expect(label.intrinsicContentSize != previous)
        previous = label.intrinsicContentSize
        expectFresh({ $0.font = .systemFont(ofSize: 30) }, "font")
        #expect(label.intrinsicContentSize != previous)
        previous = label.intrinsicContentSize
        expectFresh({ $0.numberOfLines = 0; $0.preferredMaxLayoutWidth = 200 }, "numberOfLines, preferredMaxLayoutWidth")
        #expect(label.intrinsicContentSize != previous)
        previous = label.intrinsicContentSize
        expectFresh({ $0.preferredMaxLayoutWidth = 120 }, "preferredMaxLayoutWidth")
        #expect(label.intrinsicContentSize != previous)
        previous = label.intrinsicContentSize
        expectFresh({ $0.attributedText = NSAttributedString(string: "Two", attributes: [.font: UIFont.systemFont(ofSize: 12)]) },
                    "attributedText")
        #expect(label.intrinsicContentSize != previous)
    }
}
