// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct ConvexPolygonTests {
    @Test func clippingARectangleByARectangleGivesTheirIntersection() {
        let a = ConvexPolygon(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: .identity)
        let clipped = a.clipped(to: PixelRect(x: 5, y: -3, width: 20, height: 6))
        #expect(clipped.boundingBox == CGRect(x: 5, y: 0, width: 5, height: 3))
        #expect(abs(clipped.signedArea) == 15)
    }

    @Test func clippingWorksWhateverTheClipWinding() {
        let square = ConvexPolygon(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: .identity)
        let clip = ConvexPolygon([CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 4), CGPoint(x: 6, y: 4), CGPoint(x: 6, y: 0)])
        #expect(abs(square.clipped(to: clip).signedArea) == 8)
        #expect(abs(square.clipped(to: ConvexPolygon(clip.points.reversed())).signedArea) == 8)
    }

    @Test func disjointPolygonsClipToEmpty() {
        let a = ConvexPolygon(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: .identity)
        #expect(a.clipped(to: PixelRect(x: 5, y: 5, width: 2, height: 2)).isEmpty)
    }

    @Test func axisAlignedRectIsRecognizedOnlyWhenAxisAligned() {
        let a = ConvexPolygon(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: .identity)
        #expect(a.axisAlignedRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        let skewed = ConvexPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 5), CGPoint(x: 0, y: 4)])
        #expect(skewed.axisAlignedRect == nil)
        #expect(a.pixelBounds == PixelRect(x: 1, y: 2, width: 3, height: 4))
    }
}
