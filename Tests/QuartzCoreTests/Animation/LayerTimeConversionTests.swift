// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

/// `convertTime(_:from:)` and `convertTime(_:to:)`, and the pause/resume idiom Apple's
/// Core Animation Programming Guide gives: pause with `speed` 0 and `timeOffset` at the
/// layer's current time; resume with `beginTime` set to the time spent paused.
@MainActor @Suite struct LayerTimeConversionTests {
    @Test func timeConvertsThroughEachLayersBeginTimeSpeedAndOffset() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        root.beginTime = 10
        root.speed = 2
        child.timeOffset = 3
        // Root: (100 − 10) · 2 = 180; child: 180 + 3 = 183.
        #expect(child.convertTime(100, from: nil) == 183)
        #expect(child.convertTime(183, to: nil) == 100)
        #expect(root.convertTime(183, from: child) == 180)
        #expect(child.convertTime(180, from: root) == 183)
    }

    @Test func pausingAndResumingAsTheGuideShowsContinuesWhereItStopped() {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 2
        layer.add(move, forKey: "move")
        showFrame(at: 8000)
        showFrame(at: 8000.5)
        #expect(layer.presentation()?.position.x == 25)
        // Pause.
        let pausedTime = layer.convertTime(8000.5, from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        showFrame(at: 8003)
        #expect(layer.presentation()?.position.x == 25, "held while paused")
        // Resume.
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(8003, from: nil) - pausedTime
        #expect(layer.presentation()?.position.x == 25, "resumes where it stopped")
        showFrame(at: 8003.5)
        #expect(layer.presentation()?.position.x == 50)
    }
}
