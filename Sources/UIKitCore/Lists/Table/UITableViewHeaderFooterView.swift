// Vitrine — Apache License 2.0
// A section's header or footer: a reusable view with a content view and, as a table
// makes it for a section title, a text label laid out at the table's side margin.

/// A reusable view for a table section's header or footer.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was created or registered with, for reuse.
    public let reuseIdentifier: String?
    /// The view that holds the content; add custom subviews here.
    public let contentView = UIView()
    /// The standard text label (created on first use).
    open var textLabel: UILabel? {
        if let label = legacyTextLabel { return label }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        legacyTextLabel = label
        setNeedsLayout()
        return label
    }
    var legacyTextLabel: UILabel?
    /// The view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }
    /// The content configuration; its view replaces the text label.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            if let configuration = contentConfiguration {
                let view = configuration.makeContentView()
                configuredContentView = view
                contentView.addSubview(view)
                legacyTextLabel?.isHidden = true
            } else {
                legacyTextLabel?.isHidden = false
            }
            setNeedsLayout()
        }
    }
    var configuredContentView: (UIView & UIContentView)?
    /// The side margin the table asks for.
    var sideMargin: CGFloat = UITableView.standardMargin {
        didSet { if sideMargin != oldValue { setNeedsLayout() } }
    }
    /// Grouped headers sit near their rows: the label is aligned to the bottom.
    var alignsTextToBottom = false

    /// Creates a view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        addSubview(contentView)
    }

    /// Unsupported, as for every view (see `UIView`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How a table creates a view of a registered class (see
    /// `UITableViewCell.init(registeredWithReuseIdentifier:)`).
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// A list content configuration for a header, with nothing set.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .plainHeader()
    }

    /// Called before the table hands the view out again from its reuse pool.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        if let list = configuredContentView as? UIListContentView { list.sideMargins = (sideMargin, sideMargin) }
        configuredContentView?.frame = contentView.bounds
        if let label = legacyTextLabel {
            let width = max(bounds.width - 2 * sideMargin, 0)
            let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            let y = alignsTextToBottom ? bounds.height - 6 - height : (bounds.height - height) / 2
            label.frame = CGRect(x: sideMargin, y: UIListContentView.pixelRound(y, scale: layer.contentsScale), width: width, height: height)
        }
    }
}
