// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): a form laid out with Auto Layout as iOS code writes it — anchors, the
// item/attribute initializer, priorities, margins and safe-area guides, a constant
// animated through layoutIfNeeded, a fitting size, right-to-left layout, the readable
// content guide and the ambiguity checks.
import UIKit

public final class ConstrainedForm: UIView {
    public let titleLabel = UILabel()
    public let field = UIView()
    public let button = UIButton(type: .system)
    public private(set) var fieldHeight: NSLayoutConstraint!
    private var didSetUpConstraints = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Name"
        button.setTitle("Save", for: .normal)
        for view in [titleLabel, field, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        field.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 700), for: .horizontal)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        preservesSuperviewLayoutMargins = true
        insetsLayoutMarginsFromSafeArea = true
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func updateConstraints() {
        if !didSetUpConstraints {
            didSetUpConstraints = true
            let margins = layoutMarginsGuide
            fieldHeight = field.heightAnchor.constraint(equalToConstant: 32)
            fieldHeight.identifier = "field height"
            NSLayoutConstraint.activate([
                titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                titleLabel.centerYAnchor.constraint(equalTo: field.centerYAnchor),
                field.leadingAnchor.constraint(equalToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 1),
                field.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 12),
                fieldHeight,
                button.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
                button.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                button.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
                field.widthAnchor.constraint(greaterThanOrEqualTo: button.widthAnchor, multiplier: 2, constant: 0),
                margins.bottomAnchor.constraint(greaterThanOrEqualTo: field.bottomAnchor),
            ])
            let preferred = NSLayoutConstraint(item: field, attribute: .width, relatedBy: .equal,
                                               toItem: self, attribute: .width, multiplier: 0.5, constant: 0)
            preferred.priority = .defaultLow
            addConstraint(preferred)
            let gap = titleLabel.trailingAnchor.anchorWithOffset(to: field.leadingAnchor)
            gap.constraint(lessThanOrEqualToConstant: 40).isActive = true
        }
        super.updateConstraints()
    }

    /// Grows the field, animating the change as iOS code does.
    public func expandField() {
        UIView.animate(withDuration: 0.25) {
            self.fieldHeight.constant = 64
            self.layoutIfNeeded()
        }
    }

    /// Lays the form out right to left, its text column within a readable width.
    public func mirrorForArabic() -> Bool {
        semanticContentAttribute = .forceRightToLeft
        titleLabel.widthAnchor.constraint(lessThanOrEqualTo: readableContentGuide.widthAnchor).isActive = true
        if hasAmbiguousLayout { exerciseAmbiguityInLayout() }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft
            && UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: .leftToRight) == .rightToLeft
    }

    /// The form's smallest size.
    public var compressedSize: CGSize {
        systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    /// The form's height at a given width.
    public func height(forWidth width: CGFloat) -> CGFloat {
        systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel).height
    }
}
