// Vitrine — Apache License 2.0
// Rounded backgrounds, borders and rounded clips composed by the compositor, against
// Cairo drawing the same shapes on a surface of the same size (CAIRO_FORMAT_ARGB32 is
// Vitrine's pixel format). Tolerances are the oracle suite's (ComparisonTolerance in
// OracleSupport): pixels wholly inside or outside a shape exact, curved edges within
// 40 levels of a channel, since the two rasterizers flatten and cover curves differently.
import CCairo
import Foundation
import Testing
@testable import QuartzCore

@MainActor @Suite struct LayerStyleOracleTests {
    nonisolated static let scales: [CGFloat] = [1, 1.5, 2.25]
    private let screen = CGSize(width: 120, height: 90)

    /// A Cairo ARGB32 surface of the screen's pixel size, opaque black as the compositor's
    /// empty screen, scaled to points.
    private final class Cairo {
        let surface: OpaquePointer
        let context: OpaquePointer
        let width: Int, height: Int

        init(width: Int, height: Int, scale: CGFloat) {
            self.width = width
            self.height = height
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            context = cairo_create(surface)!
            cairo_set_tolerance(context, 0.1)
            cairo_set_source_rgba(context, 0, 0, 0, 1)
            cairo_paint(context)
            cairo_scale(context, Double(scale), Double(scale))
        }

        deinit {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }

        /// A rounded rectangle of quarter circles, as Core Animation's circular corners.
        func roundedRect(_ r: CGRect, radius: CGFloat) {
            let (x, y, w, h) = (Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            let k = Double(min(radius, min(r.width, r.height) / 2))
            cairo_new_sub_path(context)
            cairo_arc(context, x + w - k, y + k, k, -Double.pi / 2, 0)
            cairo_arc(context, x + w - k, y + h - k, k, 0, Double.pi / 2)
            cairo_arc(context, x + k, y + h - k, k, Double.pi / 2, Double.pi)
            cairo_arc(context, x + k, y + k, k, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(context)
        }

        func fill(_ red: Double, _ green: Double, _ blue: Double, evenOdd: Bool = false) {
            cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(context, red, green, blue, 1)
            cairo_fill(context)
        }

        /// The surface's pixels as a Bitmap.
        func bitmap() -> Bitmap {
            cairo_surface_flush(surface)
            let data = cairo_image_surface_get_data(surface)!
            let stride = Int(cairo_image_surface_get_stride(surface))
            let result = Bitmap(width: width, height: height)!
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { result[x, y] = row[x] }
            }
            return result
        }
    }

    private func compose(_ tree: CALayer, scale: CGFloat) throws -> Bitmap {
        let compositor = try #require(Compositor(pixelWidth: Int(screen.width * scale), pixelHeight: Int(screen.height * scale),
                                                 scale: scale))
        compositor.compose([tree])
        return compositor.screen
    }

    private func root() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: screen)
        root.position = CGPoint(x: screen.width / 2, y: screen.height / 2)
        return root
    }

    // Whole device pixels at every scale (×1.5 and ×2.25), so an image of the card's size is not resampled.
    private let card = CGRect(x: 12, y: 8, width: 88, height: 64)
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    @Test(arguments: scales) func aRoundedBackgroundIsCairosRoundedRectangle(scale: CGFloat) throws {
        let tree = root()
        let layer = layer(card, red)
        layer.cornerRadius = 14.5
        tree.addSublayer(layer)
        let cairo = Cairo(width: Int(screen.width * scale), height: Int(screen.height * scale), scale: scale)
        cairo.roundedRect(card, radius: 14.5)
        cairo.fill(1, 0, 0)
        let ours = try compose(tree, scale: scale), theirs = cairo.bitmap()
        #expect(largestChannelDifference(ours, theirs) <= 40, "\(largestDifferenceLocation(ours, theirs))")
        // Inside, away from the corners, and outside: exact.
        #expect(ours[Int(60 * scale), Int(40 * scale)] == 0xFFFF_0000)
        #expect(ours[Int(13 * scale), Int(9 * scale)] == theirs[Int(13 * scale), Int(9 * scale)])
        // A corner pixel is partly covered: the radius shows.
        let corner = ours[Int(13 * scale), Int(9 * scale)]
        #expect(corner == 0xFF00_0000 || corner >> 16 & 0xFF < 0xFF)
    }

    @Test(arguments: scales) func aBorderIsTheRingBetweenTheOutlineAndItsInset(scale: CGFloat) throws {
        let tree = root()
        let layer = layer(card, red)
        layer.cornerRadius = 16
        layer.borderWidth = 3.5
        layer.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        tree.addSublayer(layer)
        let cairo = Cairo(width: Int(screen.width * scale), height: Int(screen.height * scale), scale: scale)
        cairo.roundedRect(card, radius: 16)
        cairo.fill(1, 0, 0)
        cairo.roundedRect(card, radius: 16)
        cairo.roundedRect(card.insetBy(dx: 3.5, dy: 3.5), radius: 16 - 3.5)
        cairo.fill(0, 0, 1, evenOdd: true)
        let ours = try compose(tree, scale: scale), theirs = cairo.bitmap()
        #expect(largestChannelDifference(ours, theirs) <= 40, "\(largestDifferenceLocation(ours, theirs))")
        #expect(ours[Int(60 * scale), Int((card.minY + 1) * scale)] == 0xFF00_00FF)  // on the border
        #expect(ours[Int(60 * scale), Int(40 * scale)] == 0xFFFF_0000)               // inside it
    }

    /// A sublayer larger than its rounded, masking parent shows only inside the outline;
    /// the parent's contents image is clipped alike.
    @Test(arguments: scales) func masksToBoundsClipsSublayersAndContentsToTheRoundedOutline(scale: CGFloat) throws {
        let tree = root()
        let parent = layer(card, nil)
        parent.cornerRadius = 20
        parent.masksToBounds = true
        let child = layer(CGRect(x: -10, y: 30, width: 120, height: 60), CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        parent.addSublayer(child)
        // The parent's contents: opaque blue at the device scale, on whole pixels.
        let pixels = try #require(Bitmap(width: Int(card.width * scale), height: Int(card.height * scale)))
        pixels.fill(pixels.bounds, with: 0xFF00_00FF)
        parent.contents = CGImage(bitmap: pixels)
        parent.contentsScale = scale
        tree.addSublayer(parent)
        let cairo = Cairo(width: Int(screen.width * scale), height: Int(screen.height * scale), scale: scale)
        cairo.roundedRect(card, radius: 20)
        cairo_clip(cairo.context)
        cairo_set_source_rgba(cairo.context, 0, 0, 1, 1)
        cairo_paint(cairo.context)
        cairo_rectangle(cairo.context, 2, 38, 120, 60)
        cairo.fill(0, 1, 0)
        let ours = try compose(tree, scale: scale), theirs = cairo.bitmap()
        #expect(largestChannelDifference(ours, theirs) <= 40, "\(largestDifferenceLocation(ours, theirs))")
        #expect(ours[Int((card.minX + 1) * scale), Int((card.maxY - 1) * scale)] != 0xFF00_FF00)  // the corner cuts the child
        #expect(ours[Int(60 * scale), Int(60 * scale)] == 0xFF00_FF00)
    }

    /// The continuous corner against Cairo drawing the published construction (PaintCode,
    /// "Code for iOS 7 rounded rectangles": per corner a line to 1.52866483 r, then three
    /// cubics joined by two short lines) from its table, written out here independently.
    @Test(arguments: scales) func aContinuousCornerIsThePublishedConstruction(scale: CGFloat) throws {
        let tree = root()
        let layer = layer(card, red)
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        tree.addSublayer(layer)
        let cairo = Cairo(width: Int(screen.width * scale), height: Int(screen.height * scale), scale: scale)
        let r = 12.0
        let (x0, y0, x1, y1) = (Double(card.minX), Double(card.minY), Double(card.maxX), Double(card.maxY))
        // The top-right corner in (along the top side from the corner, down from it), mapped
        // to each corner by mirroring.
        let table: [[Double]] = [
            [1.52866483, 0],
            [1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600],
            [0.63149399, 0.07491100],
            [0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.07491100, 0.63149399],
            [0.06549600, 0.66993427],
            [0, 0.86840689, 0, 1.08849323, 0, 1.52866483],
        ]
        // For each corner: a map from (a, b) to a point, and whether the walk runs
        // from a to b (top right, bottom left) or mirrored (b first).
        let corners: [(Double, Double) -> (Double, Double)] = [
            { a, b in (x1 - a * r, y0 + b * r) },
            { a, b in (x1 - b * r, y1 - a * r) },
            { a, b in (x0 + a * r, y1 - b * r) },
            { a, b in (x0 + b * r, y0 + a * r) },
        ]
        cairo_new_sub_path(cairo.context)
        for map in corners {
            for step in table {
                if step.count == 2 {
                    let p = map(step[0], step[1])
                    cairo_line_to(cairo.context, p.0, p.1)
                } else {
                    let c1 = map(step[0], step[1]), c2 = map(step[2], step[3]), p = map(step[4], step[5])
                    cairo_curve_to(cairo.context, c1.0, c1.1, c2.0, c2.1, p.0, p.1)
                }
            }
        }
        cairo_close_path(cairo.context)
        cairo.fill(1, 0, 0)
        let ours = try compose(tree, scale: scale), theirs = cairo.bitmap()
        #expect(largestChannelDifference(ours, theirs) <= 40, "\(largestDifferenceLocation(ours, theirs))")
        // It differs from a circular corner of the same radius: it starts 1.53 radii out.
        #expect(ours[Int((card.maxX - 1.3 * 12) * scale), Int(card.minY * scale)] >> 16 & 0xFF < 0xFF)
    }

    /// A masking parent on half pixels: its straight sides clip the sublayer once, as
    /// Cairo's clip does (clipping by its bounds and its outline would halve them again).
    @Test func aRoundedMaskOnHalfPixelsAntialiasesItsSidesOnce() throws {
        let tree = root()
        let frame = CGRect(x: 12.5, y: 8.5, width: 80, height: 60)
        let parent = layer(frame, nil)
        parent.cornerRadius = 10
        parent.masksToBounds = true
        parent.addSublayer(layer(CGRect(x: -20, y: -20, width: 200, height: 200), CGColor(red: 0, green: 1, blue: 0, alpha: 1)))
        tree.addSublayer(parent)
        let cairo = Cairo(width: Int(screen.width), height: Int(screen.height), scale: 1)
        cairo.roundedRect(frame, radius: 10)
        cairo.fill(0, 1, 0)
        let ours = try compose(tree, scale: 1), theirs = cairo.bitmap()
        #expect(largestChannelDifference(ours, theirs) <= 40, "\(largestDifferenceLocation(ours, theirs))")
        #expect(ours[50, 8] >> 8 & 0xFF == 0x80)  // half the top row's pixel: green 128
    }
}
