// Vitrine — Apache License 2.0
// UIKit's NSAttributedString drawing: runs of different fonts and colours on shared lines.

extension NSAttributedString {
    /// Draws the string with the top-left of its first line at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        StringDrawing.draw(layout(options: TextLayout.Options()), at: point)
    }

    /// Draws the string wrapped to `rect`'s width; lines below its bottom are left out.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        draw(with: rect, options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    }

    /// Draws the string in `rect` under `options`.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let layout = layout(options: StringDrawing.layoutOptions(size: rect.size, options: options, limitsHeight: true))
        StringDrawing.draw(layout, in: rect, options: options, context: context)
    }

    /// The size the string takes drawn with `draw(at:)`.
    public func size() -> CGSize {
        layout(options: TextLayout.Options()).size
    }

    /// The rectangle the string takes in `size` under `options`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let layout = layout(options: StringDrawing.layoutOptions(size: size, options: options,
                                                                 limitsHeight: options.contains(.truncatesLastVisibleLine)))
        let bounds = StringDrawing.bounds(layout, options: options)
        context?.totalBounds = bounds
        return bounds
    }
}
