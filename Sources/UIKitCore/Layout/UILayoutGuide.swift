// Vitrine — Apache License 2.0
// A layout guide: a rectangle in the layout engine with no view, layer or drawing.
// Guides a view makes for itself (its layout margins, safe area and readable content)
// are tied to its edges by insets the view keeps up to date.

/// A rectangular area that takes part in Auto Layout without being a view.
@preconcurrency @MainActor
open class UILayoutGuide: @preconcurrency CustomStringConvertible {
    /// The guides a view makes itself, and how they sit inside it.
    enum Kind {
        case custom, layoutMargins, safeArea, readableContent
        /// A scroll view's content area (`contentLayoutGuide`) and frame (`frameLayoutGuide`).
        case scrollContent, scrollFrame
    }

    let kind: Kind

    /// The view the guide was added to (`addLayoutGuide(_:)`), or nil.
    public internal(set) weak var owningView: UIView?

    /// A name for diagnostics; default empty.
    open var identifier = ""

    /// The guide's item in its tree's engine (see LayoutEngine.existingItem).
    var engineItem: LayoutEngine.Item?

    public init() {
        kind = .custom
    }

    init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
    }

    /// The guide's rectangle in its owning view's coordinates, as last laid out (zero
    /// before a layout or without an owning view).
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        owningView.rootView.layoutEngineIfPresent?.updateIfNeeded()
        return owningView.rootView.layoutEngineIfPresent?.frame(of: self, in: owningView) ?? systemFrame(in: owningView)
    }

    /// A system guide's frame from its owning view's bounds and insets (for a guide no
    /// constraint has put in the engine).
    private func systemFrame(in view: UIView) -> CGRect {
        if let scrollView = view as? UIScrollView {
            if kind == .scrollContent { return CGRect(origin: .zero, size: scrollView.contentSize) }
            if kind == .scrollFrame { return scrollView.bounds }
        }
        let size = view.bounds.size
        let insets = view.insets(for: self)
        return CGRect(x: insets.left, y: insets.top,
                      width: max(0, size.width - insets.left - insets.right),
                      height: max(0, size.height - insets.top - insets.bottom))
    }

    // MARK: - Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    open var description: String {
        let identity = "0x" + String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let name = identifier.isEmpty ? "" : " - \"\(identifier)\""
        return "<UILayoutGuide: \(identity)\(name), layoutFrame = \(layoutFrame), owningView = \(owningView.map { "\(type(of: $0))" } ?? "nil")>"
    }
}
