// Vitrine — Apache License 2.0
// The field inside a search bar: a UITextField with a filled rounded background, the
// magnifier at its leading edge, the clear button while editing and the Search return key.
//
// UIKit documents the parts, not the numbers; the numbers are Vitrine's readings of iOS:
// a 36-point-tall field (`height`) filled with `.tertiarySystemFill` at 10-point corners,
// the 17-point magnifier in `.secondaryLabel` 8 points in from the leading edge, the text
// 6 points after it. Tokens (`UISearchToken`) are not supported yet.

import QuartzCore

/// A text field for search queries, as a search bar shows it.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The field's height inside a search bar.
    static let height: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    static let iconInset: CGFloat = 8
    static let textGap: CGFloat = 6

    /// Creates a search field: the magnifier always shown, the clear button while editing,
    /// the Search return key.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clearButtonMode = .whileEditing
        returnKeyType = .search
        autocapitalizationType = .none
        let magnifier = UIImageView(image: UIImage(systemName: "magnifyingglass",
                                                   withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        magnifier.tintColor = .secondaryLabel
        magnifier.contentMode = .center
        magnifier.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        leftView = magnifier
        leftViewMode = .always
    }

    /// Unsupported, as for every view (see `UIView.init(coder:)`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The magnifier sits `iconInset` in from the leading edge.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        super.leftViewRect(forBounds: bounds).offsetBy(dx: Self.iconInset, dy: 0)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        searchTextRect(super.textRect(forBounds: bounds), in: bounds)
    }

    open override func editingRect(forBounds bounds: CGRect) -> CGRect {
        searchTextRect(super.editingRect(forBounds: bounds), in: bounds)
    }

    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        searchTextRect(super.placeholderRect(forBounds: bounds), in: bounds)
    }

    /// `rect` less the gap after the magnifier, or an inset from the leading edge without one.
    private func searchTextRect(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        let lead = leftView != nil && isShown(leftViewMode) ? Self.textGap : Self.iconInset
        return CGRect(x: rect.minX + lead, y: rect.minY, width: max(0, rect.width - lead), height: rect.height)
    }

    /// Fills the rounded background (with the border style `.none`, the default), then
    /// draws the text and the clear button as any field does.
    open override func draw(_ rect: CGRect) {
        if borderStyle == .none {
            UIColor.tertiarySystemFill.resolvedColor(with: traitCollection).setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
        }
        super.draw(rect)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width, height: Self.height)
    }
}
