// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A hover recognizer on a touch screen: never begins, and lets taps through.
@MainActor @Suite struct UIHoverGestureRecognizerTests {
    @Test func touchesNeverHoverAndTapsStillWork() {
        let harness = TouchHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        var hovers = 0, taps = 0
        let hover = UIHoverGestureRecognizer { _ in hovers += 1 }
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.require(toFail: hover)
        view.addGestureRecognizer(hover)
        view.addGestureRecognizer(tap)
        #expect(hover.zOffset == 0)
        harness.tap(CGPoint(x: 50, y: 50), at: 1)
        harness.wait(until: 2)
        #expect(hovers == 0 && taps == 1)
        #expect(hover.state == .possible || hover.state == .failed)
    }
}
