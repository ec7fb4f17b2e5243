// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A multi-line label with no `preferredMaxLayoutWidth` wraps at the width Auto Layout gives
/// it (UIKit's automatic preferred width since iOS 8): its height is the text wrapped at that
/// width, which `sizeThatFits` at the same width measures.
@MainActor @Suite struct WrappingLabelLayoutTests {
    static let text = "The museum's photographs are printed on archival paper and signed by the curator, in three sizes."

    private func wrappingLabel() -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = Self.text
        label.font = .systemFont(ofSize: 17)
        return label
    }

    @Test func labelInAVerticalStackWrapsAtTheStacksWidth() {
        let label = wrappingLabel()
        let title = UILabel()
        title.text = "Title"
        let stack = UIStackView(arrangedSubviews: [title, label])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
        stack.alignment = .fill
        stack.distribution = .fill
        let spacer = UIView()
        stack.addArrangedSubview(spacer)
        stack.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let oneLine = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.height > oneLine.height * 2)  // the text needs several lines at 200 pt
        #expect(label.frame.width == 200)
        #expect(label.frame.height == wrapped.height)
    }

    @Test func labelPinnedToItsContainersEdgesSizesTheContainer() {
        let container = UIView()
        let label = wrappingLabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
        ])
        // As a self-sizing cell is measured: width required, height as small as fits.
        let size = container.systemLayoutSizeFitting(
            CGSize(width: 170, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let wrapped = label.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
        #expect(size.width == 170)
        #expect(size.height == wrapped.height + 10)
    }

    @Test func aPreferredWidthStillWins() {
        let label = wrappingLabel()
        label.preferredMaxLayoutWidth = 120
        let stack = UIStackView(arrangedSubviews: [label, UIView()])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        stack.layoutIfNeeded()
        let atPreferred = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.frame.height == atPreferred.height)
    }
}
