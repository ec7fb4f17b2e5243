// Vitrine — Apache License 2.0
// Layout margins and the safe area, and the guides that follow them.
//
// The safe area of a window is what its panel declares (zero on a kiosk unless
// configured); a view's safe-area insets are the part of its bounds that the window's
// insets cover. Layout margins (8 points by default, as in UIKit) are measured from the
// safe area's edges while `insetsLayoutMarginsFromSafeArea` is true, so the margins guide
// never reaches under a bezel. Vitrine lays out left to right: leading is left.

extension UIView {
    // MARK: - Layout margins

    /// The margins, left to right; 8 points on every edge by default.
    public var layoutMargins: UIEdgeInsets {
        get {
            let margins = directionalLayoutMargins
            return UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left,
                                                               bottom: newValue.bottom, trailing: newValue.right)
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

    /// Whether the view's margins also keep its content inside its superview's margins.
    /// Vitrine stores it; the margins guide uses the view's own margins only.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStateIfPresent?.preservesSuperviewLayoutMargins ?? false }
        set { layoutState.preservesSuperviewLayoutMargins = newValue }
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
        if let guide = layoutStateIfPresent?.layoutMarginsGuide { layoutEngineIfPresent?.itemDidChange(guide) }
        layoutMarginsDidChange()
    }

    /// The guide inside the view's layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutStateIfPresent?.layoutMarginsGuide { return guide }
        let guide = UILayoutGuide(kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
        guide.owningView = self
        layoutState.layoutMarginsGuide = guide
        return guide
    }

    // MARK: - Safe area

    /// The part of the view's bounds outside its superview's safe area (the window's is
    /// the panel's unsafe edges), grown for a view controller's view by the bars its
    /// container puts over it and by the controller's `additionalSafeAreaInsets`, as in UIKit.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        var insets = UIEdgeInsets.zero
        if window === self {
            insets = window.kioskSafeAreaInsets
        } else if let superview {
            let outer = superview.safeAreaInsets
            if outer != .zero {
                let frame = convert(bounds, to: superview)
                let safe = superview.bounds
                func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
                insets = UIEdgeInsets(
                    top: clamp(safe.minY + outer.top - frame.minY, frame.height),
                    left: clamp(safe.minX + outer.left - frame.minX, frame.width),
                    bottom: clamp(frame.maxY - (safe.maxY - outer.bottom), frame.height),
                    right: clamp(frame.maxX - (safe.maxX - outer.right), frame.width))
            }
        }
        if let controller = owningViewController {
            let bars = controller.containerBarInsets, extra = controller.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: max(insets.top, bars.top) + extra.top, left: max(insets.left, bars.left) + extra.left,
                                  bottom: max(insets.bottom, bars.bottom) + extra.bottom, right: max(insets.right, bars.right) + extra.right)
        }
        return insets
    }

    /// A controller changed the insets it adds to its view's safe area: lay out again.
    func safeAreaDidChangeFromController() {
        rootView.layoutEngineIfPresent?.setNeedsRebuild()
        setNeedsLayout()
        if let scrollView = self as? UIScrollView { scrollView.adjustedContentInsetDidChange() }
    }

    /// The guide inside the view's safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutStateIfPresent?.safeAreaLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
        guide.owningView = self
        layoutState.safeAreaLayoutGuide = guide
        return guide
    }

    /// The insets that place a system guide inside this view.
    func insets(for guide: UILayoutGuide) -> UIEdgeInsets {
        switch guide.kind {
        case .custom, .readableContent:
            return .zero
        case .safeArea:
            return safeAreaInsets
        case .layoutMargins:
            let margins = layoutMargins
            guard insetsLayoutMarginsFromSafeArea else { return margins }
            let safe = safeAreaInsets
            return UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
    }

    /// Re-reads the safe area of the views in this tree that have guides, telling each
    /// whose insets changed (`safeAreaInsetsDidChange()`); run before each solve.
    func refreshSafeAreaGuides(in engine: LayoutEngine) {
        guard let state = layoutStateIfPresent else { return }
        if state.safeAreaLayoutGuide != nil || state.layoutMarginsGuide != nil {
            let insets = safeAreaInsets
            if insets != state.reportedSafeAreaInsets {
                state.reportedSafeAreaInsets = insets
                if let guide = state.safeAreaLayoutGuide { engine.itemDidChange(guide) }
                if let guide = state.layoutMarginsGuide { engine.itemDidChange(guide) }
                safeAreaInsetsDidChange()
            }
        }
    }
}

extension UIWindow {
    /// The insets of the panel's unsafe edges (a bezel, rounded glass), in points; zero
    /// unless the board declares them. Vitrine's own: UIKit gets them from the device.
    package var kioskSafeAreaInsets: UIEdgeInsets {
        get { layoutStateIfPresent?.windowSafeAreaInsets ?? .zero }
        set {
            guard newValue != kioskSafeAreaInsets else { return }
            layoutState.windowSafeAreaInsets = newValue
            layoutEngineIfPresent?.setNeedsRebuild()
            setNeedsLayout()
        }
    }
}
