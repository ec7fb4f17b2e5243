// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

/// Records the keys of the changes it is asked about.
@MainActor final class ActionLog: CAAction {
    var keys: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { keys.append(event) }
}

@MainActor @Suite struct CAShapeLayerTests {
    private let white: UInt32 = 0xFFFF_FFFF
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A compositor on white showing `layer` in a root of `size`.
    private func show(_ layer: CALayer, size: Int = 100) throws -> Compositor {
        let compositor = try #require(Compositor(pixelWidth: size, pixelHeight: size, scale: 1))
        compositor.backgroundPixel = white
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        root.position = CGPoint(x: size / 2, y: size / 2)
        root.addSublayer(layer)
        root.displayTreeIfNeeded()
        compositor.compose([root])
        return compositor
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.fillRule == .nonZero && layer.fillRule.rawValue == "non-zero")
        #expect(layer.strokeColor == nil)
        #expect(layer.lineWidth == 1 && layer.miterLimit == 10 && layer.lineDashPhase == 0)
        #expect(layer.lineCap == .butt && layer.lineJoin == .miter && layer.lineDashPattern == nil)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
    }

    /// The path is in the layer's coordinates, and what lies outside the bounds still shows
    /// (Core Animation does not clip a shape layer to them).
    @Test func thePathDrawsInLayerCoordinatesAndOutsideTheBounds() throws {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        layer.path = CGPath(rect: CGRect(x: -30, y: 5, width: 80, height: 10), transform: nil)
        layer.fillColor = red
        let screen = try show(layer).screen
        #expect(screen[10, 45] == 0xFFFF_0000, "left of the bounds")
        #expect(screen[50, 50] == 0xFFFF_0000, "inside")
        #expect(screen[89, 54] == 0xFFFF_0000, "right of the bounds")
        #expect(screen[9, 45] == white && screen[90, 54] == white && screen[50, 44] == white && screen[50, 55] == white)
        // Masking to bounds clips it, as on iOS.
        layer.masksToBounds = true
        let clipped = try show(layer).screen
        #expect(clipped[10, 45] == white && clipped[50, 50] == 0xFFFF_0000)
    }

    /// A layer with empty bounds (the usual standalone shape layer) draws round its position.
    @Test func aLayerWithoutBoundsDrawsItsPath() throws {
        let layer = CAShapeLayer()
        layer.position = CGPoint(x: 50, y: 50)
        layer.path = CGPath(rect: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        layer.fillColor = red
        let screen = try show(layer).screen
        #expect(screen[40, 40] == 0xFFFF_0000 && screen[59, 59] == 0xFFFF_0000)
        #expect(screen[39, 40] == white && screen[60, 59] == white)
    }

    @Test func aStrokeIsCentredOnThePathAndStrokeEndTrimsIt() throws {
        let layer = CAShapeLayer()
        layer.allowsImplicitAnimations = false  // each change is shown at once, not animated
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 50))
        line.addLine(to: CGPoint(x: 90, y: 50))
        layer.path = line
        layer.fillColor = nil
        layer.strokeColor = red
        layer.lineWidth = 10
        var screen = try show(layer).screen
        #expect(screen[10, 45] == 0xFFFF_0000 && screen[89, 54] == 0xFFFF_0000 && screen[50, 44] == white)
        layer.strokeEnd = 0.5  // 40 of 80: up to x = 50
        screen = try show(layer).screen
        #expect(screen[49, 50] == 0xFFFF_0000 && screen[50, 50] == white)
        layer.strokeStart = 0.25  // from x = 30
        screen = try show(layer).screen
        #expect(screen[29, 50] == white && screen[30, 50] == 0xFFFF_0000)
    }

    /// NaN and negative widths and limits, inverted trims, bad dash patterns: clamped or
    /// ignored, never a trap. Values read back as set.
    @Test func badValuesAreClampedOrIgnored() throws {
        let layer = CAShapeLayer()
        layer.allowsImplicitAnimations = false  // each change is shown at once, not animated
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        layer.fillColor = nil
        layer.strokeColor = red
        for width in [CGFloat.nan, -4, 0, .infinity] {
            layer.lineWidth = width
            #expect(layer.lineWidth.isNaN ? width.isNaN : layer.lineWidth == width)
            let screen = try show(layer).screen
            #expect(screen[80, 50] == white, "width \(width) strokes nothing")
        }
        layer.lineWidth = 4
        for limit in [CGFloat.nan, -1, 0] {
            layer.miterLimit = limit
            _ = try show(layer)
        }
        layer.strokeStart = 0.8
        layer.strokeEnd = 0.2
        #expect(try show(layer).screen[80, 50] == white, "start after end strokes nothing")
        layer.strokeStart = .nan
        layer.strokeEnd = 7
        #expect(try show(layer).screen[80, 50] == 0xFFFF_0000, "NaN start is 0, an end beyond 1 is 1")
        layer.lineDashPattern = [NSNumber(value: -3), 4]
        #expect(try show(layer).screen[80, 50] == 0xFFFF_0000, "a negative dash strokes solid")
        layer.lineDashPattern = [0, 0]
        #expect(try show(layer).screen[80, 50] == 0xFFFF_0000, "an all-zero pattern strokes solid")
        layer.lineDashPattern = []
        layer.path = CGMutablePath()
        _ = try show(layer)
        let far = CGMutablePath()
        far.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1e9, y: .nan), CGPoint(x: -1e12, y: 4)])
        layer.path = far
        _ = try show(layer)
    }

    @Test func changesRunTheLayersActions() {
        let layer = CAShapeLayer()
        let log = ActionLog()
        layer.actions = ["strokeEnd": log, "path": log, "fillColor": log]
        layer.strokeEnd = 0.5
        layer.strokeEnd = 0.5  // no change, no action
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        layer.fillColor = nil
        layer.lineWidth = 3  // no action registered
        #expect(log.keys == ["strokeEnd", "path", "fillColor"])
        #expect(layer.animationValue(forKeyPath: "strokeEnd") == .scalar(0.5))
        #expect(layer.animationValue(forKeyPath: "position") == .point(.zero), "CALayer's key paths still answer")
    }

    /// The progress-ring idiom: a circle whose strokeEnd is animated from 0 to 1.
    @Test func strokeEndAnimatesThroughCABasicAnimation() throws {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        // Starts at (90, 50) and runs clockwise on screen: a quarter is at (50, 90).
        layer.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
        layer.fillColor = nil
        layer.strokeColor = red
        layer.lineWidth = 6
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 2
        layer.add(animation, forKey: "progress")
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 100, scale: 1))
        compositor.backgroundPixel = white
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 50, y: 50)
        root.addSublayer(layer)
        func frame(at t: Double) -> Bitmap {
            showFrame(at: 800 + t)
            root.displayTreeIfNeeded()
            compositor.compose([root])
            return compositor.screen
        }
        var screen = frame(at: 0)
        #expect(layer.presentation()?.strokeEnd == 0 && layer.strokeEnd == 1)
        #expect(screen[90, 50] == white && screen[50, 90] == white, "nothing stroked at 0")
        screen = frame(at: 0.5)  // a quarter: from (90, 50) to (50, 90)
        #expect(abs(layer.presentation()!.strokeEnd - 0.25) < 1e-9)
        #expect(screen[88, 62] == 0xFFFF_0000, "the first eighth is drawn")
        #expect(screen[10, 50] == white && screen[50, 10] == white, "the rest is not")
        screen = frame(at: 1)  // half: down to (10, 50)
        #expect(screen[12, 50] == 0xFFFF_0000 && screen[50, 88] == 0xFFFF_0000 && screen[50, 12] == white)
        screen = frame(at: 2)  // ended and removed: the model's whole circle
        #expect(layer.animationKeys() == nil)
        #expect(screen[50, 12] == 0xFFFF_0000 && screen[88, 40] == 0xFFFF_0000)
    }

    @Test func pathsWithTheSameElementsAnimatePointByPointOthersJump() {
        let layer = CAShapeLayer()
        let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let large = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50), transform: nil)
        layer.path = large
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = small
        animation.toValue = large
        animation.duration = 1
        layer.add(animation, forKey: "grow")
        showFrame(at: 900)
        showFrame(at: 900.5)
        #expect(layer.presentation()?.path == CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 30), transform: nil))
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        animation.fromValue = circle
        layer.add(animation, forKey: "grow")
        showFrame(at: 901)
        showFrame(at: 901.5)
        #expect(layer.presentation()?.path == large, "unlike paths jump to the end value")
    }

    @Test func colourAndWidthAnimationsInterpolate() {
        let layer = CAShapeLayer()
        layer.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let colour = CABasicAnimation(keyPath: "strokeColor")
        colour.fromValue = red
        colour.duration = 1
        let width = CABasicAnimation(keyPath: "lineWidth")
        width.fromValue = 2
        width.toValue = 10
        width.duration = 1
        layer.add(colour, forKey: "colour")
        layer.add(width, forKey: "width")
        showFrame(at: 950)
        showFrame(at: 950.25)
        let presentation = layer.presentation()!
        #expect(presentation.lineWidth == 4)
        #expect(presentation.strokeColor == CGColor(red: 0.75, green: 0, blue: 0.25, alpha: 1))
        #expect(layer.lineWidth == 1, "the model stays")
    }
}
