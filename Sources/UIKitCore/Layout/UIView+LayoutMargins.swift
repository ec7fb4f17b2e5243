// Vitrine — Apache License 2.0
// Layout margins and the safe area, and the guides that follow them.
//
// The safe area of a window is what its panel declares (zero on a kiosk unless
// configured); a view's safe-area insets are the part of its bounds that the window's
// insets cover. Layout margins (8 points by default, as in UIKit) are measured from the
// safe area's edges while `insetsLayoutMarginsFromSafeArea` is true, so the margins guide
// never reaches under a bezel. Leading is left unless the view lays out right to left
// (UIView+LayoutDirection.swift).

extension UIView {
    // MARK: - Layout margins

    /// The margins by left and right edge; 8 points on every edge by default. Leading is
    /// left unless the view lays out right to left.
    public var layoutMargins: UIEdgeInsets {
        get {
            let margins = directionalLayoutMargins
            let (left, right) = isRightToLeft ? (margins.trailing, margins.leading) : (margins.leading, margins.trailing)
            return UIEdgeInsets(top: margins.top, left: left, bottom: margins.bottom, right: right)
        }
        set {
            let (leading, trailing) = isRightToLeft ? (newValue.right, newValue.left) : (newValue.left, newValue.right)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: leading,
                                                               bottom: newValue.bottom, trailing: trailing)
        }
    }

    /// The margins, by leading and trailing edge; non-finite values become 0.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutStateIfPresent?.directionalLayoutMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set {
            func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            let margins = NSDirectionalEdgeInsets(top: clean(newValue.top), leading: clean(newValue.leading),
                                                  bottom: clean(newValue.bottom), trailing: clean(newValue.trailing))
            guard margins != directionalLayoutMargins else { return }
            layoutState.directionalLayoutMargins = margins
            marginsDidChange()
        }
    }

    /// Whether the view's margins also keep its content inside its superview's margins:
    /// where the superview's margin edge lies further in than this view's own, the margins
    /// guide moves in by the least that keeps it inside both (default false).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStateIfPresent?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layoutState.preservesSuperviewLayoutMargins = newValue
            if newValue { UIView.preservedMarginsExist = true }
            marginsDidChange()
        }
    }

    /// Whether the margins are measured from the safe area's edges (default true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStateIfPresent?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            marginsDidChange()
        }
    }

    private func marginsDidChange() {
        // Constraints to a scroll view's margins from its content hold the insets in their rows.
        if self is UIScrollView, engineHoldingSelf != nil { layoutEngineIfPresent?.setNeedsRebuild() }
        if let guide = layoutStateIfPresent?.layoutMarginsGuide { layoutEngineIfPresent?.itemDidChange(guide) }
        if let guide = layoutStateIfPresent?.readableContentGuide { layoutEngineIfPresent?.itemDidChange(guide) }
        // Subviews that preserve these margins re-derive theirs in the next layout pass.
        if UIView.preservedMarginsExist, layoutEngineIfPresent != nil { rootView.setNeedsLayout() }
        notifyLayoutMarginsDidChange()
    }

    /// Tells the view its margins changed (`layoutMarginsDidChange()`), then the controller
    /// whose root view it is (`viewLayoutMarginsDidChange()`).
    func notifyLayoutMarginsDidChange() {
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }

    /// The guide inside the view's layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.layoutMarginsGuide, kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The guide a view makes for itself at `slot`, made on first use.
    func systemGuide(_ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, kind: UILayoutGuide.Kind,
                     identifier: String) -> UILayoutGuide {
        if let guide = layoutStateIfPresent?[keyPath: slot] { return guide }
        let guide = UILayoutGuide(kind: kind, identifier: identifier)
        guide.owningView = self
        layoutState[keyPath: slot] = guide
        return guide
    }

    // MARK: - Safe area

    /// The part of the view's bounds covered by its window's unsafe edges, by the parts of
    /// its superview that are unsafe, and, on a controller's root view, by the bars its
    /// container puts over it and the controller's `additionalSafeAreaInsets` (UIKit's rule:
    /// a root view's insets include the additional ones, other views get only what covers
    /// them). Zero outside a window.
    public var safeAreaInsets: UIEdgeInsets {
        guard UIView.unsafeEdgesExist, window != nil else { return .zero }
        return computedSafeAreaInsets()
    }

    private func computedSafeAreaInsets() -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets = window.kioskSafeAreaInsets
        } else if let superview {
            let outer = superview.computedSafeAreaInsets()
            if outer != .zero {
                let frame = superview.convert(bounds, from: self)
                let safe = superview.bounds.inset(by: outer)
                insets = UIEdgeInsets(top: safe.minY - frame.minY, left: safe.minX - frame.minX,
                                      bottom: frame.maxY - safe.maxY, right: frame.maxX - safe.maxX)
            }
        }
        if let controller = owningViewController {
            let bars = controller.containerBarInsets, extra = controller.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: max(insets.top, bars.top) + extra.top, left: max(insets.left, bars.left) + extra.left,
                                  bottom: max(insets.bottom, bars.bottom) + extra.bottom,
                                  right: max(insets.right, bars.right) + extra.right)
        }
        let size = bounds.size
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), max(limit, 0)) : 0 }
        return UIEdgeInsets(top: clamp(insets.top, size.height), left: clamp(insets.left, size.width),
                            bottom: clamp(insets.bottom, size.height), right: clamp(insets.right, size.width))
    }

    /// Set once a window or controller declares unsafe edges (panel insets, bars,
    /// additional insets); until then every safe area is zero and layout passes skip
    /// re-reading them.
    nonisolated(unsafe) static var unsafeEdgesExist = false

    /// Re-reads the safe area of this view and its descendants (their surroundings
    /// changed: a controller's additional insets or bars, a window's panel insets); scroll
    /// views among them adjust their content insets.
    func safeAreaSurroundingsDidChange() {
        UIView.unsafeEdgesExist = true
        let engine = layoutEngineIfPresent
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.refreshSafeAreaGuides(in: engine)
            if let scrollView = view as? UIScrollView { scrollView.adjustedContentInsetDidChange() }
            stack.append(contentsOf: view.subviews)
        }
        setNeedsLayout()
    }

    /// The guide inside the view's safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaLayoutGuide, kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The guide inside the layout margins whose width stays readable: at most
    /// `readableContentWidth`, centred between the margins.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(\.readableContentGuide, kind: .readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The widest readable column, in points. Apple documents no figure; UIKit's guide
    /// measures 672 points at the default text size (Large) on wide screens, which Vitrine
    /// uses at every text size.
    static let readableContentWidth: CGFloat = 672

    /// The insets that place a system guide inside this view.
    func insets(for guide: UILayoutGuide) -> UIEdgeInsets { insets(for: guide.kind) }

    func insets(for kind: UILayoutGuide.Kind) -> UIEdgeInsets {
        switch kind {
        case .custom, .scrollContent, .scrollFrame:
            return .zero
        case .readableContent:
            var insets = insets(for: .layoutMargins)
            let extra = max(0, (bounds.width - insets.left - insets.right - UIView.readableContentWidth) / 2)
            insets.left += extra
            insets.right += extra
            return insets
        case .safeArea:
            return safeAreaInsets
        case .layoutMargins:
            var margins = layoutMargins
            if insetsLayoutMarginsFromSafeArea {
                let safe = safeAreaInsets
                margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                       bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
            }
            guard let superview, layoutStateIfPresent?.preservesSuperviewLayoutMargins == true else { return margins }
            // The superview's margin edges, measured from this view's edges (its frame in
            // the superview; transforms ignored, as the engine ignores them).
            let outer = superview.insets(for: .layoutMargins)
            let frame = self.frame, container = superview.bounds
            return UIEdgeInsets(top: max(margins.top, container.minY + outer.top - frame.minY),
                                left: max(margins.left, container.minX + outer.left - frame.minX),
                                bottom: max(margins.bottom, frame.maxY - (container.maxY - outer.bottom)),
                                right: max(margins.right, frame.maxX - (container.maxX - outer.right)))
        }
    }

    /// The margins guides of views that take their superview's margins into account
    /// depend on where the engine put those views: re-derived after frames are applied.
    /// True if one moved (the caller solves and applies again).
    func refreshPreservedMargins(in engine: LayoutEngine) -> Bool {
        var changed = false
        for view in engine.viewItems {
            guard let state = view.layoutStateIfPresent, state.preservesSuperviewLayoutMargins else { continue }
            let insets = view.insets(for: .layoutMargins)
            guard insets != state.preservedMarginInsets else { continue }
            state.preservedMarginInsets = insets
            if let guide = state.layoutMarginsGuide { engine.itemDidChange(guide); changed = true }
            if let guide = state.readableContentGuide { engine.itemDidChange(guide); changed = true }
        }
        return changed
    }

    /// Re-reads the safe area of the views in this tree that have guides or a view
    /// controller, telling each whose insets changed (`safeAreaInsetsDidChange()`, then its
    /// controller's `viewSafeAreaInsetsDidChange()`); run before each solve and before a
    /// controller's view lays out.
    func refreshSafeAreaGuides(in engine: LayoutEngine?) {
        let controller = owningViewController
        guard let state = controller != nil ? layoutState : layoutStateIfPresent else { return }
        guard controller != nil || state.safeAreaLayoutGuide != nil || state.layoutMarginsGuide != nil
            || state.readableContentGuide != nil else { return }
        let insets = safeAreaInsets
        guard insets != state.reportedSafeAreaInsets else { return }
        state.reportedSafeAreaInsets = insets
        if let guide = state.safeAreaLayoutGuide { engine?.itemDidChange(guide) }
        if let guide = state.layoutMarginsGuide { engine?.itemDidChange(guide) }
        if let guide = state.readableContentGuide { engine?.itemDidChange(guide) }
        safeAreaInsetsDidChange()
        controller?.viewSafeAreaInsetsDidChange()
        // Margins measured from the safe area moved with it.
        if insetsLayoutMarginsFromSafeArea { controller?.viewLayoutMarginsDidChange() }
    }
}

extension UIWindow {
    /// The insets of the panel's unsafe edges (a bezel, rounded glass), in points: the
    /// board's `display.safe-area`, turned with the interface, unless set here. Vitrine's
    /// own: UIKit gets them from the device.
    package var kioskSafeAreaInsets: UIEdgeInsets {
        get { layoutStateIfPresent?.windowSafeAreaInsets ?? screen.interfaceSafeAreaInsets }
        set {
            guard newValue != kioskSafeAreaInsets else { return }
            layoutState.windowSafeAreaInsets = newValue
            layoutEngineIfPresent?.setNeedsRebuild()
            safeAreaSurroundingsDidChange()
        }
    }
}

extension UIScreen {
    /// The panel's unsafe edges in the interface's orientation: `panelSafeAreaInsets`
    /// (given for the natural orientation) turned as far as the interface is.
    var interfaceSafeAreaInsets: UIEdgeInsets {
        let p = panelSafeAreaInsets
        switch interfaceRotation {
        case .degrees0: return p
        // Turned a quarter clockwise, the interface's top lies along the panel's right edge.
        case .degrees90: return UIEdgeInsets(top: p.right, left: p.top, bottom: p.left, right: p.bottom)
        case .degrees180: return UIEdgeInsets(top: p.bottom, left: p.right, bottom: p.top, right: p.left)
        case .degrees270: return UIEdgeInsets(top: p.left, left: p.bottom, bottom: p.right, right: p.top)
        }
    }
}
