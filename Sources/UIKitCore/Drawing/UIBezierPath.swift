// Vitrine — Apache License 2.0
// UIBezierPath wraps a CGMutablePath plus the line settings UIKit keeps with the path.
// Its arcs take `clockwise` in UIKit's y-down sense (clockwise on screen), the opposite
// of CGMutablePath's y-up sense, so they pass `!clockwise` down.

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a corner set from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (minX, minY in UIKit's y-down space).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves with its own line settings, drawn into the current context.
open class UIBezierPath {
    private var path = CGMutablePath()

    /// The path as Core Graphics sees it; setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The stroke width in points; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How open subpaths end; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How segments meet; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit; 10 by default.
    open var miterLimit: CGFloat = 10
    /// The curve accuracy factor; 0.6 by default, as UIKit.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()` and `addClip()` use the even-odd rule; false by default.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Creates an empty path.
    public init() {}

    /// A closed path around `rect`.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// `rect` with all corners rounded by `cornerRadius` (at most half the shorter side).
    /// UIKit draws continuous-curvature corners; these are circular quarter arcs.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = min(max(cornerRadius, 0), min(abs(rect.width), abs(rect.height)) / 2)
        path.addRoundedRect(in: rect, cornerWidth: r, cornerHeight: r)
    }

    /// `rect` with the chosen corners rounded by elliptical arcs of `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(cornerRadii.width, 0), r.width / 2), ry = min(max(cornerRadii.height, 0), r.height / 2)
        func corner(_ c: UIRectCorner) -> Bool { corners.contains(c) && rx > 0 && ry > 0 }
        func arc(cx: CGFloat, cy: CGFloat, from angle: CGFloat) {
            let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy)
            path.appendArcCurves(startAngle: angle, delta: .pi / 2, transform: t)
        }
        path.move(to: CGPoint(x: r.minX + (corner(.topLeft) ? rx : 0), y: r.minY))
        if corner(.topRight) {
            path.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY)); arc(cx: r.maxX - rx, cy: r.minY + ry, from: -.pi / 2)
        } else { path.addLine(to: CGPoint(x: r.maxX, y: r.minY)) }
        if corner(.bottomRight) {
            path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry)); arc(cx: r.maxX - rx, cy: r.maxY - ry, from: 0)
        } else { path.addLine(to: CGPoint(x: r.maxX, y: r.maxY)) }
        if corner(.bottomLeft) {
            path.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY)); arc(cx: r.minX + rx, cy: r.maxY - ry, from: .pi / 2)
        } else { path.addLine(to: CGPoint(x: r.minX, y: r.maxY)) }
        if corner(.topLeft) {
            path.addLine(to: CGPoint(x: r.minX, y: r.minY + ry)); arc(cx: r.minX + rx, cy: r.minY + ry, from: .pi)
        } else { path.addLine(to: CGPoint(x: r.minX, y: r.minY)) }
        path.closeSubpath()
    }

    /// An arc of a circle; `clockwise` means clockwise on UIKit's y-down screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc; `clockwise` means clockwise on UIKit's y-down screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.copy(using: &t)?.mutableCopy() ?? CGMutablePath()
    }

    /// A new path with every subpath traversed backwards (the same shape, opposite direction).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copySettings(from: self)
        reversed.path = path.reversed()
        return reversed
    }

    private func copySettings(from other: UIBezierPath) {
        lineWidth = other.lineWidth; lineCapStyle = other.lineCapStyle; lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit; flatness = other.flatness; usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern; dashPhase = other.dashPhase
    }

    // MARK: - Queries

    /// The bounding box of the path, control points included (as UIKit's `bounds`).
    open var bounds: CGRect { path.isEmpty ? .null : path.boundingBox }

    /// The end of the last element; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Whether `point` is inside the path under its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: - Dashes

    /// Sets the dash pattern: `count` lengths from `pattern` (nil or 0 turns dashing off).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (when not nil) and its length and phase into `count` and `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: - Drawing into the current context

    /// Fills the path with the current fill colour, in the current context (state saved and restored).
    @preconcurrency @MainActor open func fill() { fill(with: nil, alpha: nil) }

    /// Fills with `blendMode` and `alpha`.
    @preconcurrency @MainActor open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { fill(with: Optional(blendMode), alpha: Optional(alpha)) }

    @MainActor private func fill(with blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        let rule: CGPathFillRule = usesEvenOddFillRule ? .evenOdd : .winding
        if PatternFill.fill(path, rule: rule, in: context) {
            context.restoreGState()
            return
        }
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: rule)
        context.restoreGState()
    }

    /// Strokes the path with the current stroke colour and this path's line settings.
    @preconcurrency @MainActor open func stroke() { stroke(with: nil, alpha: nil) }

    /// Strokes with `blendMode` and `alpha`.
    @preconcurrency @MainActor open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { stroke(with: Optional(blendMode), alpha: Optional(alpha)) }

    @MainActor private func stroke(with blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path (not undone by the path).
    @preconcurrency @MainActor open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
