// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct TouchRouterTests {
    @Test func normalizedPositionsBecomeScreenPointsAndTheHitViewGetsTheTouch() {
        let harness = TouchHarness()
        let view = TouchLogView("a", frame: CGRect(x: 100, y: 200, width: 300, height: 100))
        harness.window.addSubview(view)
        var seen: UITouch?
        harness.send(.began, CGPoint(x: 250, y: 250), at: 1)
        seen = view.touchesSeen.first?.first
        #expect(view.log == ["began1"])
        // 0.25 × 1000 = 250 on the screen; the view's origin is (100, 200).
        #expect(seen?.location(in: view) == CGPoint(x: 150, y: 50))
        #expect(seen?.location(in: nil) == CGPoint(x: 250, y: 250))
        #expect(seen?.view === view && seen?.window === harness.window)
        #expect(seen?.phase == .began && seen?.timestamp == 1 && seen?.type == .direct)
        #expect(seen?.tapCount == 1)
        harness.send(.ended, CGPoint(x: 250, y: 250), at: 1.1)
        #expect(view.log == ["began1", "ended1"])
        #expect(seen?.phase == .ended)
        #expect(harness.router.activeTouchCount == 0)
    }

    @Test func aTouchStaysWithItsViewWhenItMovesOut() {
        let harness = TouchHarness()
        let a = TouchLogView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchLogView("b", frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        harness.window.addSubview(a)
        harness.window.addSubview(b)
        harness.send(.began, CGPoint(x: 50, y: 50), at: 0)
        harness.send(.moved, CGPoint(x: 250, y: 50), at: 0.01)
        harness.send(.ended, CGPoint(x: 250, y: 50), at: 0.02)
        #expect(a.log == ["began1", "moved1", "ended1"])
        #expect(b.log.isEmpty)
        let touch = a.touchesSeen[0].first
        #expect(touch?.location(in: a) == CGPoint(x: 250, y: 50))
        #expect(touch?.previousLocation(in: a) == CGPoint(x: 250, y: 50))
    }

    @Test func previousLocationIsThePositionAtThePreviousEvent() {
        let harness = TouchHarness()
        let view = TouchLogView("a", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        harness.send(.began, CGPoint(x: 10, y: 10), at: 0)
        harness.send(.moved, CGPoint(x: 30, y: 40), at: 0.01)
        let touch = view.touchesSeen[0].first
        #expect(touch?.previousLocation(in: view) == CGPoint(x: 10, y: 10))
        #expect(touch?.location(in: view) == CGPoint(x: 30, y: 40))
        #expect(touch?.phase == .moved)
    }

    @Test func locationsConvertThroughTransformedViews() {
        let harness = TouchHarness()
        // A 200 × 100 view centred at (500, 500), scaled ×2 and turned a quarter turn.
        let view = TouchLogView("a", frame: CGRect(x: 400, y: 450, width: 200, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        harness.window.addSubview(view)
        // Screen (500, 560): 60 points below the centre. A +90° turn maps the view's +x
        // axis to the screen's +y (x' = -y, y' = x), so undoing it and the ×2 gives
        // 60 / 2 = 30 along the view's +x from the bounds centre (100, 50): (130, 50).
        harness.send(.began, CGPoint(x: 500, y: 560), at: 0)
        let touch = view.touchesSeen.first?.first
        #expect(view.log == ["began1"])
        let local = touch?.location(in: view) ?? .zero
        #expect(abs(local.x - 130) < 1e-9 && abs(local.y - 50) < 1e-9)
    }

    @Test func tapCountCountsQuickNearbyTapsOnTheSameView() {
        let harness = TouchHarness()
        let view = TouchLogView("a", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        harness.tap(CGPoint(x: 100, y: 100), at: 0)      // 1
        harness.tap(CGPoint(x: 120, y: 100), at: 0.3)    // down 0.25 s after the lift, 20 pt away: 2
        harness.tap(CGPoint(x: 120, y: 100), at: 0.9)    // 0.55 s after the lift: 1 again
        harness.tap(CGPoint(x: 200, y: 100), at: 1.0)    // 80 pt away: 1
        #expect(view.touchesSeen.map { $0.first?.tapCount } == [1, 2, 1, 1])
    }

    @Test func pressureBecomesForce() {
        let harness = TouchHarness()
        let view = TouchLogView("a", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        harness.source.send(.began, x: 0.5, y: 0.5, at: 0, pressure: 0.25)
        let touch = view.touchesSeen.first?.first
        #expect(touch?.force == 0.25 && touch?.maximumPossibleForce == 1)
        harness.source.send(.began, id: 1, x: 0.1, y: 0.1, at: 0)
        // Without pressure the panel has no force sensing: both 0, as on iOS.
        let other = UITouch()
        #expect(other.force == 0 && other.maximumPossibleForce == 0)
    }

    @Test func withoutMultipleTouchAViewGetsOnlyItsFirstTouch() {
        let harness = TouchHarness()
        let view = TouchLogView("a", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        #expect(view.isMultipleTouchEnabled == false)
        harness.send(.began, CGPoint(x: 100, y: 100), id: 1, at: 0)
        harness.send(.began, CGPoint(x: 300, y: 100), id: 2, at: 0.01)
        harness.send(at: 0.02, [(.ended, 1, CGPoint(x: 100, y: 100)), (.ended, 2, CGPoint(x: 300, y: 100))])
        #expect(view.log == ["began1", "ended1"])

        let multi = TouchLogView("b", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        multi.isMultipleTouchEnabled = true
        harness.window.addSubview(multi)
        harness.send(.began, CGPoint(x: 100, y: 100), id: 1, at: 1)
        harness.send(.began, CGPoint(x: 300, y: 100), id: 2, at: 1.01)
        harness.send(at: 1.02, [(.ended, 1, CGPoint(x: 100, y: 100)), (.ended, 2, CGPoint(x: 300, y: 100))])
        #expect(multi.log == ["began1", "began1", "ended2"])
    }

    @Test func anExclusiveTouchViewBlocksOtherViewsAndIsBlockedByThem() {
        let harness = TouchHarness()
        let exclusive = TouchLogView("x", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = TouchLogView("o", frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        harness.window.addSubview(exclusive)
        harness.window.addSubview(other)
        // A touch on the exclusive view keeps the other view from getting one.
        harness.send(.began, CGPoint(x: 50, y: 50), id: 1, at: 0)
        harness.send(.began, CGPoint(x: 250, y: 50), id: 2, at: 0.01)
        harness.send(at: 0.02, [(.ended, 1, CGPoint(x: 50, y: 50)), (.ended, 2, CGPoint(x: 250, y: 50))])
        #expect(exclusive.log == ["began1", "ended1"])
        #expect(other.log.isEmpty)
        // And a touch on the other view keeps the exclusive one from getting one.
        harness.send(.began, CGPoint(x: 250, y: 50), id: 3, at: 1)
        harness.send(.began, CGPoint(x: 50, y: 50), id: 4, at: 1.01)
        harness.send(at: 1.02, [(.ended, 3, CGPoint(x: 250, y: 50)), (.ended, 4, CGPoint(x: 50, y: 50))])
        #expect(other.log == ["began1", "ended1"])
        #expect(exclusive.log == ["began1", "ended1"])
    }

    @Test func ignoringInteractionEventsNestsAndDropsTouchesThatBeginMeanwhile() {
        let harness = TouchHarness()
        let view = TouchLogView("a", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        let app = harness.application
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        harness.tap(CGPoint(x: 10, y: 10), at: 0)
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        // Begins while ignoring, ends after: dropped for its whole life.
        harness.send(.began, CGPoint(x: 10, y: 10), at: 1)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        harness.send(.moved, CGPoint(x: 20, y: 10), at: 1.01)
        harness.send(.ended, CGPoint(x: 20, y: 10), at: 1.02)
        #expect(view.log.isEmpty)
        // An unbalanced end is ignored rather than going negative.
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        harness.tap(CGPoint(x: 10, y: 10), at: 2)
        #expect(view.log == ["began1", "ended1"])
    }

    @Test func unhandledTouchesTravelTheResponderChainToTheAppDelegate() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("delegate began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("delegate ended") }
        }
        let application = UIApplication()
        let delegate = Delegate()
        application.delegate = delegate
        let harness = TouchHarness(application: application)
        let outer = TouchLogView("outer", frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        outer.forwards = true
        // A plain UIView does not handle touches: it forwards them to `outer`.
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.addSubview(inner)
        harness.window.addSubview(outer)
        #expect(inner.next === outer)
        #expect(harness.window.next === UIApplication.shared)
        #expect(application.next === delegate)
        // UIWindow's next is the shared application; the chain from this window's
        // touches reaches `UIApplication.shared`, so give it the delegate for the test.
        let shared = UIApplication.shared
        let previous = shared.delegate
        shared.delegate = delegate
        defer { shared.delegate = previous }
        harness.tap(CGPoint(x: 50, y: 50), at: 0)
        #expect(outer.log == ["began1", "ended1"])
        #expect(delegate.log == ["delegate began", "delegate ended"])
    }

    @Test func eventListsTouchesByViewWindowAndRecognizer() {
        let harness = TouchHarness()
        let a = TouchLogView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchLogView("b", frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        harness.window.addSubview(a)
        harness.window.addSubview(b)
        let pan = UIPanGestureRecognizer()
        b.addGestureRecognizer(pan)
        harness.send(at: 0, [(.began, 1, CGPoint(x: 50, y: 50)), (.began, 2, CGPoint(x: 250, y: 50))])
        let touchA = a.touchesSeen[0].first!, touchB = b.touchesSeen[0].first!
        let event = harness.router.currentEvent
        #expect(event.type == .touches && event.timestamp == 0)
        #expect(event.allTouches == [touchA, touchB])
        #expect(event.touches(for: a) == [touchA])
        #expect(event.touches(for: harness.window as UIView) == [touchA, touchB])
        #expect(event.touches(for: harness.window) == [touchA, touchB])
        #expect(event.touches(for: pan) == [touchB])
        #expect(touchB.gestureRecognizers.count == 1 && touchB.gestureRecognizers[0] === pan)
    }

    @Test func contactsThatHitNoWindowOrArriveOutOfOrderAreDroppedSafely() {
        let harness = TouchHarness()
        let view = TouchLogView("a", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        harness.send(.moved, CGPoint(x: 10, y: 10), id: 7, at: 0)     // never began
        harness.send(.ended, CGPoint(x: 10, y: 10), id: 7, at: 0.01)
        #expect(view.log.isEmpty)
        harness.send(.began, CGPoint(x: 10, y: 10), id: 1, at: 1)
        harness.send(.began, CGPoint(x: 20, y: 10), id: 1, at: 1.01)  // began twice
        #expect(view.log == ["began1", "cancelled1", "began1"])
        harness.send(.began, CGPoint(x: 1500, y: 10), id: 2, at: 1.02) // off the window
        #expect(harness.router.activeTouchCount == 1)
        // Positions that are not numbers: never a touch, or the last position kept.
        harness.source.send(.began, id: 3, x: .nan, y: 0.5, at: 1.03)
        harness.source.send(.moved, id: 1, x: .infinity, y: 0.5, at: 1.04)
        #expect(harness.router.activeTouchCount == 1)
        #expect(view.touchesSeen.last?.first?.location(in: view) == CGPoint(x: 20, y: 10))
        #expect(view.log.last == "moved1")
    }

    @Test func stoppingTheSourceCancelsTouchesStillDown() {
        let harness = TouchHarness()
        let view = TouchLogView("a", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(view)
        harness.send(.began, CGPoint(x: 10, y: 10), at: 0)
        harness.source.stop()
        #expect(view.log == ["began1", "cancelled1"])
        #expect(harness.router.activeTouchCount == 0)
    }

    @Test func anEventAnAppBuiltGoesStraightToTheViews() {
        let harness = TouchHarness()
        let view = TouchLogView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        view.addGestureRecognizer(UITapGestureRecognizer())
        let touch = UITouch()
        touch.view = view
        touch.window = harness.window
        let event = UIEvent()
        event.touchList = [touch]
        harness.application.sendEvent(event)
        // No gesture arena: the recognizer never sees it and the view keeps its touch.
        #expect(view.log == ["began1"])
    }

    @Test func theFrontmostWindowThatHitTestsGetsTheTouch() {
        let harness = TouchHarness()
        let back = TouchLogView("back", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(back)
        // An alert window covering the left half, its content offset by its origin.
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 1000))
        alert.layer.isHidden = false
        let front = TouchLogView("front", frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        alert.addSubview(front)
        harness.windows = [harness.window, alert]
        harness.tap(CGPoint(x: 150, y: 150), at: 0)
        harness.tap(CGPoint(x: 800, y: 150), at: 1)              // outside the alert window
        #expect(front.log == ["began1", "ended1"])
        #expect(back.log == ["began1", "ended1"])
        #expect(front.touchesSeen[0].first?.window === alert)
        #expect(front.touchesSeen[0].first?.location(in: front) == CGPoint(x: 50, y: 50))
    }

    @Test func aViewWithInteractionOffPassesTheTouchToTheViewBehind() {
        let harness = TouchHarness()
        let behind = TouchLogView("behind", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let off = TouchLogView("off", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        off.isUserInteractionEnabled = false
        harness.window.addSubview(behind)
        harness.window.addSubview(off)
        harness.tap(CGPoint(x: 50, y: 50), at: 0)
        #expect(off.log.isEmpty)
        #expect(behind.log == ["began1", "ended1"])
        #expect(behind.touchesSeen[0].first?.preciseLocation(in: behind) == CGPoint(x: 50, y: 50))
    }
}
