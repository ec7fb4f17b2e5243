// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

@MainActor @Suite struct CAGradientLayerTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// `layer` drawn alone by the compositor on transparent black.
    private func render(_ layer: CALayer, size: Int = 64) throws -> Bitmap {
        let compositor = try #require(Compositor(pixelWidth: size, pixelHeight: size, scale: 1))
        compositor.backgroundPixel = 0
        layer.displayTreeIfNeeded()
        compositor.compose([layer])
        return compositor.screen
    }

    private func gradientLayer(_ colors: [Any]?) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        layer.colors = colors
        return layer
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil && layer.type == .axial)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(CAGradientLayerType.conic.rawValue == "conic")
    }

    /// The default axial gradient runs top to bottom: red at the top row's centre, blue at the bottom's.
    @Test func theDefaultGradientRunsDown() throws {
        let screen = try render(gradientLayer([red, blue]))
        #expect(screen[10, 0] >> 16 & 0xFF >= 252 && screen[40, 63] & 0xFF >= 252)
        #expect(screen[0, 31] == screen[63, 31], "rows are one colour")
    }

    /// The conic type: pixel colours follow t = ((atan2(p − start) − atan2(end − start)) / 2π)
    /// mod 1, clockwise on screen, computed here in the layer's coordinates.
    @Test func aConicGradientFollowsTheAngleRoundTheStartPoint() throws {
        let layer = gradientLayer([red, blue])
        layer.type = .conic
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 0.5, y: 0)  // location 0 points up
        let screen = try render(layer)
        let start = atan2(-32.0, 0)
        for (x, y) in [(60, 32), (32, 60), (4, 30), (50, 10), (12, 50), (56, 56), (20, 8)] {
            let dx = Double(x) + 0.5 - 32, dy = Double(y) + 0.5 - 32
            var t = (atan2(dy, dx) - start) / (2 * .pi)
            t -= t.rounded(.down)
            let pixel = screen[x, y]
            let r = Int(pixel >> 16 & 0xFF), b = Int(pixel & 0xFF)
            #expect(abs(r - Int((255 * (1 - t)).rounded())) <= 1 && abs(b - Int((255 * t).rounded())) <= 1,
                    "(\(x), \(y)) t \(t): r \(r) b \(b)")
        }
        // Clockwise on screen: a quarter turn after "up" is the right-hand side.
        #expect(screen[60, 32] >> 16 & 0xFF > screen[4, 30] >> 16 & 0xFF)
    }

    /// A radial gradient's ellipse has radii |end − start| scaled by the bounds in x and y.
    @Test func aRadialGradientIsAnEllipseWithTheLastColourOutside() throws {
        let layer = gradientLayer([red, blue])
        layer.frame = CGRect(x: 0, y: 0, width: 64, height: 32)
        layer.type = .radial
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 1)  // radii 32 and 16
        let screen = try render(layer)
        // Half way out along each axis is the same colour: t = 0.5.
        let alongX = screen[47, 16], alongY = screen[32, 23]
        #expect(abs(Int(alongX & 0xFF) - 128) <= 6 && abs(Int(alongY & 0xFF) - 128) <= 8)
        #expect(screen[1, 1] == 0xFF00_00FF, "beyond the ellipse: the last colour")
    }

    /// Bad input draws nothing or falls back, never traps: fewer than two colours, entries
    /// that are not CGColors, locations of another count, empty or NaN.
    @Test func badInputIsIgnored() throws {
        #expect(try render(gradientLayer(nil))[32, 32] == 0)
        #expect(try render(gradientLayer([red]))[32, 32] == 0)
        #expect(try render(gradientLayer([red, "blue"]))[32, 32] == 0)
        let evenly = try render(gradientLayer([red, blue]))[32, 32]
        for locations: [NSNumber]? in [[], [0.5], [0, 0.5, 1], [NSNumber(value: Double.nan), 1]] {
            let layer = gradientLayer([red, blue])
            layer.locations = locations
            #expect(try render(layer)[32, 32] == evenly, "locations \(String(describing: locations)) are ignored")
        }
        let layer = gradientLayer([red, blue])
        layer.startPoint = CGPoint(x: CGFloat.nan, y: 0)
        _ = try render(layer)
        layer.startPoint = layer.endPoint
        _ = try render(layer)
        layer.type = .radial
        _ = try render(layer)
        layer.type = .conic
        _ = try render(layer)
    }

    @Test func colorsLocationsAndPointsAnimate() throws {
        let layer = gradientLayer([blue, blue])
        let colours = CABasicAnimation(keyPath: "colors")
        colours.fromValue = [red, red]
        colours.duration = 1
        let locations = CABasicAnimation(keyPath: "locations")
        locations.fromValue = [0, 0.5] as [NSNumber]
        locations.toValue = [0.5, 1] as [NSNumber]
        locations.duration = 1
        let start = CABasicAnimation(keyPath: "startPoint")
        start.fromValue = CGPoint(x: 0, y: 0)
        start.toValue = CGPoint(x: 1, y: 0)
        start.duration = 1
        layer.add(colours, forKey: "colours")
        layer.add(locations, forKey: "locations")
        layer.add(start, forKey: "start")
        showFrame(at: 1000)
        showFrame(at: 1000.5)
        let presentation = layer.presentation()!
        #expect((presentation.colors as? [CGColor]) == [CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1),
                                                       CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)])
        #expect(presentation.locations?.map(\.doubleValue) == [0.25, 0.75])
        #expect(presentation.startPoint == CGPoint(x: 0.5, y: 0))
        // The compositor draws the animated colours.
        let screen = try render(layer)
        #expect(abs(Int(screen[32, 32] >> 16 & 0xFF) - 128) <= 1 && abs(Int(screen[32, 32] & 0xFF) - 128) <= 1)
        layer.removeAllAnimations()
        #expect(try render(layer)[32, 32] == 0xFF00_00FF)
    }
}
