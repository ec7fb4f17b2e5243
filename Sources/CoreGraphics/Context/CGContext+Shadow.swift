// Vitrine — Apache License 2.0
// A shadow is the shape's coverage, blurred, offset and painted in the shadow colour
// under the shape. The offset is in base space, never transformed by the CTM: in a
// context UIKit made (`init(bitmap:)`) positive height moves the shadow down; in a
// Quartz bitmap context (`init(data:…)`, origin bottom-left) it moves it up — the
// convention Apple's Quartz 2D guide documents for iOS. Offsets are rounded to whole
// device pixels. The blur is a Gaussian of standard deviation blur / 2.

/// Where a shadow shape is rendered: its coverage sink and the pixels it may cover.
struct ShadowShapeTarget {
    var sink: MaskSpanSink
    let bounds: PixelRect
}

extension CGContext {
    /// Draws shapes from now on with a shadow of `color` (nil turns shadows off), offset by
    /// `offset` in base space and blurred by `blur`.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { state.shadow = nil; return }
        state.shadow = Shadow(offset: offset, blur: max(0, blur.isFinite ? blur : 0), color: color)
    }

    /// Draws shapes from now on with a black shadow at 1/3 alpha, Core Graphics' default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// The shadow's offset in device pixels.
    func deviceShadowOffset(_ shadow: Shadow) -> (x: Int, y: Int) {
        let dx = shadow.offset.width, dy = baseSpaceIsYUp ? -shadow.offset.height : shadow.offset.height
        func pixels(_ v: CGFloat) -> Int { v.isFinite ? Int(max(-1e6, min(1e6, v)).rounded()) : 0 }
        return (pixels(dx), pixels(dy))
    }

    /// Renders a shape's coverage with `render`, blurs it and paints it offset in the shadow colour.
    func drawShadow(_ shadow: Shadow, shapeBox: PixelRect, shader: any Shader, render: (inout ShadowShapeTarget) -> Void) {
        let (dx, dy) = deviceShadowOffset(shadow)
        let sigma = shadow.blur / 2
        let pad = BoxBlur.extent(sigma: sigma)
        // Only shadow pixels that can land inside the clip matter; the blur needs `pad` more.
        let clip = state.clip.bounds
        let needed = PixelRect(x: clip.x - dx - pad, y: clip.y - dy - pad, width: clip.width + 2 * pad, height: clip.height + 2 * pad)
        let grown = PixelRect(x: shapeBox.x - pad, y: shapeBox.y - pad, width: shapeBox.width + 2 * pad, height: shapeBox.height + 2 * pad)
        let maskRect = grown.intersection(needed)
        guard !maskRect.isEmpty, maskRect.area <= 1 << 26 else { return }
        var mask = CoverageMask(width: maskRect.width, height: maskRect.height)
        mask.coverage.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            var target = ShadowShapeTarget(sink: MaskSpanSink(pixels: base, width: maskRect.width, originX: maskRect.x, originY: maskRect.y),
                                           bounds: maskRect)
            render(&target)
        }
        BoxBlur.blur(&mask, sigma: sigma)
        var color = shadow.color.premultipliedARGB32
        if let solid = shader.solidPixel { color = PremultipliedPixel.scale(color, by: solid >> 24) }
        let placed = PixelRect(x: maskRect.x + dx, y: maskRect.y + dy, width: maskRect.width, height: maskRect.height)
        withBlender(shader: SolidShader(pixel: color)) { blender in
            Self.send(mask, at: placed, within: state.clip.bounds, to: &blender)
        }
    }
}
