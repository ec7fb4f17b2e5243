// Vitrine — Apache License 2.0
// Glyphs are drawn at the device scale: the CTM's scale multiplies the font size before
// rasterization, so 17 pt text in a 2x context is a crisp 34 px rendering, not an upscale.
// Baselines snap to whole device pixels; horizontal positions snap to 1/4 px, the cache's
// subpixel steps. Rotated, skewed or mirrored CTMs, and glyphs above 256 px, are filled as
// outlines instead.

extension CGContext {
    /// Draws `layout` with its top-left corner at `origin` in user space (y down, as UIKit).
    public func drawText(_ layout: TextLayout, at origin: CGPoint) {
        drawText(layout, at: origin, cache: .shared)
    }

    /// Draws `layout` through `cache` (tests use their own cache to count hits). `maskSink`,
    /// when given, receives each glyph mask instead of `fillDeviceMask` (tests of glyph
    /// placement that must not depend on the compositing pipeline).
    func drawText(
        _ layout: TextLayout, at origin: CGPoint, cache: GlyphCache,
        maskSink: ((_ mask: CoverageMask, _ x: Int, _ y: Int, _ shader: SolidShader) -> Void)? = nil
    ) {
        let m = ctm
        let axisAligned = m.b == 0 && m.c == 0 && m.a > 0 && m.a == m.d
        // Glyph masks of one colour are laid down together, through one blender; the batch
        // is drawn before anything else is (a new colour, an outline glyph, the next line).
        var batch: [PlacedGlyphMask] = []
        batch.reserveCapacity(layout.glyphs.count)
        var batchShader = SolidShader(pixel: 0)
        // The masks this layout was drawn with before, for the shared cache only (a test's
        // own cache counts each lookup).
        let steps = GlyphRasterizer.subpixelSteps
        var remembered = cache === GlyphCache.shared && axisAligned && maskSink == nil
            && layout.glyphs.count <= GlyphMaskMemo.largestLayout
            ? layout.maskMemo.borrow(scale: m.a, glyphCount: layout.glyphs.count) : nil
        defer { if let remembered { layout.maskMemo.giveBack(remembered) } }
        func drawBatch() {
            guard !batch.isEmpty else { return }
            if state.shadow == nil {
                // The clip's bounds are read once for the batch, and the glyphs in place.
                let area = state.clip.bounds
                withBlender(shader: batchShader) { blender in
                    batch.withUnsafeBufferPointer { glyphs in
                        // The line's rows at once when the blender is one colour over the rectangle.
                        if GlyphRowKernel.blend(glyphs, within: area, through: blender) { return }
                        // Only the plain fields are read: copying a glyph's mask out of the
                        // batch retained and released it once more per glyph.
                        for i in glyphs.indices {
                            Self.send(glyphs[i].coverage, at: glyphs[i].rect, within: area, to: &blender)
                        }
                    }
                }
            } else {
                for glyph in batch { fillDeviceMask(glyph.mask, x: glyph.rect.x, y: glyph.rect.y, shader: batchShader) }
            }
            batch.removeAll(keepingCapacity: true)
        }
        // A run with a shadow of its own (NSShadow) draws with it; everything else with the
        // context's. Restored after the last batch is drawn (defers run last-declared first).
        let contextShadow = state.shadow
        var runShadow: TextShadow?
        func useShadow(_ shadow: TextShadow?) {
            guard shadow != runShadow else { return }
            drawBatch()
            runShadow = shadow
            state.shadow = shadow.map { Shadow(offset: $0.offset, blur: $0.blur, color: $0.color) } ?? contextShadow
        }
        defer { state.shadow = contextShadow }
        defer { drawBatch() }
        for line in layout.lines {
            if maskSink == nil {
                useShadow(nil)
                drawBatch()
                drawBackgrounds(layout, line: line, origin: origin)
            }
            var currentStyle: Int32 = -1
            var shader = SolidShader(pixel: 0)
            var pixelSize: CGFloat = 0
            var pixelSize26_6 = 0
            var drawsGlyphs = false
            var style = layout.styles[0]
            var inlineImage: InlineImage?
            for index in line.glyphRange {
                let glyph = layout.glyphs[index]
                // Styles change rarely along a line: fetch (and retain) one only on a change.
                if glyph.style != currentStyle {
                    currentStyle = glyph.style
                    style = layout.styles[Int(glyph.style)]
                    inlineImage = style.inlineImage
                    if maskSink == nil { useShadow(style.shadow) }
                    drawsGlyphs = style.color.map { $0.alpha > 0 } ?? false
                    shader = SolidShader(pixel: style.color?.premultipliedARGB32 ?? 0)
                    pixelSize = style.pointSize * m.a
                    // A NaN or absurd scale draws nothing rather than trapping on conversion.
                    pixelSize26_6 = pixelSize.isFinite && pixelSize < 1e6 ? Int((pixelSize * 64).rounded()) : 0
                    if !axisAligned || pixelSize > GlyphRasterizer.largestMaskPixelSize {
                        drawsGlyphs = drawsGlyphs && (m.a * m.d - m.b * m.c).isFinite
                    } else {
                        drawsGlyphs = drawsGlyphs && pixelSize26_6 > 0
                    }
                }
                // An inline image's box (an inserted ellipsis in its style is text).
                if let inlineImage, glyph.cluster >= 0 {
                    if maskSink == nil, let image = inlineImage.image {
                        drawBatch()
                        var rect = inlineImage.rect(penX: origin.x + glyph.x, baseline: origin.y + glyph.y)
                        if axisAligned {
                            // On whole device pixels, as glyph baselines are: a crisp image.
                            rect.origin.x = ((m.a * rect.minX + m.tx).rounded() - m.tx) / m.a
                            rect.origin.y = ((m.d * rect.minY + m.ty).rounded() - m.ty) / m.d
                        }
                        drawUpright(image, in: rect)
                    }
                    continue
                }
                guard drawsGlyphs else { continue }
                let userX = origin.x + glyph.x, userY = origin.y + glyph.y
                if axisAligned, pixelSize <= GlyphRasterizer.largestMaskPixelSize {
                    let deviceX = m.a * userX + m.tx, deviceY = m.d * userY + m.ty
                    // Far outside any bitmap (or NaN): nothing to draw, and Int() would trap.
                    guard abs(deviceX) < 1e9, abs(deviceY) < 1e9 else { continue }
                    // In whole steps, then pixels (floor) and the steps past them.
                    let quantized = Self.roundedToInteger(deviceX * CGFloat(steps))
                    let whole = quantized >= 0 ? quantized / steps : -((steps - 1 - quantized) / steps)
                    let subpixel = quantized - whole * steps
                    let mask: GlyphMask
                    // Compared and read in place: copying the entry out retained its mask once more.
                    if remembered?[index].subpixel == subpixel, let known = remembered?[index].mask {
                        mask = known
                    } else {
                        guard let found = cache.mask(face: style.face, glyph: glyph.glyph, pixelSize26_6: pixelSize26_6, subpixel: subpixel)
                        else { continue }
                        remembered?[index] = GlyphMaskMemo.Glyph(subpixel: subpixel, mask: found)
                        mask = found
                    }
                    guard mask.mask.width > 0 else { continue }
                    let baseline = Self.roundedToInteger(deviceY)
                    if let maskSink {
                        maskSink(mask.mask, whole + mask.left, baseline - mask.top, shader)
                    } else {
                        if shader.pixel != batchShader.pixel { drawBatch(); batchShader = shader }
                        batch.append(PlacedGlyphMask(mask.mask, x: whole + mask.left, y: baseline - mask.top))
                    }
                } else {
                    drawBatch()
                    let path = CGMutablePath()
                    let placement = CGAffineTransform(translationX: userX, y: userY).concatenating(m)
                    GlyphRasterizer.appendOutline(of: glyph.glyph, face: style.face, pointSize: style.pointSize, transform: placement, to: path)
                    fillDevicePath(path, rule: .winding, shader: shader)
                }
            }
            // Lines over the glyphs: the glyphs of this line are laid down first.
            if maskSink == nil, layout.hasDecorations {
                useShadow(nil)
                drawBatch()
                drawDecorations(layout, line: line, origin: origin)
            }
        }
    }

    /// `value.rounded()` (half away from zero) as an integer, for |value| < 2⁵²: a
    /// conversion and a comparison, where `rounded()` was a call into libm per glyph (the
    /// portable build has no rounding instruction). The fraction `value − trunc(value)` is exact.
    @inline(__always)
    static func roundedToInteger(_ value: CGFloat) -> Int {
        let truncated = Int(value)
        let fraction = value - CGFloat(truncated)
        return fraction >= 0.5 ? truncated + 1 : fraction <= -0.5 ? truncated - 1 : truncated
    }

    /// Draws `image` upright in `rect` of this y-down user space (`draw(_:in:)` puts an
    /// image's first row at the rectangle's maxY, as in y-up Quartz space).
    func drawUpright(_ image: CGImage, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        saveGState()
        defer { restoreGState() }
        translateBy(x: rect.minX, y: rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(image, in: CGRect(origin: .zero, size: rect.size))
    }

    /// Fills each background-coloured stretch of `line` from the line's top to its bottom.
    private func drawBackgrounds(_ layout: TextLayout, line: TextLayout.Line, origin: CGPoint) {
        // Most text has no background: skip the walk, which fetches each glyph's style.
        guard layout.styles.contains(where: { ($0.backgroundColor?.alpha ?? 0) > 0 }) else { return }
        var index = line.glyphRange.lowerBound
        while index < line.glyphRange.upperBound {
            let style = layout.styles[Int(layout.glyphs[index].style)]
            guard let background = style.backgroundColor, background.alpha > 0 else {
                index += 1
                continue
            }
            // A stretch of glyphs with the same background colour becomes one rectangle.
            let startX = layout.glyphs[index].x - 0
            var endX = startX
            var penX = startX
            while index < line.glyphRange.upperBound, layout.styles[Int(layout.glyphs[index].style)].backgroundColor == background {
                penX = layout.glyphs[index].x + layout.glyphs[index].advance
                endX = max(endX, penX)
                index += 1
            }
            let rect = CGRect(x: origin.x + startX, y: origin.y + line.top, width: endX - startX, height: line.height)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: rect.minX, y: rect.minY), transform: ctm)
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY), transform: ctm)
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY), transform: ctm)
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY), transform: ctm)
            path.closeSubpath()
            fillDevicePath(path, rule: .winding, shader: SolidShader(pixel: background.premultipliedARGB32))
        }
    }

    /// Benchmark entry point: lays `text` out once in `face` at `pointSize` and draws it
    /// `times` times at `origin` through the shared glyph cache. Returns the glyphs drawn.
    @discardableResult
    public func drawTextRepeatedly(_ text: String, face: FontFace, pointSize: CGFloat, color: CGColor, at origin: CGPoint, times: Int) -> Int {
        let layout = TextLayout(text: text, style: TextStyle(face: face, pointSize: pointSize, color: color))
        for _ in 0..<max(times, 0) { drawText(layout, at: origin) }
        return layout.glyphs.count * max(times, 0)
    }
}

/// A glyph mask with its top-left device pixel, waiting in a batch of one colour. A struct,
/// not a tuple: arrays of tuples holding references are copied and emptied through the
/// runtime's generic value witnesses.
struct PlacedGlyphMask {
    /// Keeps the mask's bytes alive while the glyph waits in the batch.
    let mask: CoverageMask
    /// The mask's first byte, read when the batch is drawn. Stable: an array's storage
    /// moves only when the array changes, a mask in the batch never does, and `mask` holds it.
    let coverage: UnsafePointer<UInt8>
    /// One past the mask's last byte.
    let coverageEnd: UnsafePointer<UInt8>
    /// Where the mask goes, in device pixels.
    let rect: PixelRect

    /// `mask` (not empty) with its top-left pixel at device (x, y).
    init(_ mask: CoverageMask, x: Int, y: Int) {
        self.mask = mask
        (coverage, coverageEnd) = mask.coverage.withUnsafeBufferPointer { ($0.baseAddress!, $0.baseAddress! + $0.count) }
        rect = PixelRect(x: x, y: y, width: mask.width, height: mask.height)
    }
}
