// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

@Suite struct BitmapFillTests {
    /// The per-pixel definition of `blend(_:color:opacity:clip:)`: the colour scaled by
    /// round(coverage × opacity), then source-over.
    private func reference(_ polygon: ConvexPolygon, color: UInt32, opacity: UInt32, over base: Bitmap) -> Bitmap {
        let out = Bitmap(width: base.width, height: base.height)!  // the same positive size
        out.copy(out.bounds, from: base)
        let visible = polygon.clipped(to: out.bounds)
        let box = visible.pixelBounds.intersection(out.bounds)
        var accumulator = CoverageAccumulator(width: box.width, height: box.height)
        accumulator.addPolygon(visible.points.map { CGPoint(x: $0.x - CGFloat(box.x), y: $0.y - CGFloat(box.y)) })
        accumulator.forEachRow { y, coverage in
            for x in 0..<box.width where coverage[x] > 0 {
                let alpha = UInt32((coverage[x] * Float(opacity)).rounded())
                guard alpha > 0 else { continue }
                let source = alpha == 255 ? color : PremultipliedPixel.scale(color, by: alpha)
                out[box.x + x, box.y + y] = PremultipliedPixel.sourceOver(source, out[box.x + x, box.y + y])
            }
        }
        return out
    }

    @Test(arguments: [(0xFF20_8040, 255), (0xC060_3010, 255), (0xFF20_8040, 100), (0x8040_2000, 77)] as [(UInt32, UInt32)])
    func aRotatedRectangleBlendsAsThePerPixelFormulaSays(color: UInt32, opacity: UInt32) {
        let base = Bitmap(width: 64, height: 48)!  // a positive size
        for y in 0..<48 { for x in 0..<64 { base[x, y] = 0xFF00_0000 | UInt32(x * 4) << 8 | UInt32(y * 5) } }
        let polygon = ConvexPolygon(rect: CGRect(x: 12.3, y: 8.7, width: 36, height: 22),
                                    transform: CGAffineTransform(a: 0.96, b: 0.28, c: -0.28, d: 0.96, tx: 4, ty: -3))
        let expected = reference(polygon, color: color, opacity: opacity, over: base)
        let out = Bitmap(width: 64, height: 48)!
        out.copy(out.bounds, from: base)
        out.blend(polygon, color: color, opacity: opacity, clip: out.bounds)
        var differing = 0
        for y in 0..<48 { for x in 0..<64 where out[x, y] != expected[x, y] { differing += 1 } }
        #expect(differing == 0)
    }

    @Test func aTranslucentRectangleBlendsEveryPixelExactly() {
        let out = Bitmap(width: 23, height: 3)!
        for x in 0..<23 { out[x, 1] = 0xFF00_0000 | UInt32(x * 11) }
        out.blend(PixelRect(x: 1, y: 0, width: 21, height: 3), color: 0x8040_2010, opacity: 200)
        let source = PremultipliedPixel.scale(0x8040_2010, by: 200)
        for x in 0..<23 {
            let expected = x == 0 || x == 22 ? 0xFF00_0000 | UInt32(x * 11) : PremultipliedPixel.sourceOver(source, 0xFF00_0000 | UInt32(x * 11))
            #expect(out[x, 1] == expected)
        }
    }
}
