// Vitrine — Apache License 2.0
// A text layer's drawing. Core Animation sets the text from the top of the bounds (a
// UILabel centres it vertically; a text layer does not), clipped to the bounds:
// - isWrapped: paragraphs wrap at the bounds' width; with a truncation mode, the last
//   line that fits the height ends in an ellipsis when text is left out below it (at its
//   end, whatever the mode: the layout truncates only the tail of a last visible line);
// - not wrapped: each paragraph stays on one line, truncated at the width by the mode, or
//   with `.none` running on past the edge, clipped there mid-glyph.

extension CATextLayer {
    /// `style` laid out for bounds of `size`, its first line's top at y = 0; nil when
    /// nothing would show.
    static func layout(of style: TextLayerStyle, in size: CGSize) -> TextLayout? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let text = style.string.text
        guard !text.isEmpty else { return nil }
        let paragraph = style.paragraph
        let runs: [(range: Range<Int>, style: TextStyle)] = switch style.string {
        case .attributed(let attributed): attributed.textLayerRuns(paragraph: paragraph)
        default: [(range: 0..<text.utf16.count, style: TextStyle(face: style.face, pointSize: style.fontSize,
                                                                  color: style.foregroundColor, paragraph: paragraph))]
        }
        if style.isWrapped {
            let truncates = style.truncationMode.truncates
            return TextLayout(text: text, runs: runs, options: TextLayout.Options(
                width: size.width, maximumHeight: truncates ? size.height : nil, truncatesLastVisibleLine: truncates))
        }
        if !style.truncationMode.truncates {
            // Clipping in the layout would drop whole characters at the edge; Core Animation
            // shows as much of them as the bounds hold. A paragraph wider than the bounds is
            // laid out unbounded (where alignment has nothing to share out anyway).
            let unbounded = TextLayout(text: text, runs: runs)
            if unbounded.lines.contains(where: { $0.width > size.width }) { return unbounded }
        }
        return TextLayout(text: text, runs: runs, options: TextLayout.Options(width: size.width))
    }

    /// Draws `style`'s text in `bounds` into `ctx` (layer coordinates), from the top.
    static func draw(_ style: TextLayerStyle, in ctx: CGContext, bounds: CGRect) {
        guard let layout = layout(of: style, in: bounds.size) else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: bounds)
        ctx.drawText(layout, at: bounds.origin)
    }

    /// The text `style` draws for a layer with `bounds` at `scale`, in a new bitmap; nil
    /// when it has no pixels.
    static func image(of style: TextLayerStyle, bounds: CGRect, scale: CGFloat) -> CGImage? {
        guard scale > 0, scale.isFinite, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, let store = Bitmap(width: width, height: height) else { return nil }
        let context = CGContext(bitmap: store)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(style, in: context, bounds: bounds)
        return CGImage(bitmap: store)
    }
}
