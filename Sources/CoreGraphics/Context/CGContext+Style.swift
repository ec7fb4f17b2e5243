// Vitrine — Apache License 2.0

extension CGContext {
    /// Sets the colour fills paint with.
    public func setFillColor(_ color: CGColor) { state.fillPixel = color.premultipliedARGB32 }

    /// Sets the fill colour from sRGB components in 0...1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillPixel = CGColor.premultipliedARGB32(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a gray level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillPixel = CGColor.premultipliedARGB32(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Sets the colour strokes paint with.
    public func setStrokeColor(_ color: CGColor) { state.strokePixel = color.premultipliedARGB32 }

    /// Sets the stroke colour from sRGB components in 0...1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokePixel = CGColor.premultipliedARGB32(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour to a gray level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokePixel = CGColor.premultipliedARGB32(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Sets the line width in user space; 0 draws the thinnest line the device can (1 pixel).
    public func setLineWidth(_ width: CGFloat) {
        state.lineWidth = width.isFinite ? max(0, width) : 1
    }

    /// Sets how open subpaths end.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

    /// Sets how segments meet.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    /// Sets the miter limit: beyond this ratio of miter length to line width, miters become bevels.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

    /// Sets the dash pattern (user-space lengths, alternately painted and not) and the
    /// distance into it where each subpath starts; an empty `lengths` turns dashing off.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths
    }

    /// Sets how finely curves are flattened: 1 (the default) is a quarter of a device pixel.
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }

    /// The CTM: user space to device pixels.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Maps a point from user space to device pixels.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }

    /// Maps a point from device pixels to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }

    /// Maps a size from user space to device pixels.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }

    /// Maps a size from device pixels to user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }

    /// The bounding box of a rectangle mapped to device pixels.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }

    /// The bounding box of a device rectangle mapped to user space.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }
}
