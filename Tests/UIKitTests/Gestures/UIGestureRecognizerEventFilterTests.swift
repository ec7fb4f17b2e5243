// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import Platform
@testable import UIKitCore

/// `gestureRecognizer(_:shouldReceive:)` for events (iOS 13.4): asked once per event
/// before the recognizer sees anything of it, `.touches` events on the touch path and
/// `.scroll` events for a mouse wheel's notches (a VNC viewer's, through
/// `RemoteTouchSource` → `ScrollWheelRouter`); false hides the event.
@MainActor @Suite struct UIGestureRecognizerEventFilterTests {
    /// A delegate that records what it is asked, in order, and refuses the event types in `refused`.
    final class EventFilter: UIGestureRecognizerDelegate {
        var refused: Set<UIEvent.EventType> = []
        var log: [String] = []

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
            log.append("event \(event.type.rawValue)")
            return !refused.contains(event.type)
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            log.append("touch")
            return true
        }
    }

    @Test func eventTypesHaveUIKitsRawValues() {
        // UIKit's UIEventType: touches 0, motion 1, remoteControl 2, presses 3, scroll 10, hover 11, transform 14.
        let types: [UIEvent.EventType] = [.touches, .motion, .remoteControl, .presses, .scroll, .hover, .transform]
        #expect(types.map(\.rawValue) == [0, 1, 2, 3, 10, 11, 14])
        #expect(UIEvent.EventType(rawValue: 10) == .scroll)
    }

    @Test func aWheelNotchIsAScrollEventThePansDelegateMayRefuse() throws {
        let scene = try UIPanGestureRecognizerWheelTests.Scene()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        scrollView.contentSize = CGSize(width: 1000, height: 3000)
        scene.window.addSubview(scrollView)
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 400, height: 400))
        scrollView.addSubview(card)
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .discrete
        let filter = EventFilter()
        filter.refused = [.scroll]
        pan.delegate = filter
        card.addGestureRecognizer(pan)
        let reports = UIPanGestureRecognizerWheelTests.record(pan, in: card)

        // Refused: the pan never sees the notch, which scrolls the scroll view around it
        // one line step (40 points); the delegate is not asked to begin.
        scene.notch(x: 200, y: 200, at: 1)
        #expect(filter.log == ["event 10"])
        #expect(reports().isEmpty && pan.state == .possible)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))

        // Allowed: the pan follows the notch (translation 40 points up) and the scroll view stays.
        filter.refused = []
        scene.notch(x: 200, y: 200, at: 2)
        #expect(filter.log == ["event 10", "event 10"])
        #expect(reports().map(\.state) == [.began] && reports().first?.translation == CGPoint(x: 0, y: -40))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))

        // Refused in the middle of a run: that notch goes to the scroll view, which ends the pan's gesture.
        filter.refused = [.scroll]
        scene.notch(x: 200, y: 200, at: 2.05)
        #expect(reports().map(\.state) == [.began, .ended])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80))
    }

    @Test func aTouchEventIsAskedOncePerDeliveryBeforeItsTouches() {
        let harness = TouchHarness()
        let view = TouchLogView("pad", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 2
        let filter = EventFilter()
        pan.delegate = filter
        view.addGestureRecognizer(pan)

        // Two fingers land in one frame: the event is asked about once, then each touch.
        harness.send(at: 1, [(.began, 1, CGPoint(x: 100, y: 100)), (.began, 2, CGPoint(x: 300, y: 100))])
        #expect(filter.log == ["event 0", "touch", "touch"])
        harness.send(at: 1.01, [(.moved, 1, CGPoint(x: 100, y: 160)), (.moved, 2, CGPoint(x: 300, y: 160))])
        #expect(filter.log.count == 3, "moves of touches it has are not asked about")
        harness.send(at: 1.02, [(.ended, 1, CGPoint(x: 100, y: 160)), (.ended, 2, CGPoint(x: 300, y: 160))])

        // Refused: the touches never reach the pan (it does not begin however far they
        // go), nor are they asked about; the view still gets them.
        filter.refused = [.touches]
        filter.log = []
        view.log = []
        var states: [UIGestureRecognizer.State] = []
        pan.addHandler { states.append($0.state) }
        harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400), start: 2)
        #expect(filter.log == ["event 0"])
        #expect(states.isEmpty && pan.state == .possible)
        #expect(view.log.first == "began1" && view.log.last == "ended1")
    }
}
