// Vitrine — Apache License 2.0
//
// Executes an `OracleScene` with Vitrine's Core Graphics API, the way app code would.
// The one adaptation: Core Graphics draws an image with its first row at the rectangle's
// maxY (its user space is y-up), so in this y-down canvas the runner flips the CTM about
// the rectangle first, as `UIImage.draw(in:)` does; Cairo puts the first row at minY.
@testable import CoreGraphics

/// Draws oracle scenes with Vitrine.
enum VitrineSceneRenderer {
    /// Renders `scene` into a new transparent bitmap and returns it.
    static func render(_ scene: OracleScene) -> Bitmap {
        // Scenes are built by tests with small positive sizes.
        let bitmap = Bitmap(width: scene.width, height: scene.height)!
        let context = CGContext(bitmap: bitmap)
        for operation in scene.operations {
            switch operation {
            case .saveState:
                context.saveGState()
            case .restoreState:
                context.restoreGState()
            case .transform(let t):
                context.concatenate(t)
            case .fill(let path, let rule, let color):
                addPath(path, to: context)
                context.setFillColor(cgColor(color))
                context.fillPath(using: rule)
            case .stroke(let path, let style, let color):
                addPath(path, to: context)
                context.setLineWidth(style.width)
                context.setLineCap(lineCap(style.cap))
                context.setLineJoin(lineJoin(style.join))
                context.setMiterLimit(style.miterLimit)
                context.setLineDash(phase: style.dashPhase, lengths: style.dash)
                context.setStrokeColor(cgColor(color))
                context.strokePath()
            case .hairline(let path, let color):
                addPath(path, to: context)
                context.saveGState()
                context.setLineWidth(0)
                context.setLineDash(phase: 0, lengths: [])
                context.setStrokeColor(cgColor(color))
                context.strokePath()
                context.restoreGState()
            case .clip(let path, let rule):
                addPath(path, to: context)
                context.clip(using: rule)
            case .linearGradient(let start, let end, let stops, let extend):
                context.drawLinearGradient(gradient(stops), start: start, end: end, options: options(extend))
            case .radialGradient(let c0, let r0, let c1, let r1, let stops, let extend):
                context.drawRadialGradient(gradient(stops), startCenter: c0, startRadius: r0,
                                           endCenter: c1, endRadius: r1, options: options(extend))
            case .image(let image, let rect, let quality):
                context.saveGState()
                context.interpolationQuality = quality
                context.translateBy(x: 0, y: rect.minY + rect.maxY)
                context.scaleBy(x: 1, y: -1)
                context.draw(CGImage(bitmap: image), in: rect)
                context.restoreGState()
            case .blendMode(let mode):
                context.setBlendMode(mode)
            case .alpha(let value):
                context.setAlpha(value)
            }
        }
        return bitmap
    }

    /// Appends `path` to the context's current path.
    static func addPath(_ path: OraclePath, to context: CGContext) {
        for element in path {
            switch element {
            case .move(let x, let y): context.move(to: CGPoint(x: x, y: y))
            case .line(let x, let y): context.addLine(to: CGPoint(x: x, y: y))
            case .quad(let cx, let cy, let x, let y):
                context.addQuadCurve(to: CGPoint(x: x, y: y), control: CGPoint(x: cx, y: cy))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                context.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: c1x, y: c1y), control2: CGPoint(x: c2x, y: c2y))
            case .arc(let center, let radius, let start, let end, let clockwise):
                context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            case .rect(let r): context.addRect(r)
            case .close: context.closePath()
            }
        }
    }

    static func lineCap(_ cap: OracleLineCap) -> CGLineCap {
        switch cap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }

    static func lineJoin(_ join: OracleLineJoin) -> CGLineJoin {
        switch join {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }

    static func cgColor(_ color: OracleColor) -> CGColor {
        let (r, g, b, a) = color.components
        return CGColor(red: r, green: g, blue: b, alpha: a)
    }

    static func gradient(_ stops: [OracleGradientStop]) -> CGGradient {
        // Scenes always give at least one stop with a matching location each.
        CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: stops.map { cgColor($0.color) },
                   locations: stops.map(\.location))!
    }

    static func options(_ extend: OracleGradientExtension) -> CGGradientDrawingOptions {
        extend == .pad ? [.drawsBeforeStartLocation, .drawsAfterEndLocation] : []
    }
}
