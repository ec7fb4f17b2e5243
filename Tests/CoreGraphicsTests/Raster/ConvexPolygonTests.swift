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

    @Test func aPolygonInsideTheClipKeepsItsVerticesInOrder() {
        // A turned square inside the screen, one vertex on the clip's top edge: every
        // Sutherland–Hodgman edge keeps every vertex, so the polygon comes back as it was.
        let turned = ConvexPolygon([CGPoint(x: 5, y: 0), CGPoint(x: 9, y: 4), CGPoint(x: 5, y: 8), CGPoint(x: 1, y: 4)])
        let screen = ConvexPolygon(rect: CGRect(x: 0, y: 0, width: 20, height: 10), transform: .identity)
        #expect(turned.clipped(to: screen).points == turned.points)
        #expect(turned.clipped(to: ConvexPolygon(screen.points.reversed())).points == turned.points)
        // Inside a clip that is not axis-aligned (a diamond around it).
        let diamond = ConvexPolygon([CGPoint(x: 5, y: -10), CGPoint(x: 20, y: 4), CGPoint(x: 5, y: 18), CGPoint(x: -10, y: 4)])
        #expect(turned.clipped(to: diamond).points == turned.points)
    }

    @Test func aPolygonCrossingOneClipEdgeIsCutThere() {
        // The same square with the clip's top edge at y = 2: the vertex above it goes and
        // two points on the edge, 2 either side of x = 5, come in.
        let turned = ConvexPolygon([CGPoint(x: 5, y: 0), CGPoint(x: 9, y: 4), CGPoint(x: 5, y: 8), CGPoint(x: 1, y: 4)])
        let clipped = turned.clipped(to: PixelRect(x: 0, y: 2, width: 20, height: 10))
        #expect(clipped.points.count == 5)
        #expect(clipped.boundingBox == CGRect(x: 1, y: 2, width: 8, height: 6))
        #expect(abs(abs(clipped.signedArea) - (32 - 4)) < 1e-9, "the square less the corner above the edge (2 × 2)")
    }

    @Test func axisAlignedRectIsRecognizedOnlyWhenAxisAligned() {
        let a = ConvexPolygon(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: .identity)
        #expect(a.axisAlignedRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        let skewed = ConvexPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 5), CGPoint(x: 0, y: 4)])
        #expect(skewed.axisAlignedRect == nil)
        #expect(a.pixelBounds == PixelRect(x: 1, y: 2, width: 3, height: 4))
    }
}
