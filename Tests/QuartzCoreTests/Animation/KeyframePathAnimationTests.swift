// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

/// CAKeyframeAnimation with a `path`, as Core Animation documents: each element's end
/// point is reached at its key time (evenly spaced by default), `.paced` moves at one
/// speed over the whole length, `.discrete` jumps between end points, and `rotationMode`
/// turns the layer to the path's direction. The path here goes right 100 points, then
/// down 300: two elements of unequal length, so the modes differ.
@MainActor @Suite struct KeyframePathAnimationTests {
    private func follow(_ mode: CAAnimationCalculationMode, rotation: CAAnimationRotationMode? = nil,
                        at fraction: Double, start: Double) -> CALayer {
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.calculationMode = mode
        animation.rotationMode = rotation
        animation.duration = 1
        layer.add(animation, forKey: "follow")
        showFrame(at: start)
        showFrame(at: start + fraction)
        return layer.presentation()!
    }

    @Test func linearReachesEachElementsEndAtEvenlySpacedTimes() {
        #expect(follow(.linear, at: 0.25, start: 7000).position == CGPoint(x: 50, y: 0))
        #expect(follow(.linear, at: 0.75, start: 7010).position == CGPoint(x: 100, y: 150))
    }

    @Test func pacedMovesAtOneSpeedOverTheWholeLength() {
        // 400 points in all: a quarter is 100 points, three quarters 300.
        #expect(follow(.paced, at: 0.25, start: 7020).position == CGPoint(x: 100, y: 0))
        #expect(follow(.paced, at: 0.75, start: 7030).position == CGPoint(x: 100, y: 200))
    }

    @Test func discreteJumpsBetweenTheEndPoints() {
        #expect(follow(.discrete, at: 0.25, start: 7040).position == .zero)
        #expect(follow(.discrete, at: 0.75, start: 7050).position == CGPoint(x: 100, y: 0))
    }

    @Test func rotateAutoTurnsTheLayerAlongThePath() {
        // Going down (+y) is a quarter turn clockwise on screen: (cos, sin) = (0, 1).
        let down = follow(.linear, rotation: .rotateAuto, at: 0.75, start: 7060).affineTransform()
        #expect(abs(down.a) < 1e-9 && abs(down.b - 1) < 1e-9)
        let reversed = follow(.linear, rotation: .rotateAutoReverse, at: 0.25, start: 7070).affineTransform()
        #expect(abs(reversed.a + 1) < 1e-9 && abs(reversed.b) < 1e-9, "half a turn from going right")
        #expect(follow(.linear, at: 0.75, start: 7080).affineTransform() == .identity, "no rotation mode: no turn")
    }

    @Test func aCurvedPathIsFollowedThroughItsPoints() {
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 1
        layer.add(animation, forKey: nil)
        showFrame(at: 7090)
        showFrame(at: 7090.5)
        // Halfway along a symmetric curve is its apex: (50, 50) for this control point.
        let shown = layer.presentation()!.position
        #expect(abs(shown.x - 50) < 0.5 && abs(shown.y - 50) < 0.5)
    }

    @Test func cubicKeyframesFollowACatmullRomCurveThroughTheValues() {
        // Values 0, 1, 3 at key times 0, ½, 1. A quarter of the way is halfway through the
        // first segment, with tangents (1 − 0)/2 = 0.5 and (3 − 0)/2 = 1.5 (the first value
        // repeated before the start). Hermite at t = ½: 0.5·0 + 0.125·0.5 + 0.5·1 − 0.125·1.5
        // = 0.375, where a straight line gives 0.5.
        let layer = CALayer()
        let rise = CAKeyframeAnimation(keyPath: "position.x")
        rise.values = [0.0, 1.0, 3.0]
        rise.calculationMode = .cubic
        rise.duration = 1
        layer.add(rise, forKey: nil)
        showFrame(at: 7100)
        showFrame(at: 7100.25)
        #expect(abs(layer.presentation()!.position.x - 0.375) < 1e-9)
        showFrame(at: 7100.5)
        #expect(abs(layer.presentation()!.position.x - 1) < 1e-9, "the curve passes through the values")
    }
}
