// Vitrine — Apache License 2.0
//
// A scene is written once, as data, and executed by two renderers (CairoSceneRenderer and
// VitrineSceneRenderer), so both draw the very same geometry with the very same
// settings. Coordinates are device pixels of a top-left, y-down canvas under an identity
// starting transform, which is how both a Cairo image surface and a Vitrine `CGContext`
// over a `Bitmap` start.
import Foundation
@testable import CoreGraphics

/// A straight (not premultiplied) sRGB colour given as bytes, so both renderers get
/// exactly representable values: Cairo turns a double d into 16 bits (d × 65535 + ½) and
/// then 8 bits (>> 8), Vitrine rounds d × 255; for d = k / 255 both give k. (Premultiplied
/// translucent channels c × a are not of that form: see `ComparisonTolerance.translucent`.)
struct OracleColor: Sendable {
    let red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// The components as doubles in 0...1: red, green, blue, alpha.
    var components: (CGFloat, CGFloat, CGFloat, CGFloat) {
        (CGFloat(red) / 255, CGFloat(green) / 255, CGFloat(blue) / 255, CGFloat(alpha) / 255)
    }

    static let white = OracleColor(255, 255, 255)
    static let black = OracleColor(0, 0, 0)
    static let red = OracleColor(220, 30, 40)
    static let green = OracleColor(20, 160, 60)
    static let blue = OracleColor(30, 70, 200)
    static let orange = OracleColor(250, 150, 20)
}

/// One element of a path, in the coordinates current when it is added.
enum OraclePathElement: Sendable {
    case move(CGFloat, CGFloat)
    case line(CGFloat, CGFloat)
    /// A quadratic Bézier: control point, then end point.
    case quad(CGFloat, CGFloat, CGFloat, CGFloat)
    /// A cubic Bézier: two control points, then the end point.
    case cubic(CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)
    /// Core Graphics's `addArc(center:radius:startAngle:endAngle:clockwise:)`: angles grow from +x
    /// towards +y; `clockwise` false walks growing angles (Cairo's `cairo_arc`), true
    /// shrinking ones (`cairo_arc_negative`).
    case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
    /// A closed rectangle subpath (`addRect` / `cairo_rectangle`).
    case rect(CGRect)
    case close
}

/// A path as the list of its elements.
typealias OraclePath = [OraclePathElement]

/// Line end shapes (Core Graphics's `CGLineCap`, Cairo's `cairo_line_cap_t`).
enum OracleLineCap: Sendable, CaseIterable { case butt, round, square }
/// Line corner shapes (Core Graphics's `CGLineJoin`, Cairo's `cairo_line_join_t`).
enum OracleLineJoin: Sendable, CaseIterable { case miter, round, bevel }

/// Everything a stroke depends on besides its path and colour.
struct OracleStrokeStyle: Sendable {
    var width: CGFloat
    var cap: OracleLineCap = .butt
    var join: OracleLineJoin = .miter
    /// Both libraries default to 10 and mean the same ratio (miter length ÷ line width).
    var miterLimit: CGFloat = 10
    var dash: [CGFloat] = []
    var dashPhase: CGFloat = 0
}

/// A gradient colour stop.
struct OracleGradientStop: Sendable {
    let location: CGFloat
    let color: OracleColor
}

/// What a gradient does outside its start and end (Core Graphics's
/// `drawsBeforeStartLocation`/`drawsAfterEndLocation`; Cairo can only pad both ends or
/// neither, so scenes use both or none).
enum OracleGradientExtension: Sendable { case none, pad }

/// One drawing operation.
enum OracleOperation {
    case saveState
    case restoreState
    /// Concatenates a transform to the current one (`concatenate` / `cairo_transform`).
    case transform(CGAffineTransform)
    case fill(OraclePath, CGPathFillRule, OracleColor)
    case stroke(OraclePath, OracleStrokeStyle, OracleColor)
    /// A hairline: Core Graphics's line width 0 ("the thinnest line the device can draw",
    /// one device pixel). Cairo draws nothing for width 0, so its side strokes 1 device pixel.
    case hairline(OraclePath, OracleColor)
    case clip(OraclePath, CGPathFillRule)
    /// Fills the current clip with a linear gradient from `start` to `end`.
    case linearGradient(start: CGPoint, end: CGPoint, stops: [OracleGradientStop], extend: OracleGradientExtension)
    /// Fills the current clip with a two-circle radial gradient.
    case radialGradient(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                        stops: [OracleGradientStop], extend: OracleGradientExtension)
    /// Draws `image` scaled into `rect`, first row at the top (`rect.minY` in y-down space).
    case image(Bitmap, in: CGRect, quality: CGInterpolationQuality)
    case blendMode(CGBlendMode)
    case alpha(CGFloat)
}

/// A named picture: a canvas size and the operations that draw it on a transparent canvas.
struct OracleScene: CustomStringConvertible {
    let name: String
    let width: Int
    let height: Int
    let operations: [OracleOperation]

    init(_ name: String, width: Int = 128, height: Int = 128, _ operations: [OracleOperation]) {
        self.name = name
        self.width = width
        self.height = height
        self.operations = operations
    }

    var description: String { name }
}
