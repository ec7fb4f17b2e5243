// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A view's layout mark is its layer's, as on iOS, and the frame's layout pass lays out
/// every marked layer of a window once.
@MainActor @Suite struct UIViewLayerLayoutTests {
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    final class CountingLayer: CALayer {
        var layouts = 0
        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
        }
    }

    @Test func markingAViewsLayerMarksTheView() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        let before = view.layouts
        view.layer.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == before + 1)
        view.setNeedsLayout()
        #expect(view.layer.needsLayout())
        view.layer.layoutIfNeeded()
        #expect(view.layouts == before + 2, "the layer's layout runs the view's layoutSubviews")
    }

    @Test func eachFramesLayoutPassLaysOutAMarkedLayerOnce() {
        let loop = ManualEventLoop()
        let display = FakeDisplayOutput(width: 100, height: 100, completesImmediately: true)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scheduler = FrameScheduler(display: display, compositor: Compositor(pixelWidth: 100, pixelHeight: 100, scale: 1)!,
                                       loop: loop) { [window] }
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let sublayer = CountingLayer()
        view.layer.addSublayer(sublayer)
        window.addSubview(view)
        window.isHidden = false
        defer { window.isHidden = true }
        window.layer.host = scheduler
        // Runs the frame asked for, which waits a refresh period after the previous one.
        func nextFrame() {
            loop.runPending()
            loop.advanceTime(by: 0.1)
        }
        scheduler.setNeedsFrame()
        nextFrame()
        let viewLayouts = view.layouts
        #expect(sublayer.layouts == 0)

        sublayer.setNeedsLayout()
        sublayer.setNeedsLayout()
        nextFrame()  // the mark asked for a frame, whose first step is layout
        #expect(sublayer.layouts == 1)
        #expect(view.layouts == viewLayouts, "the view was not marked")

        view.layer.setNeedsLayout()
        nextFrame()
        #expect(view.layouts == viewLayouts + 1)
        #expect(sublayer.layouts == 1, "not marked again")
    }
}
