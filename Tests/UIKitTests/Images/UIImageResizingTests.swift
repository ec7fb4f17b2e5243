// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Resizable (nine-slice) images: caps at their size, the rest tiled or stretched, in
/// `draw(in:)` and in image views.
@MainActor @Suite struct UIImageResizingTests {
    private let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF
    private let white: UInt32 = 0xFFFF_FFFF

    /// A `width` × `height` image at scale 1 whose pixel (x, y) is `pixel(x, y)`.
    private func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt32) -> UIImage {
        let bitmap = Bitmap(width: width, height: height)!
        for y in 0..<height { for x in 0..<width { bitmap[x, y] = pixel(x, y) } }
        return UIImage(cgImage: CGImage(bitmap: bitmap))
    }

    /// A 3 × 3 image: red corners, green edges, a blue centre.
    private var nine: UIImage {
        image(3, 3) { x, y in
            let edgeX = x != 1, edgeY = y != 1
            return edgeX && edgeY ? red : (edgeX || edgeY ? green : blue)
        }
    }

    @Test func capsStayTheirSizeAndTheMiddleFillsTheRest() {
        let resizable = nine.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        #expect(resizable.capInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(resizable.resizingMode == .stretch)
        #expect(resizable.size == CGSize(width: 3, height: 3))
        let bitmap = LabelRendering.render(width: 10, height: 8) { resizable.draw(in: CGRect(x: 0, y: 0, width: 10, height: 8)) }
        for (x, y) in [(0, 0), (9, 0), (0, 7), (9, 7)] { #expect(bitmap[x, y] == red, "corner \(x), \(y)") }
        for (x, y) in [(5, 0), (5, 7), (0, 4), (9, 4)] { #expect(bitmap[x, y] == green, "edge \(x), \(y)") }
        for (x, y) in [(1, 1), (5, 4), (8, 6)] { #expect(bitmap[x, y] == blue, "centre \(x), \(y)") }
    }

    @Test func tilingRepeatsTheMiddleAtItsOwnSize() {
        // One row: a red cap, a green-blue middle, a red cap.
        let strip = image(4, 1) { x, _ in [red, green, blue, red][x] }
        let tiled = strip.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        #expect(tiled.resizingMode == .tile, "UIKit's default")
        let bitmap = LabelRendering.render(width: 10, height: 1) { tiled.draw(in: CGRect(x: 0, y: 0, width: 10, height: 1)) }
        #expect((0..<10).map { bitmap[$0, 0] } == [red, green, blue, green, blue, green, blue, green, blue, red])
    }

    @Test func capsShrinkTogetherInARectangleSmallerThanThem() {
        let wide = image(8, 1) { x, _ in x < 4 ? red : blue }
        let resizable = wide.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4), resizingMode: .stretch)
        // 4 columns for caps of 4 + 4: each shrinks to 2.
        let bitmap = LabelRendering.render(width: 4, height: 1) { resizable.draw(in: CGRect(x: 0, y: 0, width: 4, height: 1)) }
        #expect(bitmap[0, 0] == red)
        #expect(bitmap[3, 0] == blue)
    }

    @Test func theDeprecatedStretchableFormLeavesAOnePointMiddle() {
        let resizable = nine.stretchableImage(withLeftCapWidth: 1, topCapHeight: 1)
        #expect(resizable.capInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(resizable.leftCapWidth == 1 && resizable.topCapHeight == 1)
        #expect(resizable.resizingMode == .stretch)
    }

    @Test func anImageViewShowsTheImageResizedToItsBounds() throws {
        let view = UIImageView(image: nine.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1),
                                                          resizingMode: .stretch))
        view.contentScaleFactor = 1
        view.frame = CGRect(x: 0, y: 0, width: 12, height: 6)
        view.layoutIfNeeded()
        let contents = try #require(view.layer.contents as? CGImage)
        #expect(contents.width == 12 && contents.height == 6)
        #expect(contents.bitmap[0, 0] == red && contents.bitmap[11, 5] == red)
        #expect(contents.bitmap[6, 0] == green && contents.bitmap[6, 3] == blue)
        // A new size draws it again at that size; at scale 2 the caps are 2 pixels.
        view.contentScaleFactor = 2
        view.frame.size = CGSize(width: 20, height: 6)
        view.layoutIfNeeded()
        let wider = try #require(view.layer.contents as? CGImage)
        #expect(wider.width == 40 && view.layer.contentsScale == 2)
        #expect(wider.bitmap[39, 0] == red && wider.bitmap[38, 1] == red && wider.bitmap[20, 0] == green)
    }
}
