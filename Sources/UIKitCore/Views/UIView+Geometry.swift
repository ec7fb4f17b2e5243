// Vitrine — Apache License 2.0
// Converting points and rectangles between views. Views hold no geometry of their own
// (see UIView.swift), so this is layer conversion: each view's layer maps its bounds to
// its superview through `layerToParentTransform()`, transforms included.

extension UIView {
    /// Converts a point from this view's coordinates to `view`'s; nil means the window's
    /// (or, outside a window, the topmost superview's) coordinates.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? rootView).layer)
    }

    /// Converts a point from `view`'s coordinates to this view's; nil means the window's
    /// (or, outside a window, the topmost superview's) coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? rootView).layer)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s; the result is the
    /// bounding box of the converted corners. nil means the window's coordinates.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? rootView).layer)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's; the result is the
    /// bounding box of the converted corners. nil means the window's coordinates.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? rootView).layer)
    }

    /// The topmost superview: the window when the view is in one.
    var rootView: UIView {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }
}
