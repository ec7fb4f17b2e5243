// Vitrine — Apache License 2.0

/// The button of one `UIAlertAction`: the action's title, centred, in the tint colour (red
/// for a destructive action, gray when disabled), on a fill while a finger is on it.
/// Being a control it follows the real touch path; a disabled row takes no touches.
@MainActor
final class AlertActionRow: UIControl {
    let action: UIAlertAction
    let label = UILabel()
    init(action: UIAlertAction, font: UIFont) {
        self.action = action
        super.init(frame: .zero)
        label.text = action.title
        label.font = font
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        addSubview(label)
        isEnabled = action.isEnabled
        updateColors()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: AlertMetrics.headerHorizontalPadding / 2, dy: 0)
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { updateColors() } }
    }

    override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { updateColors() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    /// The colour of the title: systemRed for a destructive action, the tint colour for
    /// the others, secondaryLabel when disabled (Vitrine's choice of gray).
    var titleColor: UIColor {
        guard isEnabled else { return .secondaryLabel }
        return action.style == .destructive ? .systemRed : tintColor
    }

    private func updateColors() {
        label.textColor = titleColor
        backgroundColor = isHighlighted ? .systemFill : nil
    }
}
