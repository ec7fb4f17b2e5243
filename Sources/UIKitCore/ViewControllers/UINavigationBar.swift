// Vitrine — Apache License 2.0
// A first navigation bar: the top controller's title centred, and a back button at the
// left showing the title of the controller below (or "Back") when there is one. Bar
// button items, large titles and appearance objects come later.

/// The bar at the top of a navigation controller's view.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height in points, as on iOS at regular height.
    static let height: CGFloat = 44

    let titleLabel = UILabel()
    let backButton = UIButton(type: .system)
    /// What the back button does: the navigation controller pops.
    var backAction: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        backButton.isHidden = true
        backButton.addAction(UIAction { [weak self] _ in self?.backAction?() }, for: .touchUpInside)
        addSubview(backButton)
    }

    /// Unsupported, as for every view (see `UIView.init(coder:)`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `title`, and a back button titled `backTitle` when it is not nil.
    func show(title: String?, backTitle: String?) {
        titleLabel.text = title
        backButton.isHidden = backTitle == nil
        backButton.setTitle(backTitle.map { "‹ " + $0 }, for: .normal)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The title takes the middle, leaving 100 points each side for the back button.
        let side: CGFloat = min(100, bounds.width / 4)
        titleLabel.frame = CGRect(x: side, y: 0, width: bounds.width - 2 * side, height: bounds.height)
        backButton.frame = CGRect(x: 8, y: 0, width: side - 8, height: bounds.height)
    }
}
