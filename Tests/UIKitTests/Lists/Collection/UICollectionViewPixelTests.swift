// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A rendered grid, composed at 1 and 2 pixels a point, checked pixel by pixel against
/// the flow layout's arithmetic: a 330 × 200 collection view at (20, 10) in a white
/// 400 × 300 window, 100 × 50 blue cells at x 0, 115, 230 and y 0, 60, 120 (see
/// UICollectionViewFlowLayoutTests), on the view's white background.
@MainActor @Suite struct UICollectionViewPixelTests {
    static let blue: UInt32 = 0xFF00_00FF, white: UInt32 = 0xFFFF_FFFF

    @MainActor final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let compositor: Compositor
        let collectionView: UICollectionView
        let source = GridDataSource(counts: [12])
        let scale: Int

        init(scale: Int) {
            self.scale = scale
            compositor = Compositor(pixelWidth: 400 * scale, pixelHeight: 300 * scale, scale: CGFloat(scale))!
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            collectionView = UICollectionView(frame: CGRect(x: 20, y: 10, width: 330, height: 200), collectionViewLayout: layout)
            collectionView.backgroundColor = .white
            collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "value")
            collectionView.dataSource = source
            window.backgroundColor = .white
            window.addSubview(collectionView)
            window.isHidden = false
        }

        isolated deinit {
            window.isHidden = true
        }

        /// The pixel at point (x, y) plus (dx, dy) pixels, composed now.
        func pixel(_ x: CGFloat, _ y: CGFloat, _ dx: Int = 0, _ dy: Int = 0) -> UInt32 {
            window.layoutIfNeeded()
            window.layer.displayTreeIfNeeded()
            compositor.compose([window.layer])
            return compositor.screen[Int(x) * scale + dx, Int(y) * scale + dy]
        }
    }

    @Test(arguments: [1, 2]) func cellsAreWhereTheLayoutSays(scale: Int) {
        let scene = Scene(scale: scale)
        // Window point of content point (x, y): (20 + x, 10 + y).
        for (cx, cy) in [(0, 0), (115, 0), (230, 60), (115, 120)] as [(CGFloat, CGFloat)] {
            let left = 20 + cx, top = 10 + cy, right = left + 100, bottom = top + 50
            #expect(scene.pixel(left, top) == Self.blue, "top-left pixel of the cell at \(cx), \(cy)")
            #expect(scene.pixel(left, top, -1, 0) == Self.white, "left of the cell at \(cx), \(cy)")
            #expect(scene.pixel(left, top, 0, -1) == Self.white, "above the cell at \(cx), \(cy)")
            #expect(scene.pixel(right, bottom, -1, -1) == Self.blue, "bottom-right pixel of the cell at \(cx), \(cy)")
            #expect(scene.pixel(right, bottom - 1) == Self.white, "right of the cell at \(cx), \(cy)")
            #expect(scene.pixel(right - 1, bottom) == Self.white, "below the cell at \(cx), \(cy)")
        }
        // The 15-point gap between columns and the 10-point gap between lines are white.
        #expect(scene.pixel(127, 30) == Self.white && scene.pixel(60, 65) == Self.white)
        // Scrolled 25 points: the first line shows from window y 10 (clipped) to 10 + 25 = 35.
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 25)
        #expect(scene.pixel(60, 10) == Self.blue)
        #expect(scene.pixel(60, 10, 0, -1) == Self.white)
        #expect(scene.pixel(60, 35, 0, -1) == Self.blue && scene.pixel(60, 35) == Self.white)
        // The second line: content y 60–110 at window y 10 + 60 − 25 = 45 to 95.
        #expect(scene.pixel(60, 45) == Self.blue && scene.pixel(60, 45, 0, -1) == Self.white)
        #expect(scene.pixel(60, 95, 0, -1) == Self.blue && scene.pixel(60, 95) == Self.white)
    }
}
