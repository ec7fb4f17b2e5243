// Vitrine — Apache License 2.0
// What NSString, String and NSAttributedString drawing share: options → layout, and
// drawing a layout into the current context. A width or height that is zero, negative or
// not finite means "no limit", as callers pass `.greatestFiniteMagnitude` for unlimited
// and UIKit ignores an empty rectangle's limits.

/// The implementation behind the string drawing and measuring methods.
enum StringDrawing {
    private static func limit(_ value: CGFloat) -> CGFloat? {
        value.isFinite && value > 0 && value < .greatestFiniteMagnitude ? value : nil
    }

    /// A layout of `runs` for a rectangle of `size` under `options`.
    static func layout(
        _ string: String, runs: [(range: Range<Int>, style: TextStyle)], size: CGSize?, options: NSStringDrawingOptions,
        limitsHeight: Bool
    ) -> TextLayout {
        TextLayoutCache.shared.layout(string, runs: runs, options: layoutOptions(size: size, options: options, limitsHeight: limitsHeight))
    }

    /// The layout options of a rectangle of `size` under `options`.
    static func layoutOptions(size: CGSize?, options: NSStringDrawingOptions, limitsHeight: Bool) -> TextLayout.Options {
        let lineFragments = options.contains(.usesLineFragmentOrigin)
        return TextLayout.Options(
            width: lineFragments ? size.flatMap { limit($0.width) } : nil,
            maximumHeight: lineFragments && limitsHeight ? size.flatMap { limit($0.height) } : nil,
            truncatesLastVisibleLine: options.contains(.truncatesLastVisibleLine),
            usesFontLeading: options.contains(.usesFontLeading),
            singleLine: !lineFragments
        )
    }

    /// The rectangle `layout` occupies: from (0, 0) with line fragment origins, else from the
    /// baseline (so its y is minus the first line's ascent).
    static func bounds(_ layout: TextLayout, options: NSStringDrawingOptions) -> CGRect {
        let y = options.contains(.usesLineFragmentOrigin) ? 0 : -(layout.lines.first?.baseline ?? 0)
        return CGRect(x: 0, y: y, width: layout.size.width, height: layout.size.height)
    }

    /// Draws `layout` into the current context with its first line's top at `origin`.
    @MainActor
    static func draw(_ layout: TextLayout, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.drawText(layout, at: origin)
    }

    /// Draws per `options` in `rect`: top-left origin with line fragments, else baseline origin.
    @MainActor
    static func draw(
        _ string: String, runs: [(range: Range<Int>, style: TextStyle)], in rect: CGRect, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) {
        draw(layout(string, runs: runs, size: rect.size, options: options, limitsHeight: true), in: rect, options: options, context: context)
    }

    /// Draws `layout` (made for `rect` under `options`) per `options` in `rect`.
    @MainActor
    static func draw(_ layout: TextLayout, in rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        let bounds = bounds(layout, options: options)
        context?.totalBounds = bounds.offsetBy(dx: rect.minX, dy: rect.minY)
        draw(layout, at: CGPoint(x: rect.minX, y: rect.minY + bounds.minY))
    }
}
