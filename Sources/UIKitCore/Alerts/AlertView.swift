// Vitrine — Apache License 2.0
// The view of a UIAlertController: rounded groups holding the header (title and message)
// and one row per action, separated by hairlines (one pixel) in the separator colour. As
// on iOS, the main group is the system material, blurring what lies behind the alert; an
// action sheet's separate cancel group is opaque, on the system's tertiary background.
// Every colour is a system colour, so light and dark appearance follow the trait collection.
//
//   alert          one 270-point group: the header, then the actions side by side when
//                  there are two whose titles fit half the width (the cancel action on
//                  the left), else stacked with the cancel action at the bottom.
//   compact sheet  the actions in a group as wide as the screen less 8 points a side, and
//                  the cancel action alone in a second group 8 points below it.
//   regular sheet  one 304-point group without the cancel action: tapping outside the
//                  popover cancels, as on iPad.
//
// An alert's text fields sit under the message, each in a rounded well of the secondary
// background colour (AlertMetrics has the sizes), above the actions.
//
// Bold: in an alert the preferred action, else the cancel action; in an action sheet the
// cancel action (Apple: the preferred action is used by alerts only).

/// The view of a `UIAlertController` (see the note above).
@MainActor
final class AlertView: UIView {
    /// How the alert is laid out, from its style and the container's size class.
    enum Kind: Equatable {
        case alert, compactSheet, regularSheet
    }

    private unowned let controller: UIAlertController
    var kind: Kind {
        didSet { if kind != oldValue { rebuild() } }
    }
    let mainGroup = UIView()
    /// The material beneath the main group's content.
    let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let cancelGroup = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private(set) var rows: [AlertActionRow] = []
    /// One rounded well per text field, in the controller's order; made once per field so a
    /// field that is editing never leaves the window.
    private(set) var fieldWells: [UIView] = []
    private var separators: [UIView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        kind = controller.preferredStyle == .alert ? .alert : .compactSheet
        super.init(frame: .zero)
        for group in [mainGroup, cancelGroup] {
            group.clipsToBounds = true
            addSubview(group)
        }
        cancelGroup.backgroundColor = .tertiarySystemBackground
        material.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        material.isUserInteractionEnabled = false
        mainGroup.addSubview(material)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainGroup.addSubview(label)
        }
        rebuild()
    }

    required init?(coder: NSCoder) { nil }

    // MARK: - Content

    /// The actions in the order they are shown, each with whether it is in bold.
    private var shownActions: [UIAlertAction] {
        let actions = controller.actions
        switch kind {
        case .alert:
            let cancel = actions.filter { $0.style == .cancel }
            let others = actions.filter { $0.style != .cancel }
            return actions.count == 2 && fitsSideBySide(actions) ? cancel + others : others + cancel
        case .compactSheet:
            return actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
        case .regularSheet:
            return actions.filter { $0.style != .cancel }
        }
    }

    private func isBold(_ action: UIAlertAction) -> Bool {
        if kind == .alert, let preferred = controller.preferredAction { return preferred === action }
        return action.style == .cancel
    }

    /// Makes the labels, rows and separators again from the controller's content.
    func rebuild() {
        let isAlert = kind == .alert
        titleLabel.text = controller.title
        titleLabel.font = isAlert ? AlertMetrics.alertTitleFont : AlertMetrics.sheetTitleFont
        titleLabel.textColor = isAlert ? .label : .secondaryLabel
        messageLabel.text = controller.message
        messageLabel.font = isAlert ? AlertMetrics.alertMessageFont : AlertMetrics.sheetMessageFont
        messageLabel.textColor = isAlert ? .label : .secondaryLabel
        for group in [mainGroup, cancelGroup] {
            group.layer.cornerRadius = isAlert ? AlertMetrics.alertCornerRadius : AlertMetrics.sheetCornerRadius
        }
        for field in (controller.textFields ?? []).dropFirst(fieldWells.count) {
            let well = UIView()
            well.backgroundColor = .secondarySystemBackground
            well.layer.cornerRadius = AlertMetrics.textFieldCornerRadius
            well.addSubview(field)
            mainGroup.addSubview(well)
            fieldWells.append(well)
        }
        for row in rows { row.removeFromSuperview() }
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        rows = shownActions.map { action in
            let bold = isBold(action)
            let font = isAlert ? (bold ? AlertMetrics.alertBoldActionFont : AlertMetrics.alertActionFont)
                : (bold ? AlertMetrics.sheetBoldActionFont : AlertMetrics.sheetActionFont)
            let row = AlertActionRow(action: action, font: font)
            row.addTarget(controller, action: UIAlertController.actionRowTapped, for: .touchUpInside)
            (kind == .compactSheet && action.style == .cancel ? cancelGroup : mainGroup).addSubview(row)
            return row
        }
        setNeedsLayout()
    }

    /// Takes the actions' `isEnabled` into the rows.
    func updateEnabledStates() {
        for row in rows { row.isEnabled = row.action.isEnabled }
    }

    private func fitsSideBySide(_ actions: [UIAlertAction]) -> Bool {
        let available = AlertMetrics.alertWidth / 2 - AlertMetrics.headerHorizontalPadding
        return actions.allSatisfy { action in
            let font = controller.preferredAction === action || action.style == .cancel ? AlertMetrics.alertBoldActionFont : AlertMetrics.alertActionFont
            return (action.title ?? "").size(withAttributes: [.font: font]).width <= available
        }
    }

    // MARK: - Layout

    /// The hairline's thickness: one pixel of the window's screen.
    private var hairline: CGFloat {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        return 1 / max(1, scale)
    }

    /// The width the alert takes in a container of `containerWidth`.
    func width(inContainerWidth containerWidth: CGFloat) -> CGFloat {
        switch kind {
        case .alert: AlertMetrics.alertWidth
        case .compactSheet: max(0, containerWidth - 2 * AlertMetrics.sheetMargin)
        case .regularSheet: AlertMetrics.regularSheetWidth
        }
    }

    /// The height of the whole view at `width`.
    func height(forWidth width: CGFloat) -> CGFloat {
        layOut(width: width, apply: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = layOut(width: bounds.width, apply: true)
    }

    /// Works out the frames for a view `width` wide, sets them when `apply`, and returns
    /// the height.
    private func layOut(width: CGFloat, apply: Bool) -> CGFloat {
        let isAlert = kind == .alert
        let rowHeight = isAlert ? AlertMetrics.alertRowHeight : AlertMetrics.sheetRowHeight
        let padding = isAlert ? AlertMetrics.alertHeaderVerticalPadding : AlertMetrics.sheetHeaderVerticalPadding
        let textWidth = max(0, width - 2 * AlertMetrics.headerHorizontalPadding)
        var y: CGFloat = 0
        var newSeparators: [CGRect] = []
        let hasTitle = !(titleLabel.text ?? "").isEmpty, hasMessage = !(messageLabel.text ?? "").isEmpty
        if hasTitle || hasMessage {
            y += padding
            for (label, shown) in [(titleLabel, hasTitle), (messageLabel, hasMessage)] {
                guard shown else {
                    if apply { label.frame = .zero }
                    continue
                }
                if label === messageLabel && hasTitle { y += AlertMetrics.titleMessageSpacing }
                let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height.rounded(.up)
                if apply { label.frame = CGRect(x: AlertMetrics.headerHorizontalPadding, y: y, width: textWidth, height: height) }
                y += height
            }
            y += padding
        } else if apply {
            titleLabel.frame = .zero
            messageLabel.frame = .zero
        }
        if !fieldWells.isEmpty {
            // The fields sit under the message, in place of the header's bottom padding.
            y = y > 0 ? y - padding + AlertMetrics.textFieldTopSpacing : AlertMetrics.textFieldBottomSpacing
            for (index, well) in fieldWells.enumerated() {
                if index > 0 { y += AlertMetrics.textFieldSpacing }
                if apply {
                    well.frame = CGRect(x: AlertMetrics.headerHorizontalPadding, y: y, width: textWidth, height: AlertMetrics.textFieldHeight)
                    well.subviews.first?.frame = well.bounds.insetBy(dx: AlertMetrics.textFieldTextInset, dy: 0)
                }
                y += AlertMetrics.textFieldHeight
            }
            y += AlertMetrics.textFieldBottomSpacing
        }
        let mainRows = rows.filter { $0.superview === mainGroup }
        let sideBySide = isAlert && mainRows.count == 2 && fitsSideBySide(mainRows.map(\.action))
        if sideBySide {
            if y > 0 { newSeparators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
            if apply {
                mainRows[0].frame = CGRect(x: 0, y: y, width: width / 2, height: rowHeight)
                mainRows[1].frame = CGRect(x: width / 2, y: y, width: width / 2, height: rowHeight)
            }
            newSeparators.append(CGRect(x: width / 2, y: y, width: hairline, height: rowHeight))
            y += rowHeight
        } else {
            for row in mainRows {
                if y > 0 { newSeparators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
                if apply { row.frame = CGRect(x: 0, y: y, width: width, height: rowHeight) }
                y += rowHeight
            }
        }
        let mainHeight = y
        let cancelRows = rows.filter { $0.superview === cancelGroup }
        var total = mainHeight
        if !cancelRows.isEmpty {
            let top = mainHeight > 0 ? mainHeight + AlertMetrics.sheetCancelSpacing : 0
            if apply {
                cancelGroup.frame = CGRect(x: 0, y: top, width: width, height: rowHeight * CGFloat(cancelRows.count))
                for (index, row) in cancelRows.enumerated() {
                    row.frame = CGRect(x: 0, y: rowHeight * CGFloat(index), width: width, height: rowHeight)
                }
            }
            total = top + rowHeight * CGFloat(cancelRows.count)
        }
        guard apply else { return total }
        mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: mainHeight)
        material.frame = mainGroup.bounds
        mainGroup.isHidden = mainHeight == 0
        cancelGroup.isHidden = cancelRows.isEmpty
        for separator in separators { separator.removeFromSuperview() }
        separators = newSeparators.map { frame in
            let separator = UIView(frame: frame)
            separator.backgroundColor = .separator
            mainGroup.addSubview(separator)
            return separator
        }
        return total
    }
}
