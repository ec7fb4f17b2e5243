// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor @Suite struct UISwitchTests {
    /// A switch at (100, 100) in the touch harness's window.
    private func makeSwitch(in harness: TouchHarness) -> (UISwitch, ControlEventLog) {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 80))
        harness.window.addSubview(toggle)
        return (toggle, ControlEventLog(toggle))
    }

    private func count(_ name: String, in log: ControlEventLog) -> Int {
        log.events.filter { $0 == name }.count
    }

    @Test func theSizeIsAlwaysFiftyOneByThirtyOne() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 80))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        toggle.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        toggle.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
    }

    @Test func aTapThroughTheTouchPathTogglesAndSendsOneValueChanged() {
        let harness = TouchHarness()
        let (toggle, log) = makeSwitch(in: harness)
        #expect(!toggle.isOn)
        harness.tap(CGPoint(x: 125, y: 115), at: 0)
        #expect(toggle.isOn)
        #expect(count("valueChanged", in: log) == 1)
        #expect(count("primary", in: log) == 1)
        #expect(log.events.last == "upInside")
        #expect(toggle.thumbView.layer.animationKeys()?.isEmpty == false, "the knob slides with UIView.animate")
        harness.tap(CGPoint(x: 125, y: 115), at: 1)
        #expect(!toggle.isOn)
        #expect(count("valueChanged", in: log) == 2)
    }

    @Test func settingTheValueFromCodeSendsNoEvent() {
        let harness = TouchHarness()
        let (toggle, log) = makeSwitch(in: harness)
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn)
        #expect(toggle.thumbView.layer.animationKeys()?.isEmpty ?? true, "no slide without animation")
        #expect(toggle.thumbView.frame.minX == 22)
        toggle.isOn = false
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(log.events.isEmpty)
    }

    @Test func aDisabledSwitchIsDimmedAndIgnoresTaps() {
        let harness = TouchHarness()
        let (toggle, log) = makeSwitch(in: harness)
        toggle.isEnabled = false
        #expect(toggle.trackView.alpha == 0.5 && toggle.thumbView.alpha == 0.5)
        harness.tap(CGPoint(x: 125, y: 115), at: 0)
        #expect(!toggle.isOn && log.events.isEmpty)
        toggle.isEnabled = true
        #expect(toggle.trackView.alpha == 1)
    }

    @Test func draggingTheThumbAcrossTogglesOnReleaseAndDraggingBackDoesNot() {
        let harness = TouchHarness()
        let (toggle, log) = makeSwitch(in: harness)
        // From the off thumb (x 102–129) to the right end, lifting there.
        harness.drag(from: CGPoint(x: 112, y: 115), to: CGPoint(x: 140, y: 115), steps: 10, start: 0)
        #expect(toggle.isOn)
        #expect(count("valueChanged", in: log) == 1)
        // Across and back: the thumb ends where it started, no change.
        let end = harness.drag(from: CGPoint(x: 140, y: 115), to: CGPoint(x: 110, y: 115), steps: 5, start: 1, lift: false)
        #expect(toggle.isOn, "still tracking: nothing committed yet")
        harness.send(.moved, CGPoint(x: 140, y: 115), at: end + 0.01)
        harness.send(.ended, CGPoint(x: 140, y: 115), at: end + 0.02)
        #expect(toggle.isOn)
        #expect(count("valueChanged", in: log) == 1)
    }

    @Test func theThumbSitsTwoPointsInFromTheLeftWhenOffAndTheRightWhenOn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        window.backgroundColor = .black
        window.isHidden = false
        defer { window.isHidden = true }
        let compositor = Compositor(pixelWidth: 120, pixelHeight: 80, scale: 2)!
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        toggle.onTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        window.addSubview(toggle)
        func compose() {
            window.layoutIfNeeded()
            window.layer.displayTreeIfNeeded()
            compositor.compose([window.layer])
        }
        /// The white run of the thumb along the switch's middle row (15.5 points: pixel 31).
        func thumbPixels() -> ClosedRange<Int>? {
            let white = (0..<120).filter { compositor.screen[$0, 31] == 0xFFFF_FFFF }
            guard let first = white.first, let last = white.last else { return nil }
            return first...last
        }
        compose()
        // Off: the thumb covers points 2–29, pixels 4–57 (its edge pixels shaded by the curve).
        let off = thumbPixels()
        #expect(off.map { (4...5).contains($0.lowerBound) && (56...57).contains($0.upperBound) } == true, "\(String(describing: off))")
        toggle.isOn = true
        compose()
        // On: points 22–49, pixels 44–97; the track right of it is the on tint.
        let on = thumbPixels()
        #expect(on.map { (44...45).contains($0.lowerBound) && (96...97).contains($0.upperBound) } == true, "\(String(describing: on))")
        #expect(compositor.screen[20, 31] == 0xFF00_00FF)
    }
}
