// Vitrine — Apache License 2.0
// Autoresizing: when a view's bounds change size, each subview's frame follows its
// `autoresizingMask`. On each axis the subview's frame splits the superview into three
// parts — the leading margin, the subview's size, the trailing margin. The size change is
// shared among the flexible parts in proportion to their current lengths (UIKit's
// documentation: "distribute the size difference proportionally among the flexible
// portions"), so margins of 20 and 30 growing by 120 become 68 and 102. When every
// flexible part has zero length the change is shared equally. Non-flexible parts keep
// their length; with no flexible part the subview stays where it is.

extension UIView {
    /// Which parts of a view's frame follow changes of its superview's size.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Called by the `frame` and `bounds` setters with the size before the change.
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        setNeedsLayout()
        // A window's size decides its size classes.
        if self is UIWindow { updateTraitCollection() }
        if patternBackground != nil { layer.setNeedsDisplay() }
        // A drawing view draws when it first gets a size, and again on every size change
        // only in `.redraw` mode; otherwise its contents are mapped by `contentMode`.
        if contentMode == .redraw || layer.contents == nil {
            setNeedsDisplay()
        }
        guard autoresizesSubviews else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(fromSuperviewSize: oldSize, to: newSize)
        }
    }

    /// Moves and resizes this view for its superview's size change from `oldSize` to `newSize`.
    private func autoresize(fromSuperviewSize oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        // The frame is what the superview's coordinates see: with a transform, UIKit
        // resizes the frame too (its documentation warns that the result is undefined).
        let frame = self.frame
        let horizontal = Self.distribute(
            delta: newSize.width - oldSize.width,
            parts: (frame.minX, frame.width, oldSize.width - frame.maxX),
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = Self.distribute(
            delta: newSize.height - oldSize.height,
            parts: (frame.minY, frame.height, oldSize.height - frame.maxY),
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        self.frame = CGRect(x: horizontal.leading, y: vertical.leading, width: horizontal.size, height: vertical.size)
    }

    /// Shares `delta` among the flexible parts of (leading margin, size, trailing margin).
    static func distribute(
        delta: CGFloat, parts: (CGFloat, CGFloat, CGFloat), flexible: (Bool, Bool, Bool)
    ) -> (leading: CGFloat, size: CGFloat) {
        let lengths = [parts.0, parts.1, parts.2]
        let isFlexible = [flexible.0, flexible.1, flexible.2]
        let flexibleCount = isFlexible.filter { $0 }.count
        guard flexibleCount > 0, delta != 0 else { return (parts.0, parts.1) }
        let flexibleTotal = zip(lengths, isFlexible).filter(\.1).map { max($0.0, 0) }.reduce(0, +)
        var grown = lengths
        for i in 0..<3 where isFlexible[i] {
            let share = flexibleTotal > 0 ? max(lengths[i], 0) / flexibleTotal : 1 / CGFloat(flexibleCount)
            grown[i] = lengths[i] + delta * share
        }
        return (grown[0], max(0, grown[1]))
    }
}
