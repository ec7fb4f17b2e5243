// Vitrine — Apache License 2.0
import CCairo
import Foundation
import Testing
@testable import QuartzCore

/// Shape and gradient layers, composited, against Cairo drawing the same path or pattern.
/// Tolerances are the CoreGraphics oracle's (OracleSupport/ComparisonTolerance.swift):
/// curves and round caps 0 inside / 40 on edges (each library flattens curves its own way,
/// and Cairo samples coverage on 15 sub-rows), gradients 2 everywhere (Vitrine's
/// 1024-entry table, one rounding each side).
@MainActor @Suite struct ShapeLayerOracleTests {
    private let size = 128

    /// `layer` in a root of the oracle's size, composited on white at scale 1.
    private func composite(_ layer: CALayer) throws -> Bitmap {
        let compositor = try #require(Compositor(pixelWidth: size, pixelHeight: size, scale: 1))
        compositor.backgroundPixel = 0xFFFF_FFFF
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        root.position = CGPoint(x: size / 2, y: size / 2)
        root.addSublayer(layer)
        root.displayTreeIfNeeded()
        compositor.compose([root])
        return compositor.screen
    }

    /// A dashed stroke with round caps and joins over a line, a corner and an arc, reaching
    /// outside the layer's bounds on the left and bottom.
    @Test func aDashedRoundCappedStrokeMatchesCairo() throws {
        let blue = CGColor(red: 20 / 255, green: 60 / 255, blue: 200 / 255, alpha: 1)
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 30, y: 20, width: 70, height: 70)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 10))
        path.addLine(to: CGPoint(x: 60, y: 10))
        path.addLine(to: CGPoint(x: 60, y: 50))
        path.addArc(center: CGPoint(x: 30, y: 50), radius: 30, startAngle: 0, endAngle: .pi, clockwise: false)
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = blue
        layer.lineWidth = 7
        layer.lineCap = .round
        layer.lineJoin = .round
        layer.lineDashPattern = [14, 9]
        layer.lineDashPhase = 3
        let vitrine = try composite(layer)
        let cairo = cairoImage(width: size, height: size) { cr in
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_translate(cr, 30, 20)
            cairo_move_to(cr, -20, 10)
            cairo_line_to(cr, 60, 10)
            cairo_line_to(cr, 60, 50)
            cairo_arc(cr, 30, 50, 30, 0, .pi)
            cairoSetColor(cr, blue)
            cairo_set_line_width(cr, 7)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            var dashes: [Double] = [14, 9]
            cairo_set_dash(cr, &dashes, 2, 3)
            cairo_stroke(cr)
        }
        expectLayerMatchesCairo("shape-dashed-round", vitrine: vitrine, cairo: cairo, interior: 0, edge: 40, percent: 12)
    }

    /// A filled even-odd star with a miter-joined stroke over it.
    @Test func aFilledAndStrokedEvenOddShapeMatchesCairo() throws {
        let fill = CGColor(red: 240 / 255, green: 180 / 255, blue: 20 / 255, alpha: 1)
        let stroke = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 14, y: 14, width: 100, height: 100)
        let points = (0..<5).map { i -> CGPoint in
            let angle = -Double.pi / 2 + Double(i) * 4 * .pi / 5
            return CGPoint(x: 50 + 44 * cos(angle), y: 52 + 44 * sin(angle))
        }
        let path = CGMutablePath()
        path.addLines(between: points)
        path.closeSubpath()
        layer.path = path
        layer.fillColor = fill
        layer.fillRule = .evenOdd
        layer.strokeColor = stroke
        layer.lineWidth = 3
        let vitrine = try composite(layer)
        let cairo = cairoImage(width: size, height: size) { cr in
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_translate(cr, 14, 14)
            cairo_move_to(cr, points[0].x, points[0].y)
            for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            cairo_close_path(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairoSetColor(cr, fill)
            cairo_fill_preserve(cr)
            cairoSetColor(cr, stroke)
            cairo_set_line_width(cr, 3)
            cairo_set_miter_limit(cr, 10)
            cairo_stroke(cr)
        }
        // Straight antialiased edges: the oracle's 20.
        expectLayerMatchesCairo("shape-star-evenodd", vitrine: vitrine, cairo: cairo, interior: 0, edge: 20, percent: 15)
    }

    private let stops: [(Double, CGColor)] = [
        (0, CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
        (0.4, CGColor(red: 1, green: 165 / 255, blue: 0, alpha: 1)),
        (1, CGColor(red: 0, green: 0, blue: 1, alpha: 1)),
    ]

    private func gradientLayer(_ type: CAGradientLayerType, start: CGPoint, end: CGPoint) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: size, height: size)
        layer.type = type
        layer.colors = stops.map(\.1)
        layer.locations = stops.map { NSNumber(value: $0.0) }
        layer.startPoint = start
        layer.endPoint = end
        return layer
    }

    private func cairoPattern(_ pattern: OpaquePointer) -> Bitmap {
        cairoImage(width: size, height: size) { cr in
            for (location, color) in stops {
                let c = color.components!  // always red, green, blue, alpha
                cairo_pattern_add_color_stop_rgba(pattern, location, Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]))
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
    }

    @Test func anAxialGradientLayerMatchesCairosLinearPattern() throws {
        let vitrine = try composite(gradientLayer(.axial, start: CGPoint(x: 0.15, y: 0.1), end: CGPoint(x: 0.8, y: 0.9)))
        let cairo = cairoPattern(cairo_pattern_create_linear(0.15 * 128, 0.1 * 128, 0.8 * 128, 0.9 * 128)!)
        expectLayerMatchesCairo("gradient-layer-axial", vitrine: vitrine, cairo: cairo, interior: 2, edge: 2, percent: 100)
    }

    /// A circular radial layer (equal radii: 60 points both ways) against Cairo's radial pattern.
    @Test func aRadialGradientLayerMatchesCairosRadialPattern() throws {
        let layer = gradientLayer(.radial, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 0.5 + 60.0 / 128, y: 0.5 + 60.0 / 128))
        let vitrine = try composite(layer)
        let cairo = cairoPattern(cairo_pattern_create_radial(64, 64, 0, 64, 64, 60)!)
        expectLayerMatchesCairo("gradient-layer-radial", vitrine: vitrine, cairo: cairo, interior: 2, edge: 2, percent: 100)
    }
}
