// Vitrine — Apache License 2.0
// SKELETON (contract for the rasterizer work, issue 3): the raster-core change replaces
// the bodies marked CONTRACT and adds the public drawing API in CGContext+*.swift files.

/// A drawing destination: a bitmap, a current path and a stack of graphics states.
open class CGContext {
    /// The device pixels drawn into.
    public let bitmap: Bitmap
    /// The current graphics state; `saveGState`/`restoreGState` push and pop it.
    var state = GraphicsState()
    var savedStates: [GraphicsState] = []

    /// Wraps `bitmap` (pixel (0, 0) top-left). UIKit contexts then flip nothing: the
    /// caller sets the CTM it wants (UIKit's is top-left, y down, scaled by the screen scale).
    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// The current transformation matrix: user space to device pixels.
    public var ctm: CGAffineTransform { state.ctm }

    /// CONTRACT: fills `path`, given in DEVICE pixels (the CTM already applied), with
    /// `shader` under `rule`, through the current clip, with the current alpha, blend mode,
    /// antialiasing and shadow.
    func fillDevicePath(_ path: CGPath, rule: CGPathFillRule, shader: any Shader) {
        fatalError("CGContext.fillDevicePath: not implemented yet (issue 3)")
    }

    /// CONTRACT: blends `shader` through `mask` placed with its top-left pixel at device
    /// (x, y), through the current clip, with the current alpha and blend mode.
    func fillDeviceMask(_ mask: CoverageMask, x: Int, y: Int, shader: any Shader) {
        fatalError("CGContext.fillDeviceMask: not implemented yet (issue 3)")
    }
}
