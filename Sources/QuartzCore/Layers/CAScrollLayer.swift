// Vitrine — Apache License 2.0

/// The directions a scroll layer scrolls in.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not at all.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// Up and down only.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// Side to side only.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Both ways (the default).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of its sublayers: scrolling moves its bounds' origin, which
/// its sublayers are drawn relative to. It clips them to its bounds.
@preconcurrency @MainActor
open class CAScrollLayer: CALayer {
    /// The directions `scroll(to:)` moves in; default `.both`.
    open var scrollMode: CAScrollLayerScrollMode = .both

    public override init() {
        super.init()
        masksToBounds = true
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAScrollLayer { scrollMode = other.scrollMode }
    }

    /// Unsupported, as for every layer (see `CALayer`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Scrolls so that `p` (in the layer's coordinates) is at the top-left of the bounds,
    /// in the directions `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .horizontally || scrollMode == .both { origin.x = p.x }
        if scrollMode == .vertically || scrollMode == .both { origin.y = p.y }
        bounds.origin = origin
    }

    /// Scrolls as little as needed for `r` (in the layer's coordinates) to be visible,
    /// in the directions `scrollMode` allows.
    open func scroll(to r: CGRect) {
        func nearest(_ low: CGFloat, _ high: CGFloat, visibleLow: CGFloat, length: CGFloat) -> CGFloat {
            if low < visibleLow { return low }
            if high > visibleLow + length { return min(high - length, low) }
            return visibleLow
        }
        scroll(to: CGPoint(x: nearest(r.minX, r.maxX, visibleLow: bounds.minX, length: bounds.width),
                           y: nearest(r.minY, r.maxY, visibleLow: bounds.minY, length: bounds.height)))
    }
}

extension CALayer {
    /// Scrolls the closest ancestor scroll layer so that `p`, in this layer's
    /// coordinates, lies at its origin.
    public func scroll(_ p: CGPoint) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: convert(p, to: scroller))
    }

    /// Scrolls the closest ancestor scroll layer as little as needed for `r`, in this
    /// layer's coordinates, to be visible.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: convert(r, to: scroller))
    }

    /// The part of the layer, in its coordinates, that its closest ancestor scroll layer
    /// shows; the bounds when it has none.
    public var visibleRect: CGRect {
        guard let scroller = enclosingScrollLayer else { return bounds }
        return bounds.intersection(scroller.convert(scroller.bounds, to: self))
    }

    private var enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayer
        while let current = layer {
            if let scroller = current as? CAScrollLayer { return scroller }
            layer = current.superlayer
        }
        return nil
    }
}
