// Vitrine — Apache License 2.0
import CCairo
import Foundation
import Testing
@testable import CoreGraphics

@Suite struct CGContextGradientTests {
    let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0.5, blue: 1, alpha: 1),
                  CGColor(red: 1, green: 1, blue: 0, alpha: 1)]

    /// Three opaque stops along a diagonal, with both extends, against Cairo's linear
    /// pattern with EXTEND_PAD (the same t, colour stops and pixel centres). Tolerance 2
    /// (table quantization and rounding); measured 1.
    @Test func linearMatchesCairo() {
        let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: [0, 0.3, 1])!
        let context = CGContext(bitmap: Bitmap(width: 64, height: 48)!)
        context.drawLinearGradient(gradient, start: CGPoint(x: 8, y: 4), end: CGPoint(x: 56, y: 40),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let cairo = cairoRender(width: 64, height: 48) { cr in
            let pattern = cairo_pattern_create_linear(8, 4, 56, 40)
            cairo_pattern_add_color_stop_rgba(pattern, 0, 1, 0, 0, 1)
            cairo_pattern_add_color_stop_rgba(pattern, 0.3, 0, 0.5, 1, 1)
            cairo_pattern_add_color_stop_rgba(pattern, 1, 1, 1, 0, 1)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
        let difference = maxChannelDifference(context.bitmap, cairo)
        #expect(difference <= 2, "max channel difference \(difference)")
    }

    /// Two-circle radial gradient with both extends (start circle inside the end circle, so
    /// every pixel is defined), against Cairo's radial pattern with EXTEND_PAD, under a
    /// UIKit-style scale-2 CTM. Tolerance 2; measured 1.
    @Test func radialMatchesCairo() {
        let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil)!
        let context = CGContext(bitmap: Bitmap(width: 64, height: 64)!)
        context.scaleBy(x: 2, y: 2)
        context.drawRadialGradient(gradient, startCenter: CGPoint(x: 12, y: 14), startRadius: 2,
                                   endCenter: CGPoint(x: 16, y: 16), endRadius: 14,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let cairo = cairoRender(width: 64, height: 64) { cr in
            cairo_scale(cr, 2, 2)
            let pattern = cairo_pattern_create_radial(12, 14, 2, 16, 16, 14)
            cairo_pattern_add_color_stop_rgba(pattern, 0, 1, 0, 0, 1)
            cairo_pattern_add_color_stop_rgba(pattern, 0.5, 0, 0.5, 1, 1)
            cairo_pattern_add_color_stop_rgba(pattern, 1, 1, 1, 0, 1)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
        let difference = maxChannelDifference(context.bitmap, cairo)
        #expect(difference <= 2, "max channel difference \(difference)")
    }

    /// Without options a linear gradient leaves the area before its start and after its end
    /// untouched, and the clip bounds what is drawn.
    @Test func extentAndClip() {
        let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil)!
        let context = CGContext(bitmap: Bitmap(width: 40, height: 10)!)
        context.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0), options: [])
        #expect(context.bitmap[5, 5] == 0 && context.bitmap[35, 5] == 0)
        #expect(context.bitmap[10, 5] >> 24 == 0xFF && context.bitmap[29, 5] >> 24 == 0xFF)
        context.state.clip.intersect(PixelRect(x: 0, y: 0, width: 20, height: 10))
        context.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
                                   options: .drawsAfterEndLocation)
        #expect(context.bitmap[35, 5] == 0)
        #expect(context.bitmap[15, 5] >> 24 == 0xFF)
    }
}
