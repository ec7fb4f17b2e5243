// Vitrine — Apache License 2.0
//
// Executes an `OracleScene` with Cairo. Where Cairo's API differs from Core Graphics's,
// the mapping here chooses what makes Cairo draw what Core Graphics specifies:
// - hairlines: Core Graphics draws width 0 as one device pixel; Cairo draws nothing,
//   so this strokes 1 device pixel with an identity matrix;
// - global alpha: Cairo has none; solid colours carry it in their alpha, gradients and
//   images are painted with `cairo_paint_with_alpha`;
// - gradients: `drawLinearGradient` fills the whole clip, so this paints (not fills);
//   no extension is Cairo's EXTEND_NONE, both extensions EXTEND_PAD;
// - images: Core Graphics clamps samples at the image's edge and antialiases the
//   destination rectangle, so the pattern uses EXTEND_PAD and fills that rectangle;
//   interpolation none → NEAREST, low/medium/default → BILINEAR, high → GOOD.
import CCairo
import Foundation
@testable import CoreGraphics

/// Draws oracle scenes with Cairo.
enum CairoSceneRenderer {
    /// Renders `scene` into a new Cairo canvas and returns its pixels.
    /// - Throws: `CairoError` when Cairo fails or the scene uses what Cairo cannot draw.
    static func render(_ scene: OracleScene) throws -> Bitmap {
        let canvas = try CairoCanvas(width: scene.width, height: scene.height)
        let cr = canvas.context
        var alphaStack: [CGFloat] = []
        var alpha: CGFloat = 1
        var images: [CairoImageSurface] = []  // alive until the canvas is read
        for operation in scene.operations {
            switch operation {
            case .saveState:
                cairo_save(cr)
                alphaStack.append(alpha)
            case .restoreState:
                cairo_restore(cr)
                alpha = alphaStack.popLast() ?? alpha
            case .transform(let t):
                var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
                cairo_transform(cr, &matrix)
            case .fill(let path, let rule, let color):
                addPath(path, to: cr)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setSource(color, alpha: alpha, on: cr)
                cairo_fill(cr)
            case .stroke(let path, let style, let color):
                addPath(path, to: cr)
                apply(style, to: cr)
                setSource(color, alpha: alpha, on: cr)
                cairo_stroke(cr)
            case .hairline(let path, let color):
                addPath(path, to: cr)
                cairo_save(cr)
                cairo_identity_matrix(cr)  // the width below is in device pixels
                cairo_set_line_width(cr, 1)
                cairo_set_dash(cr, nil, 0, 0)
                setSource(color, alpha: alpha, on: cr)
                cairo_stroke(cr)
                cairo_restore(cr)
            case .clip(let path, let rule):
                addPath(path, to: cr)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            case .linearGradient(let start, let end, let stops, let extend):
                let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
                paintGradient(pattern, stops: stops, extend: extend, alpha: alpha, on: cr)
            case .radialGradient(let c0, let r0, let c1, let r1, let stops, let extend):
                let pattern = cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1)!
                paintGradient(pattern, stops: stops, extend: extend, alpha: alpha, on: cr)
            case .image(let bitmap, let rect, let quality):
                let image = try CairoImageSurface(bitmap)
                images.append(image)
                cairo_save(cr)
                cairo_translate(cr, rect.minX, rect.minY)
                cairo_scale(cr, rect.width / CGFloat(bitmap.width), rect.height / CGFloat(bitmap.height))
                cairo_set_source_surface(cr, image.surface, 0, 0)
                let pattern = cairo_get_source(cr)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(pattern, filter(for: quality))
                cairo_rectangle(cr, 0, 0, CGFloat(bitmap.width), CGFloat(bitmap.height))
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, alpha)
                cairo_restore(cr)
            case .blendMode(let mode):
                cairo_set_operator(cr, try cairoOperator(for: mode))
            case .alpha(let value):
                alpha = min(max(value, 0), 1)
            }
            try canvas.checkStatus()
        }
        let pixels = canvas.snapshot()
        withExtendedLifetime(images) {}
        return pixels
    }

    /// Appends `path` to Cairo's current path.
    static func addPath(_ path: OraclePath, to cr: OpaquePointer) {
        for element in path {
            switch element {
            case .move(let x, let y): cairo_move_to(cr, x, y)
            case .line(let x, let y): cairo_line_to(cr, x, y)
            case .quad(let cx, let cy, let x, let y):
                // Degree elevation: the cubic with controls ⅔ of the way to the quadratic control.
                var x0: Double = 0, y0: Double = 0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(cr, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0),
                               x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                cairo_curve_to(cr, c1x, c1y, c2x, c2y, x, y)
            case .arc(let center, let radius, let start, let end, let clockwise):
                if clockwise {
                    cairo_arc_negative(cr, center.x, center.y, radius, start, end)
                } else {
                    cairo_arc(cr, center.x, center.y, radius, start, end)
                }
            case .rect(let r): cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            case .close: cairo_close_path(cr)
            }
        }
    }

    static func apply(_ style: OracleStrokeStyle, to cr: OpaquePointer) {
        cairo_set_line_width(cr, style.width)
        switch style.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, style.miterLimit)
        cairo_set_dash(cr, style.dash.map(Double.init), Int32(style.dash.count), style.dashPhase)
    }

    static func setSource(_ color: OracleColor, alpha: CGFloat, on cr: OpaquePointer) {
        let (r, g, b, a) = color.components
        cairo_set_source_rgba(cr, r, g, b, a * alpha)
    }

    static func paintGradient(_ pattern: OpaquePointer, stops: [OracleGradientStop], extend: OracleGradientExtension,
                              alpha: CGFloat, on cr: OpaquePointer) {
        for stop in stops {
            let (r, g, b, a) = stop.color.components
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, r, g, b, a)
        }
        cairo_pattern_set_extend(pattern, extend == .pad ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
        cairo_pattern_destroy(pattern)
    }

    static func filter(for quality: CGInterpolationQuality) -> cairo_filter_t {
        switch quality {
        case .none: CAIRO_FILTER_NEAREST
        case .low, .medium, .default: CAIRO_FILTER_BILINEAR
        case .high: CAIRO_FILTER_GOOD
        }
    }

    /// Cairo's operator for a Core Graphics blend mode (both follow the PDF blend modes
    /// and Porter–Duff); `plusDarker` has no Cairo counterpart.
    static func cairoOperator(for mode: CGBlendMode) throws -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .plusDarker:
            throw CairoError("cairo_set_operator", message: "plusDarker has no Cairo operator")
        }
    }
}
