// Vitrine — Apache License 2.0
// The guides Auto Layout code lays a scroll view's content out with (iOS 11): constraints
// to `contentLayoutGuide` size the content (its size becomes `contentSize`), constraints
// to `frameLayoutGuide` refer to the visible rectangle, e.g. a content as wide as the
// view for vertical scrolling only, or a badge that stays put while the content moves.
// Constraints from a subview to the scroll view's own edges mean the content guide's
// edges, as before iOS 11 (LayoutEngine.scrollViewWhoseContent).

extension UIScrollView {
    /// The guide of the content area: its edges are the content's, its size
    /// `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        return systemGuide(\.contentLayoutGuide, kind: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    }

    /// The guide of the scroll view's visible rectangle, untouched by scrolling.
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(\.frameLayoutGuide, kind: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    }

    /// The content size or offset changed: the guides that follow them move in the engine.
    /// Runs on every scroll frame: the engine (found through the root) is looked up only
    /// when the guide that follows the change exists.
    func scrollGuidesDidChange(offset: Bool) {
        guard let state = layoutStateIfPresent else { return }
        if offset {
            guard let guide = state.frameLayoutGuide, let engine = layoutEngineIfPresent else { return }
            engine.itemDidChange(guide)
            setNeedsLayout()
        } else {
            guard let guide = state.contentLayoutGuide, !LayoutEngine.isApplyingFrames,
                  let engine = layoutEngineIfPresent else { return }
            engine.itemDidChange(guide)
        }
    }
}
