// Vitrine — Apache License 2.0
// Editing the view tree, and the callbacks UIKit sends while doing it.
//
// Every insertion goes through `insert(_:at:)` and every removal through
// `removeFromSuperview()`, so the callback order is written down once:
//
//   moving in:  old.willRemoveSubview(v) → v.willMove(toSuperview:) →
//               v.willMove(toWindow:)* → (mutation) → v.didMoveToWindow()* →
//               v.didMoveToSuperview() → new.didAddSubview(v)
//   moving out: old.willRemoveSubview(v) → v.willMove(toSuperview: nil) →
//               v.willMove(toWindow: nil)* → (mutation) → v.didMoveToWindow()* →
//               v.didMoveToSuperview()
//
// (* only when the window changes, sent to v and then each descendant, parents first.)
// Re-inserting a view into its current superview only reorders it and sends no
// callbacks. The view's layer is moved in step, so `layer.sublayers` lists the
// subviews' layers in `subviews` order.

extension UIView {
    /// Adds `view` in front of the other subviews, first removing it from any other superview.
    public func addSubview(_ view: UIView) {
        insert(view, at: Int.max)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to the end).
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just in front of `siblingSubview`; in front of all subviews when
    /// `siblingSubview` is not a subview.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview !== view else { return }
        insert(view, at: indexAmongOthers(of: siblingSubview, excluding: view).map { $0 + 1 } ?? Int.max)
    }

    /// Inserts `view` just behind `siblingSubview`; behind all subviews when
    /// `siblingSubview` is not a subview.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview !== view else { return }
        insert(view, at: indexAmongOthers(of: siblingSubview, excluding: view) ?? 0)
    }

    /// Moves `view`, a subview, in front of its siblings.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, at: Int.max)
    }

    /// Moves `view`, a subview, behind its siblings.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insert(view, at: 0)
    }

    /// Swaps the subviews at `index1` and `index2`.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        precondition(subviews.indices.contains(index1) && subviews.indices.contains(index2),
                     "UIView.exchangeSubview: indices \(index1) and \(index2) must be below \(subviews.count)")
        guard index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        // Placing the lower index first leaves the higher one's successor in place.
        placeLayer(of: subviews[min(index1, index2)])
        placeLayer(of: subviews[max(index1, index2)])
    }

    /// Removes the view from its superview and its window.
    public func removeFromSuperview() {
        guard let oldSuperview = superview else { return }
        let oldWindow = window
        oldSuperview.autoLayoutWillRemove(self)
        oldSuperview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        let tintBefore = tintStates()
        oldSuperview.detach(self)
        updateTraitCollection()
        notifyTintChanges(since: tintBefore)
        if oldWindow != nil { sendDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// Returns whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Returns the first view with this tag: the view itself, else the first match of a
    /// depth-first search through the subviews in `subviews` order.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    // MARK: - The mutations

    /// The one place subviews are inserted; `index` counts positions among the
    /// subviews other than `view`.
    private func insert(_ view: UIView, at index: Int) {
        precondition(!isDescendant(of: view), "UIView: can't add a view as a subview of itself or its descendants")
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            placeLayer(of: view)
            return
        }
        let oldSuperview = view.superview
        let oldWindow = view.window
        let newWindow = window
        oldSuperview?.autoLayoutWillRemove(view)
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.sendWillMove(toWindow: newWindow) }
        let tintBefore = view.tintStates()
        oldSuperview?.detach(view)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        placeLayer(of: view)
        autoLayoutDidAdd(view)
        // As in UIKit, the added view and its new superview lay out in the next pass even
        // when no size changes (a controller's view the size of the screen still hears
        // viewDidLayoutSubviews once it is in a window).
        view.setNeedsLayout()
        setNeedsLayout()
        // The new parent's traits and tint are the view's before it hears it moved.
        view.updateTraitCollection()
        view.notifyTintChanges(since: tintBefore)
        if oldWindow !== newWindow { view.sendDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Takes `view` out of `subviews` and its layer out of this view's layer.
    private func detach(_ view: UIView) {
        subviews.removeAll { $0 === view }
        view.superview = nil
        view.layer.removeFromSuperlayer()
    }

    /// Puts the layer of `view`, a subview, just behind the next subview's layer, or in
    /// front of all sublayers when `view` is the frontmost subview.
    private func placeLayer(of view: UIView) {
        // Safe: callers pass a view they just put in `subviews`.
        let index = subviews.firstIndex { $0 === view }!
        if index + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    /// The index `sibling` will have once `view` is out of `subviews`, or nil when
    /// `sibling` is not a subview.
    private func indexAmongOthers(of sibling: UIView, excluding view: UIView) -> Int? {
        guard sibling.superview === self else { return nil }
        return subviews.filter { $0 !== view }.firstIndex { $0 === sibling }
    }

    private func sendWillMove(toWindow newWindow: UIWindow?) {
        // A first responder leaving its window resigns (TextInput/FirstResponderRegistry.swift).
        FirstResponderRegistry.viewWillLeaveWindow(self)
        willMove(toWindow: newWindow)
        owningViewController?.viewWillMove(toWindow: newWindow)
        for subview in subviews { subview.sendWillMove(toWindow: newWindow) }
    }

    private func sendDidMoveToWindow() {
        didMoveToWindow()
        owningViewController?.viewDidMoveToWindow()
        for subview in subviews { subview.sendDidMoveToWindow() }
    }
}
