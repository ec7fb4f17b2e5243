// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import Platform
@testable import UIKitCore

/// A VNC viewer's mouse wheel on pan gesture recognizers that allow discrete scrolls
/// (`allowedScrollTypesMask`), through the real remote path: RFB pointer events with
/// buttons 4/5 → `RemoteTouchSource` → `ScrollWheelRouter` → hit-test → recognizers.
/// A notch moves the translation by `UIScrollView.wheelLineStep` (40 points, our value)
/// against the wheel, as a finger dragging the content would.
@MainActor @Suite struct UIPanGestureRecognizerWheelTests {
    /// TouchHarness's 1000 × 1000 point window and loop, with a viewer's pointer on a
    /// 1000 × 1000 pixel panel: pixel (x, y) is point (x + 0.5, y + 0.5).
    @MainActor final class Scene {
        let harness = TouchHarness()
        let router: ScrollWheelRouter
        let source = RemoteTouchSource(panelWidth: 1000, panelHeight: 1000, rotation: .degrees0, modifiers: { [] })

        init() throws {
            let harness = harness
            router = ScrollWheelRouter(loop: harness.loop, application: harness.application,
                                       screen: { harness.screen }, windows: { harness.windows })
            source.wheelHandler = { [router] x, y, notches in router.handle(normalizedX: x, y: y, notches: notches) }
            try source.start(on: harness.loop)
        }

        var window: UIWindow { harness.window }

        /// A view at `frame` in the window with a pan that takes wheel notches.
        func wheelPannedView(_ frame: CGRect) -> (UIView, UIPanGestureRecognizer) {
            let view = UIView(frame: frame)
            window.addSubview(view)
            let pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .discrete
            view.addGestureRecognizer(pan)
            return (view, pan)
        }

        /// One notch at panel pixel (`x`, `y`) at `time`: button 5 (toward the user, bit 4)
        /// or 4 (away, bit 3) pressed and released.
        func notch(towardUser: Bool = true, x: Int, y: Int, at time: Double) {
            harness.wait(until: time)
            source.handlePointer(x: x, y: y, buttons: towardUser ? 16 : 8)
            source.handlePointer(x: x, y: y, buttons: 0)
        }
    }

    /// What a pan's action saw.
    struct Report: Equatable {
        var state: UIGestureRecognizer.State
        var translation: CGPoint
        var touches: Int
        var location: CGPoint
    }

    /// To a thousandth of a point: the pointer's position went through a normalized one.
    static func rounded(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x * 1000).rounded() / 1000, y: (point.y * 1000).rounded() / 1000)
    }

    static func record(_ pan: UIPanGestureRecognizer, in view: UIView) -> () -> [Report] {
        var reports: [Report] = []
        pan.addHandler { pan in
            reports.append(Report(state: pan.state, translation: pan.translation(in: view),
                                  touches: pan.numberOfTouches, location: rounded(pan.location(in: view))))
        }
        return { reports }
    }

    @Test func aRunOfNotchesIsOnePanThatEndsWhenTheWheelRests() throws {
        let scene = try Scene()
        let (view, pan) = scene.wheelPannedView(CGRect(x: 100, y: 100, width: 600, height: 600))
        let reports = Self.record(pan, in: view)

        scene.notch(x: 499, y: 299, at: 1)
        scene.notch(x: 499, y: 299, at: 1.05)
        scene.notch(x: 509, y: 299, at: 1.1)  // the pointer moved 10 pixels right
        // Pointer (499.5, 299.5) in the window is (399.5, 199.5) in the view; each notch
        // toward the user moves the translation 40 points up.
        #expect(reports() == [
            Report(state: .began, translation: CGPoint(x: 0, y: -40), touches: 0, location: CGPoint(x: 399.5, y: 199.5)),
            Report(state: .changed, translation: CGPoint(x: 0, y: -80), touches: 0, location: CGPoint(x: 399.5, y: 199.5)),
            Report(state: .changed, translation: CGPoint(x: 0, y: -120), touches: 0, location: CGPoint(x: 409.5, y: 199.5)),
        ])
        scene.harness.wait(until: 1.1 + ScrollWheelRouter.restInterval - 0.01)
        #expect(reports().count == 3, "the wheel has not rested yet")
        scene.harness.wait(until: 1.1 + ScrollWheelRouter.restInterval + 0.001)
        #expect(reports().last == Report(state: .ended, translation: CGPoint(x: 0, y: -120), touches: 0,
                                         location: CGPoint(x: 409.5, y: 199.5)))
        #expect(pan.state == .possible)

        // The next run is a new gesture; a notch away from the user moves the translation down.
        scene.notch(towardUser: false, x: 499, y: 299, at: 2)
        #expect(reports().last?.state == .began && reports().last?.translation == CGPoint(x: 0, y: 40))
    }

    @Test func theNearestPanThatOptsInTakesTheNotchAndAScrollViewAroundItStays() throws {
        let scene = try Scene()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        scrollView.contentSize = CGSize(width: 1000, height: 3000)
        scene.window.addSubview(scrollView)
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 400, height: 400))
        scrollView.addSubview(card)
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.addSubview(label)
        // A pan that does not opt in (the default) and one for trackpads only are passed over.
        let plain = UIPanGestureRecognizer(), trackpad = UIPanGestureRecognizer()
        trackpad.allowedScrollTypesMask = .continuous
        label.addGestureRecognizer(plain)
        label.addGestureRecognizer(trackpad)
        let plainReports = Self.record(plain, in: label), trackpadReports = Self.record(trackpad, in: label)

        scene.notch(x: 150, y: 150, at: 1)  // over the label
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40), "no pan opted in: the scroll view scrolls")

        // The card's pan, an ancestor of the hit view, opts in: it takes the notch as it
        // would a finger on the label, and the scroll view does not move.
        let cardPan = UIPanGestureRecognizer()
        cardPan.allowedScrollTypesMask = .all
        card.addGestureRecognizer(cardPan)
        let cardReports = Self.record(cardPan, in: card)
        scene.notch(x: 150, y: 150, at: 2)
        #expect(cardReports().map(\.state) == [.began])
        #expect(cardReports().first?.translation == CGPoint(x: 0, y: -40))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
        #expect(plainReports().isEmpty && trackpadReports().isEmpty)

        // A notch outside the card goes to the scroll view, and ends the card's gesture.
        scene.notch(x: 800, y: 800, at: 2.05)
        #expect(cardReports().map(\.state) == [.began, .ended])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80))
    }

    /// A delegate that refuses to begin.
    final class Refusing: UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked += 1
            return false
        }
    }

    @Test func aPanThatMayNotBeginOrIsTurnedOffPassesTheNotchOn() throws {
        let scene = try Scene()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        scrollView.contentSize = CGSize(width: 1000, height: 3000)
        scene.window.addSubview(scrollView)
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 400, height: 400))
        scrollView.addSubview(card)
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .discrete
        let delegate = Refusing()
        pan.delegate = delegate
        card.addGestureRecognizer(pan)
        let reports = Self.record(pan, in: card)

        scene.notch(x: 200, y: 200, at: 1)
        #expect(delegate.asked == 1 && reports().isEmpty && pan.state == .possible)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))

        pan.delegate = nil
        pan.isEnabled = false
        scene.notch(x: 200, y: 200, at: 2)
        #expect(reports().isEmpty && scrollView.contentOffset == CGPoint(x: 0, y: 80))

        // Turned off during a wheel scroll, the gesture is cancelled, as with fingers.
        pan.isEnabled = true
        scene.notch(x: 200, y: 200, at: 3)
        pan.isEnabled = false
        #expect(reports().map(\.state) == [.began, .cancelled] && pan.state == .possible)
        scene.harness.wait(until: 4)
        #expect(reports().count == 2, "the rest timer finds nothing to end")
    }

    @Test func fingersAndTheWheelDoNotMix() throws {
        let scene = try Scene()
        let (view, pan) = scene.wheelPannedView(CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let reports = Self.record(pan, in: view)

        // A finger panning: a notch meanwhile does not go to the busy pan.
        let end = scene.harness.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100), start: 1, lift: false)
        let dragged = reports().count
        scene.notch(x: 300, y: 100, at: end + 0.01)
        #expect(reports().count == dragged && pan.numberOfTouches == 1)
        scene.harness.send(.ended, CGPoint(x: 300, y: 100), at: end + 0.02)
        #expect(reports().last?.state == .ended)

        // During a wheel scroll, a finger on the view is not the pan's.
        scene.notch(x: 500, y: 500, at: 2)
        #expect(reports().last?.state == .began && pan.numberOfTouches == 0)
        scene.harness.drag(from: CGPoint(x: 500, y: 500), to: CGPoint(x: 700, y: 500), start: 2.01)
        #expect(reports().last?.state == .began && pan.numberOfTouches == 0)
        scene.harness.wait(until: 3)
        #expect(reports().last?.state == .ended && reports().last?.translation == CGPoint(x: 0, y: -40))
        // Afterwards fingers pan it again: 200 points right, less the 10-point hysteresis.
        scene.harness.drag(from: CGPoint(x: 500, y: 500), to: CGPoint(x: 700, y: 500), start: 4)
        #expect(reports().last?.state == .ended && reports().last?.translation == CGPoint(x: 190, y: 0))
    }
}
