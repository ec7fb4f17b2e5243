// Vitrine — Apache License 2.0
//
// The benchmark's peer: Debian's Cairo (over pixman) drawing the same cases into an
// ARGB32 image surface of the same size. Each case uses what a Cairo programmer would:
// rectangle + fill (Cairo turns aligned boxes into pixman fills), patterns set as the
// source and reused (their matrix moved per shape), an RGB24 view of the opaque image so
// pixman may copy it, and pre-shaped glyphs for text.
import CCairo
import CoreGraphics
import Foundation

/// Runs benchmark cases with Cairo.
final class CairoBenchRenderer: BenchRenderer {
    let name = "Cairo"
    private let width: Int, height: Int
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let assets: BenchAssets
    private let gradient: OpaquePointer
    private let patternSurface: OpaquePointer
    private let patternSource: OpaquePointer
    private let opaqueScreen: OpaquePointer
    private let alphaScreen: OpaquePointer
    private var glyphs: [cairo_glyph_t] = []

    private var benchCase = BenchCase.special(.fullScreenOpaque)
    // Read by every timed operation: no runtime exclusivity check (one thread draws).
    @exclusivity(unchecked) private var placements: [BenchPlacement] = []
    /// Keeps the placements' vertices alive while the case is drawn.
    private var placementStorage: BenchPlacements?

    init(width: Int, height: Int, assets: BenchAssets) throws {
        self.width = width
        self.height = height
        self.assets = assets
        // Cairo returns inert error objects rather than nil; statuses are checked below.
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cr = cairo_create(surface)!
        gradient = cairo_pattern_create_linear(0, 0, 1, 1)!
        cairo_pattern_add_color_stop_rgba(gradient, 0, 0.9, 0.2, 0.1, 1)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0.1, 0.3, 0.9, 0.6)
        cairo_pattern_set_extend(gradient, CAIRO_EXTEND_PAD)
        patternSurface = Self.wrap(assets.pattern, format: CAIRO_FORMAT_ARGB32)
        patternSource = cairo_pattern_create_for_surface(patternSurface)!
        cairo_pattern_set_filter(patternSource, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(patternSource, CAIRO_EXTEND_PAD)
        opaqueScreen = Self.wrap(assets.opaqueScreen, format: CAIRO_FORMAT_RGB24)
        alphaScreen = Self.wrap(assets.alphaScreen, format: CAIRO_FORMAT_ARGB32)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, cairo_surface_status(patternSurface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_status(opaqueScreen) == CAIRO_STATUS_SUCCESS else {
            throw BenchError("Cairo could not create its \(width)x\(height) surfaces: "
                             + String(cString: cairo_status_to_string(cairo_status(cr))))
        }
        cairo_set_tolerance(cr, 0.1)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, assets.textPixelSize)
        glyphs = shapeText(assets.text)
    }

    deinit {
        cairo_pattern_destroy(gradient)
        cairo_pattern_destroy(patternSource)
        cairo_surface_destroy(patternSurface)
        cairo_surface_destroy(opaqueScreen)
        cairo_surface_destroy(alphaScreen)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// A Cairo surface over a Vitrine bitmap's pixels, read in place (the same layout as ARGB32).
    private static func wrap(_ bitmap: Bitmap, format: cairo_format_t) -> OpaquePointer {
        cairo_image_surface_create_for_data(
            UnsafeMutableRawPointer(bitmap.pixels).assumingMemoryBound(to: UInt8.self), format,
            Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.bytesPerRow))!
    }

    private func shapeText(_ text: String) -> [cairo_glyph_t] {
        let font = cairo_get_scaled_font(cr)
        var list: UnsafeMutablePointer<cairo_glyph_t>? = nil
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(font, 0, 0, text, -1, &list, &count, nil, nil, nil)
        guard status == CAIRO_STATUS_SUCCESS, let list else { return [] }
        defer { cairo_glyph_free(list) }
        return Array(UnsafeBufferPointer(start: list, count: Int(count)))
    }

    /// Glyphs one text operation draws.
    var glyphsPerLine: Int { glyphs.count }

    func prepare(_ benchCase: BenchCase, placements: BenchPlacements) throws {
        self.benchCase = benchCase
        self.placements = placements.items
        placementStorage = placements
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_line_width(cr, 2)
        if case .shape(let shape, _, _) = benchCase {
            cairo_set_fill_rule(cr, shape.isEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        }
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            throw BenchError("Cairo: " + String(cString: cairo_status_to_string(cairo_status(cr))))
        }
    }

    func draw(_ index: Int) {
        let p = placements[index % placements.count]
        switch benchCase {
        case .shape(let shape, let style, _):
            if shape == .fillRectRotated {
                cairo_save(cr)
                cairo_translate(cr, p.center.x, p.center.y)
                cairo_rotate(cr, p.angle)
            }
            addPath(shape, p)
            setSource(style, p)
            if shape.isStroke { cairo_stroke(cr) } else { cairo_fill(cr) }
            if shape == .fillRectRotated { cairo_restore(cr) }
        case .special(.fullScreenOpaque):
            cairo_set_source_rgb(cr, p.color.0, p.color.1, p.color.2)
            cairo_rectangle(cr, 0, 0, Double(width), Double(height))
            cairo_fill(cr)
        case .special(.fullScreenBlended):
            cairo_set_source_rgba(cr, p.color.0, p.color.1, p.color.2, 0.5)
            cairo_rectangle(cr, 0, 0, Double(width), Double(height))
            cairo_fill(cr)
        case .special(.imageBlitOpaque):
            cairo_set_source_surface(cr, opaqueScreen, 0, 0)
            cairo_paint(cr)
        case .special(.imageBlitAlpha):
            cairo_set_source_surface(cr, alphaScreen, 0, 0)
            cairo_paint(cr)
        case .special(.text):
            cairo_save(cr)
            cairo_translate(cr, p.box.minX, p.box.minY + assets.textPixelSize)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
            cairo_restore(cr)
        }
    }

    func flush() {
        cairo_surface_flush(surface)
    }

    private func addPath(_ shape: BenchShape, _ p: BenchPlacement) {
        switch shape {
        case .fillRectAligned, .fillRectUnaligned, .fillRectRotated, .strokeRect:
            cairo_rectangle(cr, p.box.minX, p.box.minY, p.box.width, p.box.height)
        case .fillRound, .strokeRound:
            let r = p.radius, b = p.box, half = Double.pi / 2
            cairo_new_sub_path(cr)
            cairo_arc(cr, b.maxX - r, b.minY + r, r, -half, 0)
            cairo_arc(cr, b.maxX - r, b.maxY - r, r, 0, half)
            cairo_arc(cr, b.minX + r, b.maxY - r, r, half, 2 * half)
            cairo_arc(cr, b.minX + r, b.minY + r, r, 2 * half, 3 * half)
            cairo_close_path(cr)
        default:
            for (i, point) in p.points.enumerated() {
                if i == 0 { cairo_move_to(cr, point.x, point.y) } else { cairo_line_to(cr, point.x, point.y) }
            }
            cairo_close_path(cr)
        }
    }

    private func setSource(_ style: BenchStyle, _ p: BenchPlacement) {
        switch style {
        case .solid:
            cairo_set_source_rgba(cr, p.color.0, p.color.1, p.color.2, p.color.3)
        case .linear:
            // User space → pattern space: the box becomes the unit square.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / p.box.width, 1 / p.box.height)
            cairo_matrix_translate(&matrix, -p.box.minX, -p.box.minY)
            cairo_pattern_set_matrix(gradient, &matrix)
            cairo_set_source(cr, gradient)
        case .pattern:
            var matrix = cairo_matrix_t()
            let size = Double(BenchAssets.patternSize)
            cairo_matrix_init_scale(&matrix, size / p.box.width, size / p.box.height)
            cairo_matrix_translate(&matrix, -p.box.minX, -p.box.minY)
            cairo_pattern_set_matrix(patternSource, &matrix)
            cairo_set_source(cr, patternSource)
        }
    }
}
