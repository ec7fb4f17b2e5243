// Vitrine — Apache License 2.0
// Where Core Animation's gradient types put their colours, in the bounds' unit square
// mapped to the layer's coordinates:
// - axial: along start → end, the end colours extended beyond both points;
// - radial: from the centre `startPoint` out to the ellipse with radii |end − start| in x
//   and y (each scaled by the bounds' size), the last colour beyond it;
// - conic: by angle round `startPoint`, location 0 on the ray toward `endPoint`, clockwise
//   on screen (CGContext.drawConicGradient in the layer's y-down space).

extension CAGradientLayer {
    /// Draws `style`'s gradient over `bounds` into `ctx` (layer coordinates).
    static func draw(_ style: GradientLayerStyle, in ctx: CGContext, bounds: CGRect) {
        guard let gradient = style.drawnGradient, bounds.width > 0, bounds.height > 0 else { return }
        func place(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = place(style.startPoint), end = place(style.endPoint)
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: bounds)
        switch style.type {
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else { return }
            // The unit circle stretched to the ellipse.
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: rx, y: ry)
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                   options: [.drawsAfterEndLocation])
        case .conic:
            ctx.drawConicGradient(gradient, center: start, angle: atan2(end.y - start.y, end.x - start.x))
        default:
            ctx.drawLinearGradient(gradient, start: start, end: end,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    /// The gradient `style` draws for a layer with `bounds` at `scale`, in a new bitmap;
    /// nil when it has no pixels.
    static func image(of style: GradientLayerStyle, bounds: CGRect, scale: CGFloat) -> CGImage? {
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard scale > 0, width > 0, height > 0, let store = Bitmap(width: width, height: height) else { return nil }
        let context = CGContext(bitmap: store)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(style, in: context, bounds: bounds)
        return CGImage(bitmap: store)
    }
}
