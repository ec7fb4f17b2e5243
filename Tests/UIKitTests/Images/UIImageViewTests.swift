// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// UIImageView's geometry: each content mode puts the image where UIKit documents, through
/// the layer's contents (no drawing), and the view's natural size is the image's.
@MainActor @Suite struct UIImageViewTests {
    /// The view's frame in every content-mode case: 40 × 20 points at (10, 10).
    static let frame = CGRect(x: 10, y: 10, width: 40, height: 20)

    /// Where a 4 × 4-point image goes in `frame` for `mode`, worked out from UIKit's
    /// documented rules (window coordinates).
    static func expectedRect(for mode: UIView.ContentMode) -> CGRect {
        let f = frame, w: CGFloat = 4, h: CGFloat = 4
        switch mode {
        case .scaleToFill, .redraw: return f  // stretched to the bounds
        case .scaleAspectFit:  // scale min(40/4, 20/4) = 5: 20 × 20, centred
            return CGRect(x: f.midX - 10, y: f.minY, width: 20, height: 20)
        case .scaleAspectFill:  // scale max(40/4, 20/4) = 10: 40 × 40, centred, spilling over
            return CGRect(x: f.minX, y: f.midY - 20, width: 40, height: 40)
        case .center: return CGRect(x: f.midX - w / 2, y: f.midY - h / 2, width: w, height: h)
        case .top: return CGRect(x: f.midX - w / 2, y: f.minY, width: w, height: h)
        case .bottom: return CGRect(x: f.midX - w / 2, y: f.maxY - h, width: w, height: h)
        case .left: return CGRect(x: f.minX, y: f.midY - h / 2, width: w, height: h)
        case .right: return CGRect(x: f.maxX - w, y: f.midY - h / 2, width: w, height: h)
        case .topLeft: return CGRect(x: f.minX, y: f.minY, width: w, height: h)
        case .topRight: return CGRect(x: f.maxX - w, y: f.minY, width: w, height: h)
        case .bottomLeft: return CGRect(x: f.minX, y: f.maxY - h, width: w, height: h)
        case .bottomRight: return CGRect(x: f.maxX - w, y: f.maxY - h, width: w, height: h)
        }
    }

    nonisolated static let allModes: [UIView.ContentMode] = [
        .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left, .right,
        .topLeft, .topRight, .bottomLeft, .bottomRight,
    ]

    @Test(arguments: allModes)
    func contentModePlacesTheImageAsUIKitDoes(_ mode: UIView.ContentMode) {
        let scene = ImageViewScene()
        let view = UIImageView(image: quadrantImage())
        view.frame = Self.frame
        view.contentMode = mode
        scene.window.addSubview(view)
        scene.compose()
        let r = Self.expectedRect(for: mode)
        // The centre of each quadrant shows its colour.
        let left = Int(r.minX + r.width / 4), right = Int(r.minX + r.width * 3 / 4)
        let top = Int(r.minY + r.height / 4), bottom = Int(r.minY + r.height * 3 / 4)
        #expect(scene[left, top] == ShownPixel.red, "\(mode) at \(r)")
        #expect(scene[right, top] == ShownPixel.green, "\(mode) at \(r)")
        #expect(scene[left, bottom] == ShownPixel.blue, "\(mode) at \(r)")
        #expect(scene[right, bottom] == ShownPixel.yellow, "\(mode) at \(r)")
        // Just outside each edge the window's white shows: the image starts and ends there.
        let midY = Int(r.midY), midX = Int(r.minX + r.width / 4)
        if r.minX >= 1 { #expect(scene[Int(r.minX) - 1, midY] == ShownPixel.white, "\(mode): left edge") }
        if r.maxX < 60 { #expect(scene[Int(r.maxX), midY] == ShownPixel.white, "\(mode): right edge") }
        if r.minY >= 1 { #expect(scene[midX, Int(r.minY) - 1] == ShownPixel.white, "\(mode): top edge") }
        if r.maxY < 40 { #expect(scene[midX, Int(r.maxY)] == ShownPixel.white, "\(mode): bottom edge") }
        // Shown as contents, never drawn.
        #expect(view.layer.contents as? CGImage === view.image?.cgImage)
        #expect(!view.layer.needsDisplay())
    }

    @Test func aspectFillIsClippedWhenTheViewClipsToBounds() {
        let scene = ImageViewScene()
        let view = UIImageView(image: quadrantImage())
        view.frame = Self.frame
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        scene.window.addSubview(view)
        scene.compose()
        #expect(scene[20, 5] == ShownPixel.white && scene[20, 35] == ShownPixel.white)
        #expect(scene[20, 12] == ShownPixel.red && scene[40, 28] == ShownPixel.yellow)
    }

    @Test func aScale2ImageShowsAtItsSizeInPoints() {
        let scene = ImageViewScene()
        let view = UIImageView(image: solidImage(ShownPixel.blue, width: 8, height: 4, scale: 2))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.contentMode = .topLeft
        scene.window.addSubview(view)
        scene.compose()
        // 8 × 4 pixels at scale 2 are 4 × 2 points: on this scale-1 screen, 4 × 2 pixels.
        #expect(view.layer.contentsScale == 2)
        #expect(scene[3, 1] == ShownPixel.blue && scene[4, 1] == ShownPixel.white && scene[3, 2] == ShownPixel.white)
    }

    @Test func intrinsicSizeIsTheImageSizeInPoints() {
        let view = UIImageView(image: solidImage(ShownPixel.red, width: 6, height: 4, scale: 2))
        #expect(view.intrinsicContentSize == CGSize(width: 3, height: 2))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 3, height: 2))
        view.image = nil
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIImageView(frame: .zero).intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test func userInteractionIsOffByDefault() {
        #expect(!UIImageView(image: nil).isUserInteractionEnabled)
        #expect(!UIImageView(frame: .zero).isUserInteractionEnabled)
        #expect(UIImageView(frame: .zero).contentMode == .scaleToFill)
    }

    @Test func highlightedImageShowsWhileHighlighted() {
        let red = solidImage(ShownPixel.red), blue = solidImage(ShownPixel.blue, width: 4, height: 6)
        let view = UIImageView(image: red, highlightedImage: blue)
        #expect(view.layer.contents as? CGImage === red.cgImage)
        view.isHighlighted = true
        #expect(view.layer.contents as? CGImage === blue.cgImage)
        #expect(view.intrinsicContentSize == CGSize(width: 4, height: 6))
        view.isHighlighted = false
        #expect(view.layer.contents as? CGImage === red.cgImage)
        // Without a highlighted image, the image shows while highlighted.
        view.highlightedImage = nil
        view.isHighlighted = true
        #expect(view.layer.contents as? CGImage === red.cgImage)
        view.image = nil
        #expect(view.layer.contents == nil)
    }

    @Test func movingTheViewNeverRedrawsIt() {
        let scene = ImageViewScene()
        let view = UIImageView(image: solidImage(ShownPixel.black, width: 4, height: 4).withRenderingMode(.alwaysTemplate))
        view.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        scene.window.addSubview(view)
        scene.compose()
        let contents = view.layer.contents as? CGImage, version = view.layer.contentsVersion
        #expect(view.templateRenderCount == 1)
        #expect(scene[1, 1] == ShownPixel.green)
        view.center = CGPoint(x: 30, y: 20)
        scene.compose()
        #expect(view.templateRenderCount == 1)
        #expect(view.layer.contents as? CGImage === contents && view.layer.contentsVersion == version)
        #expect(!view.layer.needsDisplay())
        #expect(scene[1, 1] == ShownPixel.white && scene[29, 19] == ShownPixel.green)
    }

    @Test func markingTheLayerForDisplayKeepsTheImageAndLeavesNoWork() {
        let scene = ImageViewScene()
        let image = solidImage(ShownPixel.red, width: 4, height: 4)
        let view = UIImageView(image: image)
        scene.window.addSubview(view)
        view.setNeedsDisplay()
        view.layer.setNeedsDisplay()
        view.backgroundColor = UIColor(patternImage: solidImage(ShownPixel.blue))
        view.backgroundColor = nil
        scene.compose()
        #expect(view.layer.contents as? CGImage === image.cgImage)
        #expect(!view.layer.needsDisplay() && !scene.window.layer.hasPendingLayoutOrDisplay)
        #expect(scene[1, 1] == ShownPixel.red)
    }

    @Test func anOrientedImageShowsUpright() {
        // Stored 2 wide × 1 high, red then blue; turned 90° clockwise (.right) it shows
        // 1 wide × 2 high with red on top.
        let bitmap = Bitmap(width: 2, height: 1)!
        bitmap[0, 0] = ShownPixel.red
        bitmap[1, 0] = ShownPixel.blue
        let image = UIImage(cgImage: CGImage(bitmap: bitmap), scale: 1, orientation: .right)
        let view = UIImageView(image: image)
        #expect(view.intrinsicContentSize == CGSize(width: 1, height: 2))
        let shown = try! #require(view.layer.contents as? CGImage)
        #expect(shown.width == 1 && shown.height == 2)
        #expect(shown.bitmap[0, 0] == ShownPixel.red && shown.bitmap[0, 1] == ShownPixel.blue)
    }
}
