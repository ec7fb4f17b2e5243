// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor @Suite struct UIViewDrawingTests {
    /// Fills its bounds' left half red and right half blue; counts and records draw calls.
    final class HalvesView: UIView {
        var rects: [CGRect] = []
        var drewWithContext = false
        override func draw(_ rect: CGRect) {
            rects.append(rect)
            drewWithContext = UIGraphicsGetCurrentContext() != nil
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height))
        }
    }

    final class PlainSubclass: UIView {}

    /// A window on a fake display at `scale`, with the scheduler that runs frames.
    @MainActor final class Stage {
        let loop = ManualEventLoop()
        let display: FakeDisplayOutput
        let scheduler: FrameScheduler
        let window: UIWindow

        init(width: Int = 100, height: Int = 100, scale: CGFloat = 1) {
            display = FakeDisplayOutput(width: width, height: height)
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale))
            scheduler = FrameScheduler(display: display, compositor: Compositor(pixelWidth: width, pixelHeight: height, scale: scale)!,
                                       loop: loop) { [window] in [window] }
            window.isHidden = false
        }

        func frame() {
            scheduler.setNeedsFrame()
            loop.advanceTime(by: 1)
            display.completeFrame(at: loop.now)
        }

        isolated deinit { window.isHidden = true }
    }

    @Test func drawRunsOnceAndIsCachedAcrossFrames() {
        let stage = Stage()
        let view = HalvesView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        stage.window.addSubview(view)
        stage.frame()
        stage.frame()
        view.center.x += 5  // moving does not redraw
        stage.frame()
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 40, height: 20)])
        #expect(view.drewWithContext)
        // Moved by 5: the left half covers x 15..<35, the right 35..<55.
        #expect(stage.display.screen[16, 15] == 0xFFFF_0000)
        #expect(stage.display.screen[40, 15] == 0xFF00_00FF)
        #expect(stage.display.screen[12, 15] == 0xFF00_0000)
    }

    @Test func setNeedsDisplayRectRedrawsOnlyThatRect() {
        let stage = Stage()
        let view = HalvesView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        stage.window.addSubview(view)
        stage.frame()
        view.setNeedsDisplay(CGRect(x: 5, y: 5, width: 10, height: 4))
        view.setNeedsDisplay(CGRect(x: 20, y: 5, width: 2, height: 2))
        stage.frame()
        // Two invalidations in one frame: one draw of their union.
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 5, y: 5, width: 17, height: 4)])
    }

    @Test func viewsThatDoNotOverrideDrawGetNoBackingStore() {
        let stage = Stage()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let subclass = PlainSubclass(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.backgroundColor = .green
        stage.window.addSubview(plain)
        stage.window.addSubview(subclass)
        stage.frame()
        #expect(plain.layer.contents == nil && subclass.layer.contents == nil)
        #expect(!plain.layer.needsDisplay())
        let second = PlainSubclass(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!second.layer.needsDisplay(), "the class is known not to draw")
    }

    @Test func theBackingStoreIsInPixelsAtTheScreenScale() {
        let stage = Stage(width: 200, height: 200, scale: 2)
        UIScreen.install(UIScreen(pixelWidth: 200, pixelHeight: 200, scale: 2))
        defer { UIScreen.install(UIScreen(pixelWidth: 1280, pixelHeight: 800, scale: 1)) }
        let view = HalvesView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        stage.window.addSubview(view)
        stage.frame()
        #expect(view.contentScaleFactor == 2)
        let image = view.layer.contents as? CGImage
        #expect(image?.width == 80 && image?.height == 40)
        // Points (10…30, 10…30) are pixels (20…60, 20…60); the red half ends at pixel 60.
        #expect(stage.display.screen[59, 30] == 0xFFFF_0000)
        #expect(stage.display.screen[61, 30] == 0xFF00_00FF)
    }

    @Test func boundsChangesMapTheContentsUnlessRedraw() {
        let stage = Stage()
        let view = HalvesView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        stage.window.addSubview(view)
        stage.frame()
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 40)  // .scaleToFill stretches
        stage.frame()
        #expect(view.rects.count == 1)
        #expect(stage.display.screen[38, 30] == 0xFFFF_0000)
        #expect(stage.display.screen[42, 30] == 0xFF00_00FF)
        view.contentMode = .redraw
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        stage.frame()
        #expect(view.rects.count == 2)
    }

    /// A 40×20 `HalvesView` drawn once, then given `mode` and grown to 80×80 at the origin
    /// and shown again: the drawing as `mode` maps it.
    private func halvesGrownTo80(_ mode: UIView.ContentMode) -> (stage: Stage, view: HalvesView) {
        let stage = Stage()
        let view = HalvesView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        stage.window.addSubview(view)
        stage.frame()
        view.contentMode = mode
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        stage.frame()
        return (stage, view)
    }

    /// Each of the thirteen modes, pixel by pixel: a 40×20 drawing (red left half, blue
    /// right half) in a view grown to 80×80 lands where UIKit's documentation puts it.
    /// Aspect fit scales by min(80/40, 80/20) = 2 and centres; aspect fill by the max, 4,
    /// overflowing the bounds (no clipsToBounds); the fixed modes keep 40×20 against the
    /// named edges or the centre; redraw draws again at 80×80. Pixels within 2 of an edge of
    /// the drawing or of its red/blue seam are left out (bilinear sampling blends there).
    @Test(arguments: [
        (UIView.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 80, height: 80)),
        (.scaleAspectFit, CGRect(x: 0, y: 20, width: 80, height: 40)),
        (.scaleAspectFill, CGRect(x: -40, y: 0, width: 160, height: 80)),
        (.redraw, CGRect(x: 0, y: 0, width: 80, height: 80)),
        (.center, CGRect(x: 20, y: 30, width: 40, height: 20)),
        (.top, CGRect(x: 20, y: 0, width: 40, height: 20)),
        (.bottom, CGRect(x: 20, y: 60, width: 40, height: 20)),
        (.left, CGRect(x: 0, y: 30, width: 40, height: 20)),
        (.right, CGRect(x: 40, y: 30, width: 40, height: 20)),
        (.topLeft, CGRect(x: 0, y: 0, width: 40, height: 20)),
        (.topRight, CGRect(x: 40, y: 0, width: 40, height: 20)),
        (.bottomLeft, CGRect(x: 0, y: 60, width: 40, height: 20)),
        (.bottomRight, CGRect(x: 40, y: 60, width: 40, height: 20)),
    ])
    func everyContentModePlacesTheDrawingWhereUIKitDoes(mode: UIView.ContentMode, placed: CGRect) {
        let (stage, view) = halvesGrownTo80(mode)
        let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF, black: UInt32 = 0xFF00_0000
        var wrong: [String] = []
        for y in 0..<100 {
            for x in 0..<100 {
                let px = CGFloat(x) + 0.5, py = CGFloat(y) + 0.5
                let nearEdge = [placed.minX, placed.maxX, placed.midX].contains { abs(px - $0) < 2 }
                    || [placed.minY, placed.maxY].contains { abs(py - $0) < 2 }
                guard !nearEdge else { continue }
                let expected = placed.contains(CGPoint(x: px, y: py)) ? (px < placed.midX ? red : blue) : black
                if stage.display.screen[x, y] != expected { wrong.append("(\(x), \(y))") }
            }
        }
        #expect(wrong.isEmpty, "\(mode): \(wrong.count) pixels off, first \(wrong.prefix(4))")
        #expect(view.rects.count == (mode == .redraw ? 2 : 1), "only redraw draws again")
    }

    @Test func contentModesPlaceTheContentsAsUIKitDoes() {
        // A 40x20 drawing in an 80x80 view.
        func place(_ mode: UIView.ContentMode) -> (red: Bool, blue: Bool, corner: Bool) {
            let s = halvesGrownTo80(mode).stage.display.screen
            return (s[1, 1] == 0xFFFF_0000, s[78, 78] == 0xFF00_00FF, s[79, 0] == 0xFF00_00FF)
        }
        // topLeft: content at (0,0)–(40,20): red at (1,1), nothing at the bottom right.
        #expect(place(.topLeft) == (true, false, false))
        // bottomRight: (40,60)–(80,80): blue at (78,78).
        #expect(place(.bottomRight) == (false, true, false))
        // scaleAspectFit: 80x40 centred vertically at y 20–60: no colour in the corners.
        #expect(place(.scaleAspectFit) == (false, false, false))
        // scaleAspectFill: 160x80 centred: x −40…120, red ends at x 40, so (1,1) is red and
        // the top-right corner (79,0) is blue.
        #expect(place(.scaleAspectFill) == (true, true, true))
        // topRight: (40,0)–(80,20): blue in the top-right corner.
        #expect(place(.topRight) == (false, false, true))
    }
}
