// Vitrine — Apache License 2.0
// A gradient fills the current clip: the area drawn is the clip's bounding rectangle
// (the span blender applies any mask inside it), and the shader leaves pixels outside the gradient's extent
// transparent unless the drawing options extend it. Those transparent pixels are
// no-ops under the normal blend mode.

extension CGContext {
    /// Fills the current clip with a gradient that varies along the line from `start` to `end`.
    /// - Parameters:
    ///   - gradient: the colours and their locations.
    ///   - start: where location 0 lies, in user space.
    ///   - end: where location 1 lies, in user space.
    ///   - options: whether to extend the end colours beyond the two points; without them,
    ///     nothing is drawn before `start` or after `end` (along the axis).
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard let shader = LinearGradientShader(gradient: gradient, start: start, end: end, ctm: ctm,
                                                options: options) else { return }
        fillClip(shader: shader)
    }

    /// Fills the current clip with a gradient between two circles.
    /// - Parameters:
    ///   - gradient: the colours and their locations.
    ///   - startCenter: the centre of the circle at location 0, in user space.
    ///   - startRadius: its radius.
    ///   - endCenter: the centre of the circle at location 1.
    ///   - endRadius: its radius.
    ///   - options: `.drawsBeforeStartLocation` extends the first colour inside the start
    ///     circle's side of the cone, `.drawsAfterEndLocation` the last colour beyond the end circle.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard let shader = RadialGradientShader(
            gradient: gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
            endRadius: endRadius, ctm: ctm, options: options) else { return }
        fillClip(shader: shader)
    }

    /// Fills the current clip with a gradient that sweeps once around `center`: location 0
    /// lies along the ray at `angle` radians (user space, from the x axis toward the y
    /// axis) and the colours follow the angle round to location 1 back at that ray.
    public func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        guard let shader = ConicGradientShader(gradient: gradient, center: center, angle: angle, ctm: ctm) else { return }
        fillClip(shader: shader)
    }

    /// Shades every pixel of the clip: directly over its whole-pixel bounds, or through
    /// `fillDevicePath` when a shadow must be cast.
    func fillClip(shader: some Shader) {
        if fillPendingClip(shader: shader) { return }
        if state.shadow == nil {
            fillDevicePixels(state.clip.bounds, shader: shader)
        } else {
            fillDevicePath(deviceFillAreaPath(), rule: .winding, shader: shader)
        }
    }

    /// The device rectangle a "fill the clip" operation covers: the clip's bounds (its
    /// mask, if any, is applied by `fillDevicePath`).
    func deviceFillAreaPath() -> CGPath {
        let bounds = state.clip.bounds
        let path = CGMutablePath()
        let x0 = CGFloat(bounds.minX), y0 = CGFloat(bounds.minY), x1 = CGFloat(bounds.maxX), y1 = CGFloat(bounds.maxY)
        path.move(to: CGPoint(x: x0, y: y0))
        path.addLine(to: CGPoint(x: x1, y: y0))
        path.addLine(to: CGPoint(x: x1, y: y1))
        path.addLine(to: CGPoint(x: x0, y: y1))
        path.closeSubpath()
        return path
    }
}
