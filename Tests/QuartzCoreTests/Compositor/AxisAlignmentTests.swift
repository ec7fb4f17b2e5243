// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// The per-frame coverage asks whether a background is an axis-aligned rectangle without
/// allocating; it must answer as `ConvexPolygon.axisAlignedRect` does.
@Suite struct AxisAlignmentTests {
    @Test func theAllocationFreeAnswerIsTheRasterizersAnswer() {
        let polygons: [ConvexPolygon] = [
            ConvexPolygon(rect: CGRect(x: 3, y: 4.5, width: 20, height: 10), transform: .identity),
            ConvexPolygon(rect: CGRect(x: 3, y: 4, width: 20, height: 10), transform: CGAffineTransform(rotationAngle: 0.3)),
            ConvexPolygon(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: CGAffineTransform(rotationAngle: .pi / 2)),
            ConvexPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 0, y: 0)]),
            ConvexPolygon([CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: CGFloat.nan, y: 1)]),
            ConvexPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 3)]),
            ConvexPolygon([CGPoint(x: -0.0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 3), CGPoint(x: 0, y: 3)]),
        ]
        for polygon in polygons {
            #expect(polygon.axisAlignedRectWithoutAllocating == polygon.axisAlignedRect, "\(polygon.points)")
        }
    }
}
