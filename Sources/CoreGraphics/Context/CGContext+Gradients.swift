// Vitrine — Apache License 2.0
// A gradient fills the current clip: the area drawn is the whole device (fillDevicePath
// applies the clip), and the shader leaves pixels outside the gradient's extent
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
        fillDevicePath(deviceFillAreaPath(), rule: .winding, shader: shader)
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
        fillDevicePath(deviceFillAreaPath(), rule: .winding, shader: shader)
    }

    /// The device rectangle a "fill the clip" operation covers: the whole bitmap (the clip
    /// is applied by `fillDevicePath`).
    func deviceFillAreaPath() -> CGPath {
        let path = CGMutablePath()
        let w = CGFloat(bitmap.width), h = CGFloat(bitmap.height)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: w, y: 0))
        path.addLine(to: CGPoint(x: w, y: h))
        path.addLine(to: CGPoint(x: 0, y: h))
        path.closeSubpath()
        return path
    }
}
