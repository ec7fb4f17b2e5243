// Vitrine — Apache License 2.0
// A menu on screen: a layer over the whole window that takes every touch (a touch
// outside the panel closes the menu) above a rounded panel listing the menu's elements.
// Choosing an action closes the menu, then runs the action's handler (an action marked
// `keepsMenuPresented` leaves it open); choosing a submenu shows its elements in the
// panel; a disabled action cannot be chosen; hidden ones are left out; an inline menu's
// elements are set apart by a gap; a single-selection menu turns the chosen action on
// and its siblings off.
//
// Metrics (Vitrine's; Apple documents none): the panel is 250 points wide with
// 13-point corners; rows are 44 points high, the title in the body font 16 points in,
// the image 16 points from the trailing edge; when any row is on, every title moves
// 28 points further in and the on rows show a checkmark in that column; inline groups
// are 8 points apart. The panel sits 8 points below its anchor (a pressed point, a
// button), else above it, at least 8 points inside the window. A context menu dims the
// window with 20 % black; a button's menu does not.
//
// A context menu may show a preview above its panel, or lift a view of the app
// (MenuOverlayView+Preview.swift).

/// One line of a menu on screen.
enum MenuEntry {
    case action(UIAction, parent: UIMenu)
    case submenu(UIMenu)
    case loading
    case gap
}

@MainActor
final class MenuOverlayView: UIView {
    static let panelWidth: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let gapHeight: CGFloat = 8
    static let anchorSpacing: CGFloat = 8
    static let windowInset: CGFloat = 8
    static let checkmarkColumn: CGFloat = 28

    /// The menu on screen, if any; showing another closes it.
    static weak var shown: MenuOverlayView?

    let panel = UIView()
    /// The rows on screen, in order (gaps have none).
    private(set) var rows: [MenuRowControl] = []
    private var menu: UIMenu
    let anchor: CGRect
    private weak var sender: AnyObject?
    /// Elements that deferred elements delivered while this menu showed.
    private var delivered: [ObjectIdentifier: [UIMenuElement]] = [:]

    // MARK: - Preview (MenuOverlayView+Preview.swift)

    /// The rounded card holding the preview controller's view, above the panel.
    var previewContainer: UIView?
    /// The controller previewed in `previewContainer`.
    var previewController: UIViewController?
    /// Whether the previewed view took touches before it was shown in the card.
    var previewViewWasInteractive = true
    /// The card's size: the controller's `preferredContentSize`, else the default.
    var previewSize: CGSize = .zero
    /// Runs when the preview is tapped.
    var onPreviewTap: (() -> Void)?
    /// The image of a targeted preview's view, lifted above the dimming.
    var liftedView: UIView?

    /// Shows `menu` in `window` near `anchor` (window coordinates); `sender` becomes the
    /// chosen action's sender.
    @discardableResult
    static func present(_ menu: UIMenu, in window: UIWindow, anchor: CGRect, sender: AnyObject?, dims: Bool) -> MenuOverlayView {
        shown?.dismiss()
        let overlay = MenuOverlayView(menu: menu, anchor: anchor, sender: sender)
        overlay.frame = window.bounds
        overlay.backgroundColor = dims ? UIColor.black.withAlphaComponent(0.2) : nil
        overlay.isOpaque = false
        window.addSubview(overlay)
        shown = overlay
        overlay.showEntries()
        return overlay
    }

    private init(menu: UIMenu, anchor: CGRect, sender: AnyObject?) {
        self.menu = menu
        self.anchor = anchor
        self.sender = sender
        super.init(frame: .zero)
        panel.backgroundColor = .systemBackground
        panel.layer.cornerRadius = 13
        panel.layer.borderWidth = 0.5
        panel.layer.borderColor = UIColor.separator.cgColor
        panel.clipsToBounds = true
        addSubview(panel)
    }

    required init?(coder: NSCoder) { nil }

    /// Closes the menu, giving a preview controller's view back first.
    func dismiss() {
        releasePreview()
        removeFromSuperview()
        if Self.shown === self { Self.shown = nil }
    }

    /// A touch outside the panel closes the menu; one on the panel between rows does nothing.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard !panel.frame.contains(point), !(previewContainer?.frame.contains(point) ?? false) else { return }
        dismiss()
    }

    // MARK: - Entries

    /// The lines of `menu`'s children: actions, submenus, inline groups between gaps.
    private func entries(of menu: UIMenu) -> [MenuEntry] {
        var result: [MenuEntry] = []
        for child in menu.children {
            switch child {
            case let action as UIAction:
                if !action.attributes.contains(.hidden) { result.append(.action(action, parent: menu)) }
            case let submenu as UIMenu where submenu.options.contains(.displayInline):
                let inner = entries(of: submenu)
                if !inner.isEmpty { result += [MenuEntry.gap] + inner + [MenuEntry.gap] }
            case let submenu as UIMenu:
                result.append(.submenu(submenu))
            case let deferred as UIDeferredMenuElement:
                result += deferredEntries(deferred, in: menu)
            default:
                break  // key commands and other elements have no line in a touch menu
            }
        }
        // No gap at the ends, none doubled.
        var cleaned: [MenuEntry] = []
        for entry in result {
            if case .gap = entry {
                if cleaned.isEmpty { continue }
                if case .gap = cleaned[cleaned.count - 1] { continue }
            }
            cleaned.append(entry)
        }
        if let last = cleaned.last, case .gap = last { cleaned.removeLast() }
        return cleaned
    }

    private func deferredEntries(_ deferred: UIDeferredMenuElement, in menu: UIMenu) -> [MenuEntry] {
        let key = ObjectIdentifier(deferred)
        if let elements = delivered[key] {
            return entries(of: menu.replacingChildren(elements))
        }
        var now: [UIMenuElement]?
        var loading = true
        deferred.loadElements { [weak self] elements in
            if loading {
                now = elements
            } else if let self {
                self.delivered[key] = elements
                self.showEntries()
            }
        }
        loading = false
        if let now {
            delivered[key] = now
            return entries(of: menu.replacingChildren(now))
        }
        return [.loading]
    }

    /// Lays the rows of the current menu out in the panel and places the panel.
    func showEntries() {
        for row in rows { row.removeFromSuperview() }
        rows = []
        let lines = entries(of: menu)
        let anyOn = lines.contains { if case .action(let action, _) = $0 { return action.state == .on } else { return false } }
        let textInset: CGFloat = 16 + (anyOn ? Self.checkmarkColumn : 0)
        var y: CGFloat = 0
        for line in lines {
            if case .gap = line {
                y += Self.gapHeight
                continue
            }
            let row = MenuRowControl(entry: line, textInset: textInset)
            row.frame = CGRect(x: 0, y: y, width: Self.panelWidth, height: Self.rowHeight)
            row.addAction(UIAction { [weak self, weak row] _ in
                guard let self, let row else { return }
                self.choose(row.entry)
            }, for: .touchUpInside)
            panel.addSubview(row)
            rows.append(row)
            y += Self.rowHeight
        }
        placePanelAndPreview(panelHeight: y)
    }

    /// Below the anchor if the panel (under the preview, if any) fits there, else above
    /// it, kept inside the window.
    private func placePanelAndPreview(panelHeight height: CGFloat) {
        let inset = Self.windowInset, width = Self.panelWidth
        let area = bounds.insetBy(dx: inset, dy: inset)
        let preview = previewContainer.map { _ in
            CGSize(width: min(previewSize.width, area.width),
                   height: max(0, min(previewSize.height, area.height - height - Self.anchorSpacing)))
        }
        let previewShare = preview.map { $0.height + Self.anchorSpacing } ?? 0
        let column = previewShare + height
        var y = anchor.maxY + Self.anchorSpacing
        if y + column > area.maxY { y = anchor.minY - Self.anchorSpacing - column }
        y = max(min(y, area.maxY - column), area.minY)
        if let preview, let previewContainer {
            let x = max(min(anchor.midX - preview.width / 2, area.maxX - preview.width), area.minX)
            previewContainer.frame = CGRect(origin: CGPoint(x: x.rounded(.down), y: y), size: preview)
            previewController?.viewIfLoaded?.frame = previewContainer.bounds
        }
        let x = max(min(anchor.minX, area.maxX - width), area.minX)
        panel.frame = CGRect(x: x, y: y + previewShare, width: width, height: height)
    }

    private func choose(_ entry: MenuEntry) {
        switch entry {
        case .action(let action, let parent):
            if parent.options.contains(.singleSelection) {
                for case let sibling as UIAction in parent.children { sibling.state = sibling === action ? .on : .off }
            }
            if action.attributes.contains(.keepsMenuPresented) {
                action.perform(sender: sender)
                showEntries()
            } else {
                dismiss()
                action.perform(sender: sender)
            }
        case .submenu(let submenu):
            menu = submenu
            showEntries()
        case .loading, .gap:
            break
        }
    }
}

/// A menu line: a title, an image at the trailing edge, a checkmark when on, a chevron
/// for a submenu. It highlights under the finger.
@MainActor
final class MenuRowControl: UIControl {
    let entry: MenuEntry
    let titleLabel = UILabel()

    init(entry: MenuEntry, textInset: CGFloat) {
        self.entry = entry
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        titleLabel.font = .preferredFont(forTextStyle: .body)
        var trailingImage: UIImage?
        switch entry {
        case .action(let action, _):
            titleLabel.text = action.title
            trailingImage = action.image
            let disabled = action.attributes.contains(.disabled)
            isEnabled = !disabled
            let destructive = action.attributes.contains(.destructive)
            titleLabel.textColor = disabled ? UIColor.tertiaryLabel : destructive ? UIColor.systemRed : UIColor.label
            if action.state == .on { addMark(UIImage(systemName: "checkmark"), x: 16) }
        case .submenu(let submenu):
            titleLabel.text = submenu.title
            titleLabel.textColor = submenu.options.contains(.destructive) ? UIColor.systemRed : UIColor.label
            trailingImage = UIImage(systemName: "chevron.right")
        case .loading, .gap:
            titleLabel.text = "Loading…"
            titleLabel.textColor = .secondaryLabel
            isEnabled = false
        }
        titleLabel.sizeToFit()
        titleLabel.frame.origin = CGPoint(x: textInset, y: (MenuOverlayView.rowHeight - titleLabel.bounds.height) / 2)
        titleLabel.frame.size.width = min(titleLabel.bounds.width, MenuOverlayView.panelWidth - textInset - 48)
        addSubview(titleLabel)
        if let trailingImage {
            let view = UIImageView(image: trailingImage)
            view.tintColor = titleLabel.textColor
            view.sizeToFit()
            view.frame.origin = CGPoint(x: MenuOverlayView.panelWidth - 16 - view.bounds.width,
                                        y: (MenuOverlayView.rowHeight - view.bounds.height) / 2)
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { nil }

    private func addMark(_ image: UIImage?, x: CGFloat) {
        let view = UIImageView(image: image)
        view.sizeToFit()
        view.frame.origin = CGPoint(x: x, y: (MenuOverlayView.rowHeight - view.bounds.height) / 2)
        addSubview(view)
    }

    /// The whole line takes the tap.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray5 : nil }
    }

    /// The title shown.
    var title: String { titleLabel.text ?? "" }
}
