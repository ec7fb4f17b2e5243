// Vitrine — Apache License 2.0
import Foundation
// Laying out a cell: its background layers, the accessory at the trailing margin, the
// content view up to the accessory, the standard labels (`style`) or the configuration's
// view inside it, and the separator. Also the height a self-sizing row asks for.
//
// Metrics for the standard labels (Apple documents the styles, not the numbers; these
// are ours, after what iOS shows): 17-point body text; `.subtitle` detail in 12-point
// caption text; `.value1` detail in body text, secondary colour, at the trailing edge;
// `.value2` a footnote-sized tinted label right-aligned in a column a quarter of the
// content's width, then the detail 6 points after it. Standard rows are at least 44
// points high (11-point margins around a body line); the accessory sits at the trailing
// margin with 8 points between it and the content's text.

extension UITableViewCell {
    /// The space between the content's text and the accessory.
    static let accessorySpacing: CGFloat = 8

    // MARK: - Standard subviews

    func standardTextLabel() -> UILabel {
        if let legacyTextLabel { return legacyTextLabel }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style == .value2 ? .footnote : .body)
        label.textColor = style == .value2 ? tintColor : .label
        label.highlightedTextColor = nil
        if style == .value2 { label.textAlignment = .right }
        label.isHidden = contentConfiguration != nil
        contentView.addSubview(label)
        legacyTextLabel = label
        setNeedsLayout()
        return label
    }

    func standardDetailLabel() -> UILabel {
        if let legacyDetailLabel { return legacyDetailLabel }
        let label = UILabel()
        switch style {
        case .subtitle: label.font = .preferredFont(forTextStyle: .caption1); label.textColor = .label
        case .value1: label.font = .preferredFont(forTextStyle: .body); label.textColor = .secondaryLabel
        case .value2: label.font = .preferredFont(forTextStyle: .footnote); label.textColor = .label
        case .default: break
        }
        label.isHidden = contentConfiguration != nil
        contentView.addSubview(label)
        legacyDetailLabel = label
        setNeedsLayout()
        return label
    }

    func standardImageView() -> UIImageView {
        if let legacyImageView { return legacyImageView }
        let view = UIImageView()
        view.isHidden = contentConfiguration != nil
        contentView.addSubview(view)
        legacyImageView = view
        setNeedsLayout()
        return view
    }

    // MARK: - Layout

    /// The table's side margin (16 points, 20 in a regular-width environment).
    var sideMargin: CGFloat { tableView?.sideMargin ?? UITableView.standardMargin }

    /// The frame of the content view in a cell `width` wide: up to the accessory.
    func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        let editing = editingInsets
        let width = max(width - editing.leading - editing.trailing, 0)
        guard let accessory = shownAccessory else { return width }
        return max(width - sideMargin - accessory.bounds.width, 0)
    }

    /// Lays out the cell's parts (called by `layoutSubviews()`).
    func layoutParts() {
        let size = bounds.size
        let whole = CGRect(origin: .zero, size: size)
        backgroundView?.frame = whole
        configuredBackgroundView.frame = whole
        standardSelectedBackground.frame = whole
        selectedBackgroundView?.frame = whole
        let margin = sideMargin
        let editing = editingInsets
        layoutEditingControls(insets: editing)
        if let accessory = shownAccessory {
            let accessorySize = accessory.bounds.size
            accessory.frame = CGRect(x: size.width - editing.trailing - margin - accessorySize.width + swipeOffset,
                                     y: UIListContentView.pixelRound((size.height - accessorySize.height) / 2, scale: layer.contentsScale),
                                     width: accessorySize.width, height: accessorySize.height)
        }
        let contentWidth = contentWidth(forCellWidth: size.width)
        contentView.frame = CGRect(x: swipeOffset + editing.leading, y: 0, width: contentWidth, height: size.height)
        let leading = margin + CGFloat(indentationLevel) * indentationWidth
        let trailing = shownAccessory == nil ? margin : Self.accessorySpacing
        if let list = configuredContentView as? UIListContentView {
            list.sideMargins = (leading, trailing)
        }
        configuredContentView?.frame = contentView.bounds
        layoutStandardLabels(leading: leading, trailing: trailing)
        let hairline = 1 / max(layer.contentsScale, 1)
        let inset = effectiveSeparatorInset
        separatorView.frame = CGRect(x: inset.left, y: size.height - hairline,
                                     width: max(size.width - inset.left - inset.right, 0), height: hairline)
    }

    /// The separator's insets: the table's (or the cell's own), moved to the text when an
    /// image comes first, as iOS lines separators up with the text.
    var effectiveSeparatorInset: UIEdgeInsets {
        var inset = separatorInset
        guard ownSeparatorInset == nil else { return inset }
        if let list = configuredContentView as? UIListContentView, list.listContentConfiguration.image != nil {
            inset.left = max(inset.left, list.textLeading)
        } else if contentConfiguration == nil, let imageView = legacyImageView, imageView.image != nil, let text = legacyTextLabel {
            inset.left = max(inset.left, text.frame.minX)
        }
        return inset
    }

    private func layoutStandardLabels(leading: CGFloat, trailing: CGFloat) {
        guard contentConfiguration == nil else { return }
        let frames = standardLabelFrames(width: contentView.bounds.width, height: contentView.bounds.height, leading: leading, trailing: trailing)
        legacyImageView?.frame = frames.image
        legacyTextLabel?.frame = frames.text
        legacyDetailLabel?.frame = frames.detail
    }

    private func has(_ label: UILabel?) -> Bool {
        guard let label, !label.isHidden else { return false }
        return !(label.text ?? "").isEmpty || (label.attributedText?.length ?? 0) > 0
    }

    /// Where the standard labels go in a content view of `width` × `height`.
    private func standardLabelFrames(width: CGFloat, height: CGFloat, leading: CGFloat, trailing: CGFloat)
        -> (image: CGRect, text: CGRect, detail: CGRect, blockHeight: CGFloat) {
        let scale = layer.contentsScale
        func round(_ value: CGFloat) -> CGFloat { UIListContentView.pixelRound(value, scale: scale) }
        var x = leading
        var imageFrame = CGRect.zero
        if let imageView = legacyImageView, let image = imageView.image {
            let size = image.size
            imageFrame = CGRect(x: x, y: round((height - size.height) / 2), width: size.width, height: size.height)
            x += size.width + 16
        }
        let available = max(width - x - trailing, 0)
        let unbounded = CGFloat.greatestFiniteMagnitude
        let hasText = has(legacyTextLabel), hasDetail = has(legacyDetailLabel)
        var text = hasText ? legacyTextLabel!.sizeThatFits(CGSize(width: available, height: unbounded)) : .zero  // has() checked it
        var detail = hasDetail ? legacyDetailLabel!.sizeThatFits(CGSize(width: available, height: unbounded)) : .zero
        text.width = min(text.width, available)
        detail.width = min(detail.width, available)
        switch style {
        case .default, .subtitle:
            let gap: CGFloat = hasText && hasDetail && style == .subtitle ? 3 : 0
            let block = text.height + gap + (style == .subtitle ? detail.height : 0)
            let top = round((height - block) / 2)
            let textFrame = CGRect(x: x, y: top, width: available, height: text.height)
            let detailFrame = CGRect(x: x, y: top + text.height + gap, width: available, height: detail.height)
            return (imageFrame, textFrame, detailFrame, block)
        case .value1:
            detail.width = min(detail.width, max(available - text.width - 8, 0))
            let textFrame = CGRect(x: x, y: round((height - text.height) / 2), width: text.width, height: text.height)
            let detailFrame = CGRect(x: width - trailing - detail.width, y: round((height - detail.height) / 2),
                                     width: detail.width, height: detail.height)
            return (imageFrame, textFrame, detailFrame, max(text.height, detail.height))
        case .value2:
            let column = round(available / 4)
            let textFrame = CGRect(x: x, y: round((height - text.height) / 2), width: column, height: text.height)
            let detailX = x + column + 6
            let detailFrame = CGRect(x: detailX, y: round((height - detail.height) / 2),
                                     width: max(width - trailing - detailX, 0), height: detail.height)
            return (imageFrame, textFrame, detailFrame, max(text.height, detail.height))
        }
    }

    // MARK: - Self-sizing

    /// The height a self-sizing row of this cell asks for in a table `width` wide: the
    /// constraints of the content view when it has any, else the standard content's
    /// height, at least 44 points.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let contentWidth = contentWidth(forCellWidth: width)
        if !contentView.constraints.isEmpty {
            contentView.frame.size.width = contentWidth
            let size = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                           withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            return size.height
        }
        let margin = sideMargin
        let leading = margin + CGFloat(indentationLevel) * indentationWidth
        let trailing = shownAccessory == nil ? margin : Self.accessorySpacing
        var content: CGFloat
        if let view = configuredContentView {
            if let list = view as? UIListContentView { list.sideMargins = (leading, trailing) }
            content = view.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        } else {
            let frames = standardLabelFrames(width: contentWidth, height: 0, leading: leading, trailing: trailing)
            content = 11 + max(frames.blockHeight, frames.image.height) + 11
        }
        content = UIListContentView.pixelCeil(content, scale: layer.contentsScale)
        return max(content, UITableView.standardRowHeight)
    }
}
