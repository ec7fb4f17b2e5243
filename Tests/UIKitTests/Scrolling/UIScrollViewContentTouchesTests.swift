// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A button inside a scroll view, through the real touch path: touches wait 150 ms
/// (`delaysContentTouches`), a quick drag never reaches the button, and a drag that
/// starts while the button tracks cancels it only where `touchesShouldCancel(in:)` says
/// so (by default not for a UIControl, as Apple documents).
@MainActor @Suite struct UIScrollViewContentTouchesTests {
    /// A scroll view that takes touches from controls too, as apps commonly write it.
    final class ControlCancellingScrollView: UIScrollView {
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override init(frame: CGRect) { super.init(frame: frame) }
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    /// A scroll view that keeps touches from its content.
    final class RefusingScrollView: UIScrollView {
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override init(frame: CGRect) { super.init(frame: frame) }
        var asked: [UIView] = []
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
            asked.append(view)
            return false
        }
    }

    /// The button sits at content (100, 100), 200 × 60: screen (350, 350)…(550, 410).
    static func makeButton(in h: ScrollHarness) -> (UIButton, ControlEventLog) {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 60)
        button.setTitle("Buy", for: .normal)
        h.content.addSubview(button)
        return (button, ControlEventLog(button))
    }

    static let onButton = CGPoint(x: 450, y: 380)

    @Test func aQuickTapStillPressesTheButton() {
        let h = ScrollHarness()
        let (button, log) = Self.makeButton(in: h)
        h.touches.send(.began, Self.onButton, at: h.now + 0.001)
        #expect(!button.isHighlighted, "held back for 150 ms")
        h.touches.send(.ended, Self.onButton, at: h.now + 0.05)
        #expect(log.events == ["down", "upInside", "primary"])
    }

    @Test func theButtonHighlightsAfterTheDelay() {
        let h = ScrollHarness()
        let (button, log) = Self.makeButton(in: h)
        let start = h.now + 0.001
        h.touches.send(.began, Self.onButton, at: start)
        h.touches.wait(until: start + 0.14)
        #expect(!button.isHighlighted && log.events.isEmpty)
        h.touches.wait(until: start + 0.16)
        #expect(button.isHighlighted && log.events == ["down"])
        h.touches.send(.ended, Self.onButton, at: start + 0.3)
        #expect(log.events == ["down", "upInside", "primary"])
    }

    @Test func aDragThatStartsBeforeTheDelayNeverReachesTheButton() {
        let h = ScrollHarness()
        let (button, log) = Self.makeButton(in: h)
        h.drag(from: Self.onButton, to: CGPoint(x: 450, y: 200))
        #expect(log.events.isEmpty)
        #expect(!button.isHighlighted)
        #expect(h.scrollView.contentOffset.y > 0)
    }

    @Test func aControlThatTracksKeepsTheFingerByDefault() {
        let h = ScrollHarness()
        let (button, log) = Self.makeButton(in: h)
        let start = h.now + 0.001
        h.touches.send(.began, Self.onButton, at: start)
        h.touches.wait(until: start + 0.2)
        #expect(button.isHighlighted)
        h.touches.send(.moved, CGPoint(x: 450, y: 330), at: start + 0.21)
        h.touches.send(.moved, CGPoint(x: 450, y: 300), at: start + 0.22)
        #expect(h.scrollView.contentOffset == .zero, "touchesShouldCancel(in:) is false for a UIControl")
        #expect(!h.scrollView.isDragging)
        // 50 points above the button: inside its 70-point tracking margin.
        h.touches.send(.ended, CGPoint(x: 450, y: 300), at: start + 0.23)
        #expect(!log.events.contains("cancel"))
        #expect(log.events.first == "down" && log.events.last == "primary")
    }

    @Test func aScrollViewThatCancelsControlsTakesTheFingerFromTheButton() {
        let h = ScrollHarness(scrollView: ControlCancellingScrollView(frame: CGRect(x: 250, y: 250, width: 500, height: 500)))
        let (button, log) = Self.makeButton(in: h)
        let start = h.now + 0.001
        h.touches.send(.began, Self.onButton, at: start)
        h.touches.wait(until: start + 0.2)
        #expect(button.isHighlighted)
        // Within the 10-point hysteresis the button still follows the finger.
        h.touches.send(.moved, CGPoint(x: 450, y: 375), at: start + 0.21)
        #expect(log.events == ["down", "dragInside"])
        h.touches.send(.moved, CGPoint(x: 450, y: 330), at: start + 0.22)
        #expect(log.events == ["down", "dragInside", "cancel"])
        #expect(!button.isHighlighted)
        #expect(h.scrollView.isDragging)
        h.touches.send(.moved, CGPoint(x: 450, y: 280), at: start + 0.23)
        h.touches.send(.ended, CGPoint(x: 450, y: 280), at: start + 0.24)
        #expect(log.events == ["down", "dragInside", "cancel"], "no action after the cancel")
        // 100 points up, less the hysteresis.
        #expect(h.log.releaseOffset == CGPoint(x: 0, y: 90))
    }

    @Test func aPlainViewIsCancelledUnlessTheScrollViewMayNotCancel() {
        for canCancel in [true, false] {
            let h = ScrollHarness()
            h.scrollView.canCancelContentTouches = canCancel
            let view = TouchLogView("inner", frame: CGRect(x: 0, y: 0, width: 500, height: 300))
            h.content.addSubview(view)
            let start = h.now + 0.001
            h.touches.send(.began, CGPoint(x: 500, y: 400), at: start)
            h.touches.wait(until: start + 0.2)
            #expect(view.log == ["began1"])
            h.touches.send(.moved, CGPoint(x: 500, y: 350), at: start + 0.21)
            h.touches.send(.moved, CGPoint(x: 500, y: 300), at: start + 0.22)
            h.touches.send(.ended, CGPoint(x: 500, y: 300), at: start + 0.23)
            if canCancel {
                #expect(view.log == ["began1", "cancelled1"])
                #expect(h.log.releaseOffset == CGPoint(x: 0, y: 90))
            } else {
                #expect(view.log == ["began1", "moved1", "moved1", "ended1"])
                #expect(h.scrollView.contentOffset == .zero)
            }
        }
    }

    @Test func withoutDelayTheButtonHighlightsAtOnce() {
        let h = ScrollHarness()
        h.scrollView.delaysContentTouches = false
        let (button, log) = Self.makeButton(in: h)
        h.touches.send(.began, Self.onButton, at: h.now + 0.001)
        #expect(button.isHighlighted && log.events == ["down"])
        h.touches.send(.ended, Self.onButton, at: h.now + 0.05)
    }

    @Test func touchesShouldBeginCanKeepTouchesFromTheContent() {
        let scrollView = RefusingScrollView(frame: CGRect(x: 250, y: 250, width: 500, height: 500))
        let h = ScrollHarness(scrollView: scrollView)
        let (button, log) = Self.makeButton(in: h)
        let start = h.now + 0.001
        h.touches.send(.began, Self.onButton, at: start)
        h.touches.wait(until: start + 0.2)
        h.touches.send(.ended, Self.onButton, at: start + 0.25)
        #expect(log.events.isEmpty)
        #expect(scrollView.asked.count == 1 && scrollView.asked.first === button)
        // The scroll view still scrolls.
        h.drag(from: Self.onButton, to: CGPoint(x: 450, y: 200))
        #expect(h.scrollView.contentOffset.y > 0)
    }

    @Test func catchingAGlideDoesNotTapTheContent() {
        let h = ScrollHarness()
        let (_, log) = Self.makeButton(in: h)
        h.scrollView.contentOffset = CGPoint(x: 0, y: 0)
        // Flick down from near the top of the content… then back up so the button
        // comes under the finger while the content still moves.
        h.drag(from: CGPoint(x: 450, y: 700), to: CGPoint(x: 450, y: 600))
        h.wait(0.05)
        #expect(h.scrollView.isDecelerating)
        h.touches.tap(Self.onButton, at: h.now + 0.001)
        h.wait(0.3)
        #expect(log.events.isEmpty)
        #expect(!h.scrollView.isDecelerating)
    }
}
