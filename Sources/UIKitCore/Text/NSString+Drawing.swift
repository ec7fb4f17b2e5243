// Vitrine — Apache License 2.0
// UIKit's NSString drawing (NSStringDrawing.h). Drawing goes to UIGraphicsGetCurrentContext()
// and does nothing without one; measuring works anywhere.

extension NSString {
    /// Draws the string with the top-left of its first line at `point`, on one line per paragraph.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped to `rect`'s width, leaving out lines below its bottom.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string in `rect` under `options`.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// The size the string takes drawn with `draw(at:withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// The rectangle the string takes in `size` under `options`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
