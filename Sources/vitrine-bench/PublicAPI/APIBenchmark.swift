// Vitrine — Apache License 2.0
//
// The public-API matrix's two canvases and its cases. Vitrine's side draws through UIKit
// (the context pushed as UIKit's current one, as inside `draw(_:)`), Cairo's side through
// the calls a Cairo programmer writes for the same result; blend modes use Cairo's operator
// of the same definition (plusDarker has none: it is timed against CAIRO_OPERATOR_ADD, the
// same cost of arithmetic, and said so in its name).
import CCairo
import CoreGraphics
import Foundation
import UIKit

@MainActor
final class APIBenchmark {
    let width: Int, height: Int
    private let bitmap: Bitmap
    private let context: CGContext
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let assets: BenchAssets
    /// The 128×128 checker with alpha, as a UIImage and as a Cairo surface.
    private let image: UIImage
    private let imageSurface: OpaquePointer
    private let gradient: CGGradient
    private let cairoLinear: OpaquePointer, cairoRadial: OpaquePointer
    /// Random boxes (128 px, whole pixels) and colours, seeded.
    private let placements: BenchPlacements

    init(width: Int, height: Int) throws {
        guard let bitmap = Bitmap(width: width, height: height) else { throw BenchError("cannot allocate a \(width)x\(height) canvas") }
        self.width = width
        self.height = height
        self.bitmap = bitmap
        context = CGContext(bitmap: bitmap)
        assets = try BenchAssets(width: width, height: height)
        image = UIImage(cgImage: CGImage(bitmap: assets.pattern))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cr = cairo_create(surface)!
        imageSurface = cairo_image_surface_create_for_data(
            UnsafeMutableRawPointer(assets.pattern.pixels).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(assets.pattern.width), Int32(assets.pattern.height), Int32(assets.pattern.bytesPerRow))!
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, cairo_surface_status(imageSurface) == CAIRO_STATUS_SUCCESS else {
            throw BenchError("Cairo could not create its surfaces")
        }
        guard let gradient = CGGradient(colorsSpace: nil,
                                        colors: [CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1), CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.6)],
                                        locations: [0, 1])
        else { throw BenchError("cannot create the gradient") }
        self.gradient = gradient
        let w = Double(width), h = Double(height)
        cairoLinear = cairo_pattern_create_linear(0, 0, w, h)!
        cairoRadial = cairo_pattern_create_radial(w / 2, h / 2, 0, w / 2, h / 2, h / 2)!
        for pattern in [cairoLinear, cairoRadial] {
            cairo_pattern_add_color_stop_rgba(pattern, 0, 0.9, 0.2, 0.1, 1)
            cairo_pattern_add_color_stop_rgba(pattern, 1, 0.1, 0.3, 0.9, 0.6)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        placements = BenchPlacements(.fillRectAligned, size: 128, count: 64, width: width - 200, height: height - 200,
                                     seed: 0x5EED_A11)
    }

    func run(quick: Bool, filter: String?) throws {
        let target = quick ? 0.005 : 0.05
        let runs = quick ? 1 : 3
        var cases = makeCases()
        if let filter, !filter.isEmpty { cases = cases.filter { $0.name.localizedCaseInsensitiveContains(filter) } }
        guard !cases.isEmpty else { throw BenchError("no case matches --filter \(filter ?? "")") }
        let framePixels = Double(width * height)
        print(BenchReport.header)
        var ratios: [(String, Double)] = []
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        for apiCase in cases {
            reset()
            context.saveGState()
            let vitrineRate = BenchTimer.rate(target: target, runs: runs, operation: { apiCase.vitrine($0) }, finish: {})
            context.restoreGState()
            cairo_save(cr)
            let cairoRate = BenchTimer.rate(target: target, runs: runs, operation: { apiCase.cairo($0) }, finish: { cairo_surface_flush(self.surface) })
            cairo_restore(cr)
            let result = BenchResult(name: apiCase.name, vitrineOpsPerSecond: vitrineRate, cairoOpsPerSecond: cairoRate,
                                     pixelsPerOperation: apiCase.pixels, glyphsPerOperation: nil)
            print(BenchReport.row(result))
            if apiCase.memsetBound {
                let memory = MemoryBandwidth(width: width, height: height, target: target, runs: runs)
                let memset = memory.memsetPerSecond * framePixels / 1e6
                print(String(format: "  memset right before it: %.0f Mpix/s; %@ at %.2f× memset", memset, apiCase.name,
                             result.vitrineMegapixelsPerSecond / memset))
            }
            fflush(nil)
            ratios.append((apiCase.family, result.ratio))
        }
        print("\ngeometric mean Vitrine/Cairo by family:")
        var families: [String] = []
        for (family, _) in ratios where !families.contains(family) { families.append(family) }
        for family in families {
            let values = ratios.filter { $0.0 == family }.map(\.1)
            print(String(format: "  %-24@ %5.2f× (%d cases)", family, Self.geometricMean(values), values.count))
        }
        print(String(format: "all %d cases: %.2f× (goal ≥ 3, no family below 1.5)", ratios.count, Self.geometricMean(ratios.map(\.1))))
    }

    private static func geometricMean(_ values: [Double]) -> Double {
        exp(values.map { log($0) }.reduce(0, +) / Double(max(1, values.count)))
    }

    /// Both canvases opaque white.
    private func reset() {
        bitmap.fill(bitmap.bounds, with: 0xFFFF_FFFF)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    private func placement(_ index: Int) -> BenchPlacement { placements.items[index % placements.items.count] }

    private func color(_ p: BenchPlacement, alpha: CGFloat? = nil) -> UIColor {
        UIColor(red: p.color.0, green: p.color.1, blue: p.color.2, alpha: alpha ?? p.color.3)
    }

    private func cairoColor(_ p: BenchPlacement, alpha: CGFloat? = nil) {
        cairo_set_source_rgba(cr, p.color.0, p.color.1, p.color.2, alpha ?? p.color.3)
    }

    private func cairoRect(_ r: CGRect) { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }

    /// One opaque pixel at the box's top-left corner (source-over), through UIKit.
    private func dot(_ p: BenchPlacement) {
        color(p, alpha: 1).setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(origin: p.box.origin, size: CGSize(width: 1, height: 1)))
    }

    /// The same pixel through Cairo.
    private func cairoDot(_ p: BenchPlacement) {
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairoColor(p, alpha: 1)
        cairo_rectangle(cr, p.box.minX, p.box.minY, 1, 1)
        cairo_fill(cr)
    }

    private func makeCases() -> [APICase] {
        let full = CGRect(x: 0, y: 0, width: width, height: height)
        let fullPixels = Double(width * height), boxPixels = 128.0 * 128
        var cases: [APICase] = []

        // UIRectFill is `.copy` (Cairo's SOURCE); full canvas and 128 px boxes.
        cases.append(APICase(name: "UIRectFill/full", pixels: fullPixels, memsetBound: true,
                             vitrine: { [unowned self] i in color(placement(i), alpha: 1).setFill(); UIRectFill(full) },
                             cairo: { [unowned self] i in
                                 cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE); cairoColor(placement(i), alpha: 1); cairoRect(full); cairo_fill(cr)
                             }))
        cases.append(APICase(name: "UIRectFill/fullAlpha", pixels: fullPixels, memsetBound: true,
                             vitrine: { [unowned self] i in color(placement(i), alpha: 0.5).setFill(); UIRectFill(full) },
                             cairo: { [unowned self] i in
                                 cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE); cairoColor(placement(i), alpha: 0.5); cairoRect(full); cairo_fill(cr)
                             }))
        cases.append(APICase(name: "UIRectFill/128", pixels: boxPixels,
                             vitrine: { [unowned self] i in let p = placement(i); color(p).setFill(); UIRectFill(p.box) },
                             cairo: { [unowned self] i in
                                 let p = placement(i); cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE); cairoColor(p); cairoRect(p.box); cairo_fill(cr)
                             }))
        cases.append(APICase(name: "UIRectFrame/128", pixels: boxPixels,
                             vitrine: { [unowned self] i in let p = placement(i); color(p).setFill(); UIRectFrame(p.box) },
                             cairo: { [unowned self] i in
                                 let p = placement(i), b = p.box
                                 cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE); cairoColor(p)
                                 cairo_rectangle(cr, b.minX, b.minY, b.width, 1); cairo_rectangle(cr, b.minX, b.maxY - 1, b.width, 1)
                                 cairo_rectangle(cr, b.minX, b.minY + 1, 1, b.height - 2); cairo_rectangle(cr, b.maxX - 1, b.minY + 1, 1, b.height - 2)
                                 cairo_fill(cr)
                             }))
        // Every blend mode: UIRectFillUsingBlendMode (CGContext.setBlendMode + fill) of a
        // translucent colour over 128 px boxes, and the 50 % full-canvas case for each.
        for (mode, op, name) in Self.blendModes {
            cases.append(APICase(name: "BlendMode/\(name)", pixels: boxPixels,
                                 vitrine: { [unowned self] i in let p = placement(i); color(p).setFill(); UIRectFillUsingBlendMode(p.box, mode) },
                                 cairo: { [unowned self] i in let p = placement(i); cairo_set_operator(cr, op); cairoColor(p); cairoRect(p.box); cairo_fill(cr) }))
        }
        // clear(_:) of the canvas and of boxes. Each clear follows a one-pixel fill inside
        // its area on both sides: Cairo skips clearing a surface it knows to be clear, and
        // without a drawing in between it would time that shortcut.
        cases.append(APICase(name: "Clear/full", pixels: fullPixels, memsetBound: true,
                             vitrine: { [unowned self] i in dot(placement(i)); UIGraphicsGetCurrentContext()?.clear(full) },
                             cairo: { [unowned self] i in
                                 cairoDot(placement(i)); cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR); cairoRect(full); cairo_fill(cr)
                             }))
        cases.append(APICase(name: "Clear/128", pixels: boxPixels,
                             vitrine: { [unowned self] i in let p = placement(i); dot(p); UIGraphicsGetCurrentContext()?.clear(p.box) },
                             cairo: { [unowned self] i in
                                 let p = placement(i); cairoDot(p); cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR); cairoRect(p.box); cairo_fill(cr)
                             }))
        // UIImage: the 128 px checker with alpha, at its size, scaled ×1.5, and blended.
        cases.append(APICase(name: "UIImage/drawAt", pixels: boxPixels,
                             vitrine: { [unowned self] i in image.draw(at: placement(i).box.origin) },
                             cairo: { [unowned self] i in
                                 let b = placement(i).box
                                 cairo_set_source_surface(cr, imageSurface, b.minX, b.minY); cairoRect(b); cairo_fill(cr)
                             }))
        cases.append(APICase(name: "UIImage/drawIn", pixels: 192 * 192,
                             vitrine: { [unowned self] i in let b = placement(i).box; image.draw(in: CGRect(x: b.minX, y: b.minY, width: 192, height: 192)) },
                             cairo: { [unowned self] i in
                                 let b = placement(i).box
                                 cairo_save(cr); cairo_translate(cr, b.minX, b.minY); cairo_scale(cr, 1.5, 1.5)
                                 cairo_set_source_surface(cr, imageSurface, 0, 0)
                                 cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
                                 cairo_rectangle(cr, 0, 0, 128, 128); cairo_fill(cr); cairo_restore(cr)
                             }))
        cases.append(APICase(name: "UIImage/drawAtBlendAlpha", pixels: boxPixels,
                             vitrine: { [unowned self] i in image.draw(at: placement(i).box.origin, blendMode: .multiply, alpha: 0.5) },
                             cairo: { [unowned self] i in
                                 let b = placement(i).box
                                 cairo_save(cr); cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
                                 cairo_set_source_surface(cr, imageSurface, b.minX, b.minY); cairoRect(b); cairo_clip(cr)
                                 cairo_paint_with_alpha(cr, 0.5); cairo_restore(cr)
                             }))
        cases.append(APICase(name: "UIImage/drawAsPattern", pixels: fullPixels,
                             vitrine: { [unowned self] _ in image.drawAsPattern(in: full) },
                             cairo: { [unowned self] _ in
                                 cairo_set_source_surface(cr, imageSurface, 0, 0)
                                 cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT)
                                 cairoRect(full); cairo_fill(cr)
                             }))
        // CGContext.draw(_:in:) and draw(_:in:byTiling:), straight into the context.
        let cgImage = image.cgImage!
        cases.append(APICase(name: "CGImage/drawIn", pixels: boxPixels,
                             vitrine: { [unowned self] i in context.draw(cgImage, in: placement(i).box) },
                             cairo: { [unowned self] i in
                                 let b = placement(i).box
                                 cairo_set_source_surface(cr, imageSurface, b.minX, b.minY); cairoRect(b); cairo_fill(cr)
                             }))
        cases.append(APICase(name: "CGImage/byTiling", pixels: fullPixels,
                             vitrine: { [unowned self] _ in context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 128, height: 128), byTiling: true) },
                             cairo: { [unowned self] _ in
                                 cairo_set_source_surface(cr, imageSurface, 0, 0)
                                 cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT)
                                 cairo_paint(cr)
                             }))
        // Gradients over the canvas, and clipped to a rounded rectangle.
        let clip = UIBezierPath(roundedRect: CGRect(x: 100, y: 100, width: width - 200, height: height - 200), cornerRadius: 40)
        let clipPixels = Double((width - 200) * (height - 200))
        let center = CGPoint(x: CGFloat(width) / 2, y: CGFloat(height) / 2)
        for clipped in [false, true] {
            let suffix = clipped ? "clip" : "full"
            cases.append(APICase(name: "Gradient/linear-\(suffix)", pixels: clipped ? clipPixels : fullPixels,
                                 vitrine: { [unowned self] _ in
                                     context.saveGState(); if clipped { clip.addClip() }
                                     context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: CGFloat(width), y: CGFloat(height)),
                                                                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                                     context.restoreGState()
                                 },
                                 cairo: { [unowned self] _ in
                                     cairo_set_source(cr, cairoLinear)
                                     if clipped { cairoRoundedRect(CGRect(x: 100, y: 100, width: width - 200, height: height - 200), 40); cairo_fill(cr) }
                                     else { cairo_paint(cr) }
                                 }))
            cases.append(APICase(name: "Gradient/radial-\(suffix)", pixels: clipped ? clipPixels : fullPixels,
                                 vitrine: { [unowned self] _ in
                                     context.saveGState(); if clipped { clip.addClip() }
                                     context.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center,
                                                                endRadius: CGFloat(height) / 2,
                                                                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                                     context.restoreGState()
                                 },
                                 cairo: { [unowned self] _ in
                                     cairo_set_source(cr, cairoRadial)
                                     if clipped { cairoRoundedRect(CGRect(x: 100, y: 100, width: width - 200, height: height - 200), 40); cairo_fill(cr) }
                                     else { cairo_paint(cr) }
                                 }))
        }
        // Text: one line of 16 px text, placed at random.
        let font = UIFont.systemFont(ofSize: 16)
        let text = NSAttributedString(string: assets.text, attributes: [.font: font, .foregroundColor: UIColor.black])
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 16)
        let textCairo: @MainActor (Int) -> Void = { [unowned self] i in
            let b = placement(i).box
            cairo_set_source_rgb(cr, 0, 0, 0); cairo_move_to(cr, b.minX, b.minY + 16); cairo_show_text(cr, assets.text)
        }
        cases.append(APICase(name: "Text/drawAt", pixels: 0, vitrine: { [unowned self] i in text.draw(at: placement(i).box.origin) }, cairo: textCairo))
        cases.append(APICase(name: "Text/drawIn", pixels: 0,
                             vitrine: { [unowned self] i in let b = placement(i).box; text.draw(in: CGRect(x: b.minX, y: b.minY, width: 600, height: 40)) },
                             cairo: textCairo))
        cases.append(APICase(name: "Text/drawWithOptions", pixels: 0,
                             vitrine: { [unowned self] i in
                                 let b = placement(i).box
                                 text.draw(with: CGRect(x: b.minX, y: b.minY, width: 600, height: 40), options: .usesLineFragmentOrigin, context: nil)
                             },
                             cairo: textCairo))
        // UIBezierPath: a rounded rectangle filled, and stroked with a dash.
        cases.append(APICase(name: "BezierPath/fillRounded", pixels: boxPixels,
                             vitrine: { [unowned self] i in
                                 let p = placement(i); color(p).setFill(); UIBezierPath(roundedRect: p.box, cornerRadius: 16).fill()
                             },
                             cairo: { [unowned self] i in let p = placement(i); cairoColor(p); cairoRoundedRect(p.box, 16); cairo_fill(cr) }))
        cases.append(APICase(name: "BezierPath/strokeDashed", pixels: boxPixels,
                             vitrine: { [unowned self] i in
                                 let p = placement(i); color(p).setStroke()
                                 let path = UIBezierPath(roundedRect: p.box, cornerRadius: 16)
                                 path.lineWidth = 2
                                 let dash: [CGFloat] = [6, 3]
                                 path.setLineDash(dash, count: 2, phase: 0)
                                 path.stroke()
                             },
                             cairo: { [unowned self] i in
                                 let p = placement(i); cairoColor(p); cairoRoundedRect(p.box, 16)
                                 let dash: [Double] = [6, 3]
                                 cairo_set_line_width(cr, 2); cairo_set_dash(cr, dash, 2, 0); cairo_stroke(cr); cairo_set_dash(cr, nil, 0, 0)
                             }))
        return cases
    }

    private func cairoRoundedRect(_ b: CGRect, _ r: Double) {
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, b.maxX - r, b.minY + r, r, -half, 0)
        cairo_arc(cr, b.maxX - r, b.maxY - r, r, 0, half)
        cairo_arc(cr, b.minX + r, b.maxY - r, r, half, 2 * half)
        cairo_arc(cr, b.minX + r, b.minY + r, r, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    /// Every CGBlendMode with Cairo's operator of the same definition.
    static let blendModes: [(CGBlendMode, cairo_operator_t, String)] = [
        (.normal, CAIRO_OPERATOR_OVER, "normal"), (.multiply, CAIRO_OPERATOR_MULTIPLY, "multiply"),
        (.screen, CAIRO_OPERATOR_SCREEN, "screen"), (.overlay, CAIRO_OPERATOR_OVERLAY, "overlay"),
        (.darken, CAIRO_OPERATOR_DARKEN, "darken"), (.lighten, CAIRO_OPERATOR_LIGHTEN, "lighten"),
        (.colorDodge, CAIRO_OPERATOR_COLOR_DODGE, "colorDodge"), (.colorBurn, CAIRO_OPERATOR_COLOR_BURN, "colorBurn"),
        (.softLight, CAIRO_OPERATOR_SOFT_LIGHT, "softLight"), (.hardLight, CAIRO_OPERATOR_HARD_LIGHT, "hardLight"),
        (.difference, CAIRO_OPERATOR_DIFFERENCE, "difference"), (.exclusion, CAIRO_OPERATOR_EXCLUSION, "exclusion"),
        (.hue, CAIRO_OPERATOR_HSL_HUE, "hue"), (.saturation, CAIRO_OPERATOR_HSL_SATURATION, "saturation"),
        (.color, CAIRO_OPERATOR_HSL_COLOR, "color"), (.luminosity, CAIRO_OPERATOR_HSL_LUMINOSITY, "luminosity"),
        (.clear, CAIRO_OPERATOR_CLEAR, "clear"), (.copy, CAIRO_OPERATOR_SOURCE, "copy"),
        (.sourceIn, CAIRO_OPERATOR_IN, "sourceIn"), (.sourceOut, CAIRO_OPERATOR_OUT, "sourceOut"),
        (.sourceAtop, CAIRO_OPERATOR_ATOP, "sourceAtop"), (.destinationOver, CAIRO_OPERATOR_DEST_OVER, "destinationOver"),
        (.destinationIn, CAIRO_OPERATOR_DEST_IN, "destinationIn"), (.destinationOut, CAIRO_OPERATOR_DEST_OUT, "destinationOut"),
        (.destinationAtop, CAIRO_OPERATOR_DEST_ATOP, "destinationAtop"), (.xor, CAIRO_OPERATOR_XOR, "xor"),
        (.plusDarker, CAIRO_OPERATOR_ADD, "plusDarker-vsADD"), (.plusLighter, CAIRO_OPERATOR_ADD, "plusLighter"),
    ]
}
