// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

@MainActor @Suite struct UIProgressViewTests {
    /// A 120 × 40 point window composed at 2 pixels a point.
    @MainActor private final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        let compositor = Compositor(pixelWidth: 240, pixelHeight: 80, scale: 2)!

        init() {
            window.backgroundColor = .white
            window.isHidden = false
        }

        isolated deinit {
            window.isHidden = true
        }

        func compose() {
            window.layoutIfNeeded()
            window.layer.displayTreeIfNeeded()
            compositor.compose([window.layer])
        }

        /// The pixels of row `y` that are mostly blue (the fill) and mostly red (the track).
        func blueAndRed(row y: Int) -> (blue: [Int], red: [Int]) {
            var blue: [Int] = [], red: [Int] = []
            for x in 0..<240 {
                let pixel = compositor.screen[x, y]
                let r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
                if b > 200 && r < 60 && g < 60 { blue.append(x) }
                if r > 200 && b < 60 && g < 60 { red.append(x) }
            }
            return (blue, red)
        }
    }

    @Test func progressIsClampedToZeroThroughOne() {
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.progress == 0)
        view.progress = 1.5
        #expect(view.progress == 1)
        view.setProgress(-0.2, animated: true)
        #expect(view.progress == 0)
        view.progress = .nan
        #expect(view.progress == 0)
        view.setProgress(0.3, animated: false)
        #expect(view.progress == 0.3)
    }

    @Test func theDefaultStyleIsFourPointsHighWithRoundEnds() {
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.frame.height == 4)
        #expect(view.sizeThatFits(CGSize(width: 200, height: 50)) == CGSize(width: 200, height: 4))
        #expect(view.intrinsicContentSize.height == 4)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 4)
        view.layoutIfNeeded()
        #expect(view.trackView.layer.cornerRadius == 2)
        #expect(view.progressViewStyle == .default)
        #expect(UIProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
    }

    @Test func theFillCoversProgressOfTheWidthInPixels() {
        let scene = Scene()
        let view = UIProgressView(progressViewStyle: .default)
        view.frame = CGRect(x: 10, y: 10, width: 100, height: 4)
        view.progressTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.trackTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.progress = 0.25
        scene.window.addSubview(view)
        scene.compose()
        // The bar's middle row (y 12 points, pixel 24): 25 points = 50 pixels of fill from
        // pixel 20, then track to pixel 219; the round ends shade a pixel or so at each end.
        var (blue, red) = scene.blueAndRed(row: 24)
        #expect((48...50).contains(blue.count), "\(blue.count) fill pixels")
        #expect(blue.first.map { (20...21).contains($0) } == true)
        #expect(blue.last.map { (68...69).contains($0) } == true)
        #expect(red.last.map { (217...219).contains($0) } == true)
        // Above and below the bar: the window's white.
        #expect(scene.compositor.screen[40, 18] == 0xFFFF_FFFF)
        #expect(scene.compositor.screen[40, 29] == 0xFFFF_FFFF)
        view.progress = 0.75
        scene.compose()
        (blue, red) = scene.blueAndRed(row: 24)
        #expect((148...150).contains(blue.count), "\(blue.count) fill pixels")
        #expect(!red.isEmpty && red.first! >= 170)
    }

    @Test func theFillUsesTheTintColourUntilAProgressTintIsSet() {
        let view = UIProgressView(progressViewStyle: .default)
        view.tintColor = .red
        #expect(view.fillView.backgroundColor == .red)
        view.progressTintColor = .green
        #expect(view.fillView.backgroundColor == .green)
        #expect(view.trackView.backgroundColor == .systemGray5)
    }
}

/// `observedProgress`: the bar follows a Foundation `Progress`, read each frame.
@MainActor @Suite struct UIProgressViewObservedProgressTests {
    /// Runs the frame clock's frame for `time` (what the frame scheduler does at a flip).
    func frame(at time: CFTimeInterval) {
        AnimationClock.shared.beginFrame(timestamp: time - 1.0 / 60, targetTimestamp: time, duration: 1.0 / 60)
    }

    @Test func settingTheProgressShowsItsFractionAtOnce() {
        let task = Progress(totalUnitCount: 8)
        task.completedUnitCount = 2
        let view = UIProgressView(progressViewStyle: .default)
        view.observedProgress = task
        #expect(view.progress == 0.25)
        #expect(view.observedProgress === task)
    }

    @Test func updatingTheProgressMovesTheBarAtTheNextFrame() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.isHidden = false
        defer { window.isHidden = true }
        let view = UIProgressView(progressViewStyle: .default)
        view.frame = CGRect(x: 0, y: 10, width: 200, height: 4)
        window.addSubview(view)
        let task = Progress(totalUnitCount: 4)
        view.observedProgress = task
        #expect(view.progressPoll != nil)
        task.completedUnitCount = 1
        #expect(view.progress == 0)  // not yet: the view reads the progress at frames
        frame(at: 7000)
        #expect(view.progress == 0.25)
        // The fill's model frame is a quarter of the width (the move itself is animated).
        #expect(view.fillView.frame.width == 50)
        task.completedUnitCount = 3
        frame(at: 7000 + 1.0 / 60)
        #expect(view.progress == 0.75)
        #expect(view.fillView.frame.width == 150)
        // Finished: the bar is full and the view stops polling (no frames asked for a full bar).
        task.completedUnitCount = 4
        frame(at: 7000 + 2.0 / 60)
        #expect(view.progress == 1)
        #expect(view.progressPoll == nil)
    }

    @Test func childProgressMovesTheObservedParent() {
        // fractionCompleted counts the children's share, so the bar moves with them too.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        window.isHidden = false
        defer { window.isHidden = true }
        let view = UIProgressView(progressViewStyle: .bar)
        window.addSubview(view)
        let parent = Progress(totalUnitCount: 2)
        let child = Progress(totalUnitCount: 10, parent: parent, pendingUnitCount: 1)
        view.observedProgress = parent
        child.completedUnitCount = 5
        frame(at: 7100)
        #expect(view.progress == 0.25)
    }

    @Test func pollingRunsOnlyInAWindowAndStopsWhenTheProgressIsCleared() {
        let view = UIProgressView(progressViewStyle: .default)
        let task = Progress(totalUnitCount: 10)
        view.observedProgress = task
        #expect(view.progressPoll == nil)  // off screen nothing polls
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        window.isHidden = false
        defer { window.isHidden = true }
        window.addSubview(view)
        #expect(view.progressPoll != nil)
        view.removeFromSuperview()
        #expect(view.progressPoll == nil)
        window.addSubview(view)
        view.observedProgress = nil
        #expect(view.progressPoll == nil)
        // Set by hand again, the value stays.
        task.completedUnitCount = 9
        view.progress = 0.1
        frame(at: 7200)
        #expect(view.progress == 0.1)
    }

    @Test func aCancelledProgressStopsThePolling() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        window.isHidden = false
        defer { window.isHidden = true }
        let view = UIProgressView(progressViewStyle: .default)
        window.addSubview(view)
        let task = Progress(totalUnitCount: 10)
        view.observedProgress = task
        task.completedUnitCount = 4
        task.cancel()
        frame(at: 7300)
        #expect(view.progress == 0.4)
        #expect(view.progressPoll == nil)
    }
}
