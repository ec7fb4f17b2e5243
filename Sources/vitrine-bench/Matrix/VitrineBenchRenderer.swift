// Vitrine — Apache License 2.0
//
// Vitrine drawing the benchmark cases through its Core Graphics API, as app code would:
// `fill(_:)` for rectangles, path + `fillPath`/`strokePath` for the rest; gradients and
// image patterns are clipped to the shape and then drawn (`clip` + `drawLinearGradient` /
// `draw(_:in:)`), which is how Core Graphics paints a path with a gradient or an image.
import CoreGraphics
import Foundation

/// Runs benchmark cases with Vitrine.
final class VitrineBenchRenderer: BenchRenderer {
    let name = "Vitrine"
    private let width: Int, height: Int
    private let bitmap: Bitmap
    private let context: CGContext
    private let assets: BenchAssets
    private let gradient: CGGradient
    private let pattern: CGImage
    private let opaqueScreen: CGImage
    private let alphaScreen: CGImage
    private let textLayout: TextLayout?

    private var benchCase = BenchCase.special(.fullScreenOpaque)
    // Read by every timed operation: no runtime exclusivity check (one thread draws).
    @exclusivity(unchecked) private var placements: [BenchPlacement] = []
    /// Keeps the placements' vertices alive while the case is drawn.
    private var placementStorage: BenchPlacements?

    init(width: Int, height: Int, assets: BenchAssets) throws {
        guard let bitmap = Bitmap(width: width, height: height) else {
            throw BenchError("cannot allocate a \(width)x\(height) canvas")
        }
        guard let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1), CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.6)],
            locations: [0, 1])
        else { throw BenchError("cannot create the benchmark gradient") }
        self.width = width
        self.height = height
        self.bitmap = bitmap
        self.context = CGContext(bitmap: bitmap)
        self.assets = assets
        self.gradient = gradient
        self.pattern = CGImage(bitmap: assets.pattern)
        self.opaqueScreen = CGImage(bitmap: assets.opaqueScreen)
        self.alphaScreen = CGImage(bitmap: assets.alphaScreen)
        if let face = FontCatalog.shared.face(named: "DejaVu Sans") {
            textLayout = TextLayout(text: assets.text, style: TextStyle(face: face, pointSize: assets.textPixelSize))
        } else {
            textLayout = nil
        }
    }

    /// Glyphs one text operation draws.
    var glyphsPerLine: Int { textLayout?.glyphs.count ?? 0 }

    func prepare(_ benchCase: BenchCase, placements: BenchPlacements) throws {
        if case .special(.text) = benchCase, textLayout == nil {
            throw BenchError("fontconfig finds no DejaVu Sans (apt-get install fonts-dejavu-core)")
        }
        self.benchCase = benchCase
        self.placements = placements.items
        placementStorage = placements
        bitmap.fill(bitmap.bounds, with: 0xFFFF_FFFF)
        context.setLineWidth(2)
        context.setBlendMode(.normal)
    }

    func draw(_ index: Int) {
        let p = placements[index % placements.count]
        switch benchCase {
        case .shape(let shape, let style, _):
            draw(shape, style, p)
        case .special(.fullScreenOpaque):
            context.setFillColor(red: p.color.0, green: p.color.1, blue: p.color.2, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        case .special(.fullScreenBlended):
            context.setFillColor(red: p.color.0, green: p.color.1, blue: p.color.2, alpha: 0.5)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        case .special(.imageBlitOpaque):
            drawUpright(opaqueScreen)
        case .special(.imageBlitAlpha):
            drawUpright(alphaScreen)
        case .special(.text):
            // prepare() refused the case when there is no layout.
            context.drawText(textLayout!, at: p.box.origin)
        }
    }

    func flush() {}

    /// Draws a canvas-sized image the right way up, as Cairo does and as `UIImage.draw(in:)`
    /// would: Core Graphics puts an image's first row at the rectangle's maxY, which in this
    /// y-down context is the bottom, so the CTM is flipped around the draw.
    private func drawUpright(_ image: CGImage) {
        context.saveGState()
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        context.restoreGState()
    }

    private func draw(_ shape: BenchShape, _ style: BenchStyle, _ p: BenchPlacement) {
        let rotated = shape == .fillRectRotated
        if rotated || style != .solid { context.saveGState() }
        if rotated {
            context.translateBy(x: p.center.x, y: p.center.y)
            context.rotate(by: p.angle)
        }
        switch style {
        case .solid:
            if shape.isStroke {
                context.setStrokeColor(red: p.color.0, green: p.color.1, blue: p.color.2, alpha: p.color.3)
                addPath(shape, p)
                context.strokePath()
            } else {
                context.setFillColor(red: p.color.0, green: p.color.1, blue: p.color.2, alpha: p.color.3)
                if shape == .fillRectAligned || shape == .fillRectUnaligned || rotated {
                    context.fill(p.box)
                } else {
                    addPath(shape, p)
                    context.fillPath(using: shape.isEvenOdd ? .evenOdd : .winding)
                }
            }
        case .linear, .pattern:
            addPath(shape, p)
            if shape.isStroke { context.replacePathWithStrokedPath() }
            context.clip(using: shape.isEvenOdd ? .evenOdd : .winding)
            if style == .linear {
                context.drawLinearGradient(gradient, start: p.box.origin, end: CGPoint(x: p.box.maxX, y: p.box.maxY),
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            } else {
                context.draw(pattern, in: p.box)
            }
        }
        if rotated || style != .solid { context.restoreGState() }
    }

    private func addPath(_ shape: BenchShape, _ p: BenchPlacement) {
        switch shape {
        case .fillRectAligned, .fillRectUnaligned, .fillRectRotated, .strokeRect:
            context.addRect(p.box)
        case .fillRound, .strokeRound:
            let r = p.radius, b = p.box, half = CGFloat.pi / 2
            context.move(to: CGPoint(x: b.minX + r, y: b.minY))
            context.addArc(center: CGPoint(x: b.maxX - r, y: b.minY + r), radius: r, startAngle: -half, endAngle: 0, clockwise: false)
            context.addArc(center: CGPoint(x: b.maxX - r, y: b.maxY - r), radius: r, startAngle: 0, endAngle: half, clockwise: false)
            context.addArc(center: CGPoint(x: b.minX + r, y: b.maxY - r), radius: r, startAngle: half, endAngle: 2 * half, clockwise: false)
            context.addArc(center: CGPoint(x: b.minX + r, y: b.minY + r), radius: r, startAngle: 2 * half, endAngle: 3 * half, clockwise: false)
            context.closePath()
        default:
            context.move(to: p.points[0])
            for point in p.points.dropFirst() { context.addLine(to: point) }
            context.closePath()
        }
    }
}
