// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@MainActor
private func withContext(width: Int, height: Int, _ body: (CGContext) -> Void) -> CGContext {
    let context = CGContext(bitmap: Bitmap(width: width, height: height)!)  // positive size: never nil
    UIGraphicsPushContext(context)
    body(context)
    UIGraphicsPopContext()
    return context
}

@MainActor
@Suite struct UIBezierPathTests {
    @Test func defaultsAreUIKits() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == 0.6)
        #expect(!path.usesEvenOddFillRule)
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
    }

    @Test func rectAndOvalBounds() {
        #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(oval.contains(CGPoint(x: 10, y: 5)))
        #expect(!oval.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func clockwiseArcIsClockwiseOnAYDownScreen() {
        // UIKit's clockwise: true from 0 to π/2 goes through increasing angles on a y-down
        // screen (right → down): a quarter, one curve, ending at (0, 10).
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        var curves = 0
        path.cgPath.forEach { type, _ in if type == .addCurveToPoint { curves += 1 } }
        #expect(curves == 1)
        #expect(abs(path.currentPoint.x) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
        let longWay = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(longWay.bounds.minY + 10) < 1e-9)
    }

    @Test func roundedRectByCornersRoundsOnlyTheChosenCorners() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 8, height: 8))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))    // top-left rounded away
        #expect(path.contains(CGPoint(x: 19.5, y: 0.5)))    // top-right square
        #expect(path.contains(CGPoint(x: 0.5, y: 19.5)))    // bottom-left square
        let all = UIBezierPath(roundedRect: rect, cornerRadius: 8)
        #expect(!all.contains(CGPoint(x: 19.5, y: 19.5)))
    }

    @Test func evenOddRuleChangesContains() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func reversingKeepsTheShapeAndFlipsTheDirection() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        let reversed = path.reversing()
        #expect(reversed.bounds == path.bounds)
        var points: [[CGPoint]] = []
        reversed.cgPath.forEach { _, p in points.append(p) }
        #expect(points == [[CGPoint(x: 10, y: 10)], [CGPoint(x: 15, y: 5), CGPoint(x: 10, y: 0)], [CGPoint(x: 0, y: 0)]])
    }

    @Test func applyTransformsAndRemoveAllPointsEmpties() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        path.apply(CGAffineTransform(scaleX: 3, y: 2))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 3, height: 2))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func lineDashRoundTrips() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [4, 2]
        path.setLineDash(pattern, count: 2, phase: 1)
        var out = [CGFloat](repeating: 0, count: 2)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&out, count: &count, phase: &phase)
        #expect(out == pattern && count == 2 && phase == 1)
    }

    @Test func fillAndStrokeDrawIntoTheCurrentContextAndRestoreItsState() {
        let context = withContext(width: 10, height: 10) { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setStroke()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 8))
            line.addLine(to: CGPoint(x: 10, y: 8))
            line.lineWidth = 2
            line.stroke()
            // The path's width must not leak into the context: this stroke is 1 wide (row 5 only).
            context.strokeLineSegments(between: [CGPoint(x: 0, y: 5.5), CGPoint(x: 2, y: 5.5)])
        }
        #expect(context.bitmap[1, 1] == 0xFFFF_0000)
        #expect(context.bitmap[5, 7] == 0xFF00_00FF)
        #expect(context.bitmap[5, 8] == 0xFF00_00FF)
        #expect(context.bitmap[5, 9] == 0)
        #expect(context.bitmap[0, 5] == 0xFF00_00FF)
        #expect(context.bitmap[0, 6] == 0)
        #expect(context.bitmap[0, 4] == 0)
    }

    @Test func addClipLimitsLaterDrawing() {
        let context = withContext(width: 10, height: 10) { context in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 10)).addClip()
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(context.bitmap[4, 4] == 0xFF00_0000)
        #expect(context.bitmap[5, 4] == 0)
    }
}

@MainActor
@Suite struct UIRectDrawingTests {
    @Test func rectFrameIsOnePointInsideTheRect() {
        let context = withContext(width: 6, height: 6) { _ in
            UIColor.black.setFill()
            UIRectFrame(CGRect(x: 1, y: 1, width: 4, height: 4))
        }
        let row1 = (0..<6).map { context.bitmap[$0, 1] >> 24 }
        let row2 = (0..<6).map { context.bitmap[$0, 2] >> 24 }
        #expect(row1 == [0, 255, 255, 255, 255, 0])
        #expect(row2 == [0, 255, 0, 0, 255, 0])
    }

    @Test func rectFillCopiesTranslucentColours() {
        // UIRectFill uses the copy blend mode: a translucent colour replaces the pixel.
        let context = withContext(width: 2, height: 1) { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor(red: 0, green: 0, blue: 0, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(context.bitmap[0, 0] == 0x8000_0000)
        #expect(context.bitmap[1, 0] == 0xFFFF_FFFF)
    }

    @Test func setSetsBothFillAndStroke() {
        let context = withContext(width: 4, height: 1) { context in
            UIColor.red.set()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.strokeLineSegments(between: [CGPoint(x: 2, y: 0.5), CGPoint(x: 4, y: 0.5)])
        }
        #expect(context.bitmap[0, 0] == 0xFFFF_0000)
        #expect(context.bitmap[3, 0] == 0xFFFF_0000)
    }
}
