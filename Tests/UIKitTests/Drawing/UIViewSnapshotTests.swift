// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@MainActor @Suite struct UIViewSnapshotTests {
    final class Dot: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
    }

    @Test func drawHierarchyRendersTheTreeAfterPendingUpdates() throws {
        let root = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        root.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        child.backgroundColor = .blue
        child.alpha = 0.5
        root.addSubview(child)
        let dot = Dot(frame: CGRect(x: 0, y: 10, width: 10, height: 10))
        root.addSubview(dot)

        let renderer = UIGraphicsImageRenderer(bounds: root.bounds)
        let image = renderer.image { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
        let bitmap = try #require(image.cgImage?.bitmap)
        #expect(dot.draws == 1, "afterScreenUpdates ran the pending draw(_:)")
        #expect(bitmap[5, 5] == 0xFFFF_0000)                    // root's red
        // Blue at alpha 0.5 (128) over red: r = 255·127/255 = 127, b = 128.
        #expect(bitmap[30, 5] == 0xFF7F_0080)
        #expect(bitmap[2, 12] == 0xFF00_FF00)                   // the dot's drawn contents
        #expect(bitmap[8, 17] == 0xFFFF_0000)                   // outside the 5x5 drawn part
    }

    @Test func aTranslucentViewIsSnapshottedAsOneGroup() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.backgroundColor = .white
        let card = UIView(frame: root.bounds)
        card.backgroundColor = nil
        card.alpha = 0.5
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        back.backgroundColor = .red
        let front = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 20))
        front.backgroundColor = .blue
        card.addSubview(back)
        card.addSubview(front)
        root.addSubview(card)
        let image = UIGraphicsImageRenderer(bounds: root.bounds).image { _ in
            root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }
        let bitmap = try #require(image.cgImage?.bitmap)
        // Blue at 128 over white, (127, 127, 255), where blue overlaps red too: the same
        // pixels the compositor shows (multiplied down, the overlap would be (127, 63, 191)).
        #expect(bitmap[15, 10] == 0xFF7F_7FFF)
        #expect(bitmap[25, 10] == 0xFF7F_7FFF)
        #expect(bitmap[5, 10] == 0xFFFF_7F7F)
        #expect(bitmap[35, 10] == 0xFFFF_FFFF)
    }

    @Test func withoutAContextNothingIsDrawn() {
        #expect(!UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)).drawHierarchy(in: .zero, afterScreenUpdates: false))
    }
}
