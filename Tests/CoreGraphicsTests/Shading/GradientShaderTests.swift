// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import CoreGraphics

/// Runs `shader` over one span and returns the pixels.
func shade(_ shader: some Shader, x: Int, y: Int, count: Int) -> [UInt32] {
    var out = [UInt32](repeating: 0xDEAD_BEEF, count: count)
    out.withUnsafeMutableBufferPointer { shader.shadeSpan(x: x, y: y, count: count, into: $0.baseAddress!) }
    return out
}

/// The channels of a premultiplied pixel as (a, r, g, b).
func channels(_ p: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
    (Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
}

/// True when every channel of `p` is within `tolerance` of (a, r, g, b).
func close(_ p: UInt32, a: Int, r: Int, g: Int, b: Int, tolerance: Int = 1) -> Bool {
    let c = channels(p)
    return abs(c.a - a) <= tolerance && abs(c.r - r) <= tolerance && abs(c.g - g) <= tolerance
        && abs(c.b - b) <= tolerance
}

let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

@Suite struct GradientShaderTests {
    let blackToWhite = CGGradient(colorsSpace: nil, colors: [black, white], locations: [0, 1])!

    /// Linear, identity CTM, axis (0, 0)→(100, 0): t = (x + 0.5) / 100, grey = round(255·t).
    @Test func linearMatchesTheProjectionOnTheAxis() throws {
        let shader = try #require(LinearGradientShader(
            gradient: blackToWhite, start: .zero, end: CGPoint(x: 100, y: 0), ctm: .identity, options: []))
        let span = shade(shader, x: 0, y: 7, count: 100)
        for x in [0, 10, 37, 50, 99] {
            let grey = Int((255 * (Double(x) + 0.5) / 100).rounded())
            #expect(close(span[x], a: 255, r: grey, g: grey, b: grey), "x = \(x): \(String(span[x], radix: 16))")
        }
    }

    /// A diagonal axis under a scale-2 CTM: user axis (0, 0)→(50, 50) is device (0, 0)→(100, 100);
    /// device pixel (x, y) has user point ((x + 0.5)/2, (y + 0.5)/2), so
    /// t = ((x + 0.5)/2 + (y + 0.5)/2)·50 / (2·50²) = (x + y + 1) / 200.
    @Test func linearUnderAScaledCTM() throws {
        let shader = try #require(LinearGradientShader(
            gradient: blackToWhite, start: .zero, end: CGPoint(x: 50, y: 50),
            ctm: CGAffineTransform(scaleX: 2, y: 2), options: []))
        for (x, y) in [(0, 0), (40, 20), (99, 60), (150, 49)] {
            let p = shade(shader, x: x, y: y, count: 1)[0]
            let grey = Int((255 * Double(x + y + 1) / 200).rounded())
            #expect(close(p, a: 255, r: grey, g: grey, b: grey), "(\(x), \(y)): \(String(p, radix: 16))")
        }
    }

    /// Without options nothing is drawn before the start or after the end; with them the end colours extend.
    @Test func linearExtendOptions() throws {
        let axis = (start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0))
        let plain = try #require(LinearGradientShader(
            gradient: blackToWhite, start: axis.start, end: axis.end, ctm: .identity, options: []))
        let extended = try #require(LinearGradientShader(
            gradient: blackToWhite, start: axis.start, end: axis.end, ctm: .identity,
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation]))
        let a = shade(plain, x: 0, y: 0, count: 30), b = shade(extended, x: 0, y: 0, count: 30)
        #expect(a[5] == 0 && a[25] == 0)
        #expect(b[5] == 0xFF00_0000 && b[25] == 0xFFFF_FFFF)
        #expect(!plain.isOpaque && extended.isOpaque)
        #expect(LinearGradientShader(gradient: blackToWhite, start: .zero, end: .zero, ctm: .identity,
                                     options: []) == nil)
    }

    /// Colours interpolate unpremultiplied: opaque red → transparent blue at t = 0.5 is
    /// straight (0.5, 0, 0.5) with alpha 0.5: A = 128, R = B = round(128·128/255) = 64.
    @Test func interpolationIsUnpremultiplied() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), clearBlue = CGColor(red: 0, green: 0, blue: 1, alpha: 0)
        let gradient = CGGradient(colorsSpace: nil, colors: [red, clearBlue], locations: nil)!
        #expect(CGGradient.pixel(of: gradient.stops, at: 0.5) == 0x8040_0040)
        #expect(close(gradient.tablePixel(0.5), a: 128, r: 64, g: 0, b: 64))
    }

    /// Three stops at 0, 0.2, 1 given out of order; packed gray components (gray, alpha).
    @Test func stopsAndComponentArrays() throws {
        let gradient = try #require(CGGradient(
            colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [1, 1, 0, 1, 0.5, 1],
            locations: [1, 0, 0.2], count: 3))
        #expect(gradient.stops.map(\.location) == [0, 0.2, 1])
        // t = 0.1 is halfway between gray 0 (at 0) and 0.5 (at 0.2): 0.25 → 64.
        #expect(close(gradient.tablePixel(0.1), a: 255, r: 64, g: 64, b: 64))
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [black], locations: [0, 1]) == nil)
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 0, 0], locations: nil,
                           count: 1) == nil)
    }

    /// Concentric circles centre (50, 50), radii 0 and 50: t = distance / 50.
    @Test func radialConcentric() throws {
        let shader = try #require(RadialGradientShader(
            gradient: blackToWhite, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
            endCenter: CGPoint(x: 50, y: 50), endRadius: 50, ctm: .identity, options: []))
        for (x, y) in [(50, 50), (70, 50), (60, 80), (20, 30)] {
            let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
            let grey = Int((255 * d / 50).rounded())
            let p = shade(shader, x: x, y: y, count: 1)[0]
            #expect(close(p, a: 255, r: grey, g: grey, b: grey), "(\(x), \(y)): \(String(p, radix: 16))")
        }
        // (95, 95) is 64 from the centre: past the end circle, nothing without the option.
        #expect(shade(shader, x: 95, y: 95, count: 1)[0] == 0)
        let extended = try #require(RadialGradientShader(
            gradient: blackToWhite, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
            endCenter: CGPoint(x: 50, y: 50), endRadius: 50, ctm: .identity, options: .drawsAfterEndLocation))
        #expect(shade(extended, x: 95, y: 95, count: 1)[0] == 0xFFFF_FFFF)
    }

    /// Two circles, start (30, 50) r 5 inside end (50, 50) r 40. The expected t comes from a
    /// different method than the shader's quadratic: scan t from 1 down for the first sign
    /// change of |p − c(t)| − r(t), then bisect.
    @Test func radialTwoCirclesMatchesAScan() throws {
        let c0 = (x: 30.0, y: 50.0), c1 = (x: 50.0, y: 50.0), r0 = 5.0, r1 = 40.0
        let shader = try #require(RadialGradientShader(
            gradient: blackToWhite, startCenter: CGPoint(x: c0.x, y: c0.y), startRadius: r0,
            endCenter: CGPoint(x: c1.x, y: c1.y), endRadius: r1, ctm: .identity, options: []))
        func f(_ t: Double, _ px: Double, _ py: Double) -> Double {
            hypot(px - (c0.x + t * (c1.x - c0.x)), py - (c0.y + t * (c1.y - c0.y))) - (r0 + t * (r1 - r0))
        }
        for (x, y) in [(40, 50), (20, 50), (60, 30), (80, 50), (36, 52)] {
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            var hi = 1.0
            while hi > 0, f(hi - 0.001, px, py) < 0 { hi -= 0.001 }  // inside circle(t) for t in (hi - step, 1]
            var lo = hi - 0.001
            for _ in 0..<50 { let mid = (lo + hi) / 2; if f(mid, px, py) < 0 { hi = mid } else { lo = mid } }
            let grey = Int((255 * (lo + hi) / 2).rounded())
            let p = shade(shader, x: x, y: y, count: 1)[0]
            #expect(close(p, a: 255, r: grey, g: grey, b: grey), "(\(x), \(y)): \(String(p, radix: 16)) vs \(grey)")
        }
        // Inside the start circle only t < 0 circles pass: drawn only with .drawsBeforeStartLocation.
        #expect(shade(shader, x: 30, y: 50, count: 1)[0] == 0)
        let before = try #require(RadialGradientShader(
            gradient: blackToWhite, startCenter: CGPoint(x: c0.x, y: c0.y), startRadius: r0,
            endCenter: CGPoint(x: c1.x, y: c1.y), endRadius: r1, ctm: .identity, options: .drawsBeforeStartLocation))
        #expect(shade(before, x: 30, y: 50, count: 1)[0] == 0xFF00_0000)
    }

    /// A span over the shader equals pixel-by-pixel evaluation (the incremental stepping drifts by less than a step).
    @Test func spansMatchSinglePixels() throws {
        let shader = try #require(RadialGradientShader(
            gradient: blackToWhite, startCenter: CGPoint(x: 10, y: 10), startRadius: 3,
            endCenter: CGPoint(x: 200, y: 40), endRadius: 300, ctm: CGAffineTransform(rotationAngle: 0.3), options: []))
        let span = shade(shader, x: 0, y: 17, count: 400)
        for x in stride(from: 0, to: 400, by: 37) {
            #expect(span[x] == shade(shader, x: x, y: 17, count: 1)[0])
        }
    }
}
