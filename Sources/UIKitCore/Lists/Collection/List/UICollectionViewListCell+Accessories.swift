// Vitrine — Apache License 2.0
// Making and placing a list cell's accessory views. The views are the table's where the
// table has them (chevron, delete and insert controls, reorder grip), so lists and
// tables look alike.

extension UICollectionViewListCell {
    /// The space between accessories, and between an accessory and the text.
    static let accessorySpacing: CGFloat = 8

    /// The side margin: the table's (16 points, 20 in a regular-width environment).
    var sideMargin: CGFloat {
        traitCollection.horizontalSizeClass == .regular ? UITableView.regularMargin : UITableView.standardMargin
    }

    /// Makes the views of the accessories shown in the list's editing state.
    func rebuildAccessories() {
        for (_, view) in shownAccessories { view.removeFromSuperview() }
        let editing = owningCollectionView?.isEditing ?? false
        accessoriesEditing = editing
        shownAccessories = accessories.filter { $0.isShown(editing: editing) }.map { ($0, makeView(for: $0)) }
        for (_, view) in shownAccessories { addSubview(view) }
        setNeedsLayout()
    }

    private func makeView(for accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .disclosureIndicator(let options):
            let view = UITableViewCell.chevron()
            if let tint = options.tintColor { view.tintColor = tint }
            return view
        case .checkmark(let options):
            let view = UIImageView(image: UIImage(systemName: "checkmark"))
            view.tintColor = options.tintColor
            view.sizeToFit()
            return view
        case .delete(let options, let handler):
            return editingControl(style: .delete, color: options.backgroundColor ?? options.tintColor) { [weak self] in
                if let handler { handler() } else { self?.revealTrailingSwipeActions() }
            }
        case .insert(let options, let handler):
            return editingControl(style: .insert, color: options.backgroundColor ?? options.tintColor) { handler?() }
        case .reorder(let options):
            let grip = TableReorderControl()
            grip.listCell = self
            if let tint = options.tintColor { grip.tintColor = tint }
            grip.frame.size = CGSize(width: UITableViewCell.reorderControlWidth, height: bounds.height)
            return grip
        case .detail(let options, let handler):
            let button = UIButton(type: .detailDisclosure)
            if let tint = options.tintColor { button.tintColor = tint }
            button.sizeToFit()
            button.addAction(UIAction { _ in handler?() }, for: .touchUpInside)
            return button
        case .outlineDisclosure(let options, let handler):
            let control = OutlineDisclosureControl()
            control.tintColor = options.tintColor ?? (resolvedStyle(of: options) == .header ? .secondaryLabel : tintColor)
            control.chevron.transform = Self.chevronTransform(expanded: isOutlineExpanded)
            control.addAction(UIAction { [weak self] _ in self?.runOutlineDisclosure(handler) }, for: .touchUpInside)
            return control
        case .label(let text, let options):
            let label = UILabel()
            label.text = text
            label.font = options.font ?? .preferredFont(forTextStyle: .body)
            label.textColor = options.tintColor ?? .secondaryLabel
            label.sizeToFit()
            return label
        case .customView(let configuration):
            let view = configuration.customView
            if view.bounds.size == .zero { view.sizeToFit() }
            if let tint = configuration.tintColor { view.tintColor = tint }
            return view
        }
    }

    /// The chevron turns a quarter down while the row is expanded, as UIKit's.
    static func chevronTransform(expanded: Bool) -> CGAffineTransform {
        expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
    }

    /// How long the chevron takes to turn: the list's update animation, 0.3 s, so it
    /// turns while the children slide in (Vitrine's choice; UIKit documents no figure).
    static let chevronTurnDuration = UICollectionView.updateAnimationDuration

    /// The style an outline disclosure takes in this cell: `.automatic` is the header
    /// style in a section's header row or a cell showing a header configuration.
    func resolvedStyle(of options: UICellAccessory.OutlineDisclosureOptions) -> UICellAccessory.OutlineDisclosureOptions.Style {
        guard options.style == .automatic else { return options.style }
        let showsHeader = (contentConfiguration as? UIListContentConfiguration)?.isHeader ?? false
        return isListSectionHeader || showsHeader ? .header : .cell
    }

    /// The outline disclosure's action: the app's handler, else the list expands or
    /// collapses the row's item.
    private func runOutlineDisclosure(_ handler: UICellAccessory.ActionHandler?) {
        if let handler { return handler() }
        guard let collectionView = owningCollectionView, let indexPath = collectionView.indexPath(for: self) else { return }
        collectionView.toggleOutline(at: indexPath)
    }

    /// Runs the outline disclosure of the header style shown, if any (a tap anywhere
    /// on a header row is the disclosure's); true when there is one.
    func performHeaderDisclosure() -> Bool {
        for (accessory, _) in shownAccessories {
            guard case .outlineDisclosure(let options, let handler) = accessory.kind, resolvedStyle(of: options) == .header else { continue }
            runOutlineDisclosure(handler)
            return true
        }
        return false
    }

    /// Takes the row's level and expansion from its list; the chevron turns to match,
    /// animated when `animated`, and the configuration state is updated.
    func takeOutlineState(level: Int, isExpanded: Bool, animated: Bool) {
        indentationLevel = level
        guard isExpanded != isOutlineExpanded else { return }
        isOutlineExpanded = isExpanded
        let chevrons = shownAccessories.compactMap { ($0.view as? OutlineDisclosureControl)?.chevron }
        let turn = { for chevron in chevrons { chevron.transform = Self.chevronTransform(expanded: isExpanded) } }
        if animated, window != nil {
            UIView.animate(withDuration: Self.chevronTurnDuration, animations: turn)
        } else {
            UIView.performWithoutAnimation(turn)
        }
        setNeedsUpdateConfiguration()
    }

    private func editingControl(style: UITableViewCell.EditingStyle, color: UIColor?, tapped: @escaping @MainActor () -> Void) -> UIView {
        let control = TableEditingControl()
        control.style = style
        if let color { control.circleColor = color }
        control.frame.size = CGSize(width: UITableViewCell.editingControlDiameter, height: bounds.height)
        control.addAction(UIAction { _ in tapped() }, for: .touchUpInside)
        return control
    }

    /// The delete accessory without a handler opens the row's trailing swipe actions.
    private func revealTrailingSwipeActions() {
        guard let collectionView = owningCollectionView, let indexPath = collectionView.indexPath(for: self) else { return }
        collectionView.openTrailingSwipeActions(of: self, at: indexPath)
    }

    /// The width an accessory takes along the edge.
    private func slotWidth(_ accessory: UICellAccessory, _ view: UIView) -> CGFloat {
        switch accessory.reservedLayoutWidth {
        case .standard, .actual: return view.bounds.width
        case .custom(let width): return width.isFinite ? max(width, 0) : view.bounds.width
        }
    }

    /// Places the accessories at the edges and the content view between them.
    func layoutAccessories() {
        let size = bounds.size
        let margin = sideMargin
        let indentation = CGFloat(max(indentationLevel, 0)) * (indentationWidth.isFinite ? indentationWidth : 0)
        let scale = max(layer.contentsScale, 1)
        func centredY(_ height: CGFloat) -> CGFloat { ((size.height - height) / 2 * scale).rounded() / scale }

        let leading = shownAccessories.filter { $0.accessory.isLeading }.sorted { $0.accessory.rank < $1.accessory.rank }
        let trailing = shownAccessories.filter { !$0.accessory.isLeading }.sorted { $0.accessory.rank > $1.accessory.rank }
        var x = margin + (indentsAccessories ? indentation : 0)
        for (accessory, view) in leading {
            let slot = slotWidth(accessory, view)
            if view is TableEditingControl { view.frame.size.height = size.height }
            view.frame.origin = CGPoint(x: x + (slot - view.bounds.width) / 2 + swipeOffset, y: centredY(view.bounds.height))
            (view as? TableEditingControl)?.circleCentre = CGPoint(x: view.bounds.width / 2, y: view.bounds.height / 2)
            x += slot + Self.accessorySpacing
        }
        var right = size.width - margin
        for (accessory, view) in trailing {
            let slot = slotWidth(accessory, view)
            if view is TableReorderControl { view.frame.size.height = size.height }
            view.frame.origin = CGPoint(x: right - slot + (slot - view.bounds.width) / 2 + swipeOffset, y: centredY(view.bounds.height))
            right -= slot + Self.accessorySpacing
        }
        let contentX = leading.isEmpty ? 0 : x - Self.accessorySpacing
        let contentMaxX = trailing.isEmpty ? size.width : right + Self.accessorySpacing
        contentView.frame = CGRect(x: contentX + swipeOffset, y: 0, width: max(contentMaxX - contentX, 0), height: size.height)
        if let list = configuredContentView as? UIListContentView {
            list.sideMargins = (leading.isEmpty ? margin + indentation : Self.accessorySpacing,
                                trailing.isEmpty ? margin : Self.accessorySpacing)
        }
        configuredContentView?.frame = contentView.bounds
    }
}

/// The outline disclosure: a chevron that turns, in a control the size of the chevron
/// that dims while pressed.
final class OutlineDisclosureControl: UIControl {
    let chevron = UIImageView(image: UIImage(systemName: "chevron.right"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        chevron.isUserInteractionEnabled = false
        addSubview(chevron)
        let size = chevron.image?.size ?? .zero
        bounds.size = size
        chevron.bounds.size = size
        chevron.center = CGPoint(x: size.width / 2, y: size.height / 2)
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { chevron.alpha = isHighlighted ? 0.2 : 1 }
    }
}
