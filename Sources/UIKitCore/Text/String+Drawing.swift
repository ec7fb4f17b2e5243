// Vitrine — Apache License 2.0
// The NSString drawing methods on Swift strings, as iOS code calls them.

extension StringProtocol {
    private func runs(_ attrs: [NSAttributedString.Key: Any]?) -> (String, [(range: Range<Int>, style: TextStyle)]) {
        let string = String(self)
        return (string, [(0..<string.utf16.count, TextStyle(attributes: attrs))])
    }

    /// Draws the string with the top-left of its first line at `point` (its baseline is at
    /// `point.y + font.ascender`), one line per paragraph.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let (string, runs) = runs(attrs)
        StringDrawing.draw(TextLayoutCache.shared.layout(string, runs: runs, options: TextLayout.Options()), at: point)
    }

    /// Draws the string wrapped to `rect`'s width and aligned in it; lines that do not fit
    /// above `rect`'s bottom are left out.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let (string, runs) = runs(attrs)
        StringDrawing.draw(string, runs: runs, in: rect, options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    }

    /// Draws the string in `rect` under `options`: without `.usesLineFragmentOrigin`,
    /// `rect.origin` is the baseline origin of a single line.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        let (string, runs) = runs(attributes)
        StringDrawing.draw(string, runs: runs, in: rect, options: options, context: context)
    }

    /// The size the string takes drawn with `draw(at:withAttributes:)`: the widest line's
    /// advances (kern included) by the lines' heights.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let (string, runs) = runs(attrs)
        return TextLayoutCache.shared.layout(string, runs: runs, options: TextLayout.Options()).size
    }

    /// The rectangle the string takes in `size` under `options`; it wraps at `size.width` only
    /// with `.usesLineFragmentOrigin`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let (string, runs) = runs(attributes)
        let layout = StringDrawing.layout(string, runs: runs, size: size, options: options,
                                          limitsHeight: options.contains(.truncatesLastVisibleLine))
        let bounds = StringDrawing.bounds(layout, options: options)
        context?.totalBounds = bounds
        return bounds
    }
}
