// Vitrine — Apache License 2.0
// Underlines and strikethroughs: one rectangle per stretch of glyphs with the same
// decoration, snapped to whole device pixels so a 1 px line stays one crisp row.

extension TextLayout {
    /// Whether any run is underlined or struck through (most text is neither).
    var hasDecorations: Bool {
        styles.contains { $0.underline != nil || $0.strikethrough != nil }
    }
}

extension CGContext {
    /// Draws the underlines and strikethroughs of `line`.
    func drawDecorations(_ layout: TextLayout, line: TextLayout.Line, origin: CGPoint) {
        for kind in [\TextStyle.underline, \TextStyle.strikethrough] {
            var index = line.glyphRange.lowerBound
            while index < line.glyphRange.upperBound {
                let style = layout.styles[Int(layout.glyphs[index].style)]
                guard let decoration = style[keyPath: kind] else {
                    index += 1
                    continue
                }
                // A stretch of glyphs with the same decoration and size is one line.
                let startX = layout.glyphs[index].x
                var endX = startX
                var pointSize: CGFloat = 0
                var color = style.color
                while index < line.glyphRange.upperBound {
                    let next = layout.styles[Int(layout.glyphs[index].style)]
                    guard next[keyPath: kind] == decoration else { break }
                    endX = max(endX, layout.glyphs[index].x + layout.glyphs[index].advance)
                    if next.pointSize > pointSize { pointSize = next.pointSize; color = next.color }
                    index += 1
                }
                guard let fill = decoration.color ?? color, fill.alpha > 0 else { continue }
                let thickness = pointSize * TextDecoration.thickness
                // Underlines hang below the baseline; strikethroughs cross the x-height's middle.
                let centre = kind == \TextStyle.underline
                    ? line.baseline + pointSize * TextDecoration.underlineOffset
                    : line.baseline - CGFloat(style.face.xHeight) * pointSize / CGFloat(style.face.unitsPerEm) / 2
                let offsets: [(CGFloat, CGFloat)] = switch decoration.pattern {
                case .single: [(0, thickness)]
                case .thick: [(0, 2 * thickness)]
                case .double: [(-thickness, thickness), (thickness, thickness)]
                }
                for (offset, height) in offsets {
                    fillDecoration(x: origin.x + startX, width: endX - startX, centreY: origin.y + centre + offset,
                                   height: height, color: fill)
                }
            }
        }
    }

    private func fillDecoration(x: CGFloat, width: CGFloat, centreY: CGFloat, height: CGFloat, color: CGColor) {
        let m = ctm
        var top = centreY - height / 2, bottom = centreY + height / 2
        if m.b == 0, m.c == 0, m.d > 0 {
            // At least one device row, on whole rows.
            let rows = max((height * m.d).rounded(), 1)
            let deviceTop = ((m.d * centreY + m.ty) - rows / 2).rounded()
            top = (deviceTop - m.ty) / m.d
            bottom = (deviceTop + rows - m.ty) / m.d
        }
        let path = CGMutablePath()
        path.move(to: CGPoint(x: x, y: top), transform: m)
        path.addLine(to: CGPoint(x: x + width, y: top), transform: m)
        path.addLine(to: CGPoint(x: x + width, y: bottom), transform: m)
        path.addLine(to: CGPoint(x: x, y: bottom), transform: m)
        path.closeSubpath()
        fillDevicePath(path, rule: .winding, shader: SolidShader(pixel: color.premultipliedARGB32))
    }
}
