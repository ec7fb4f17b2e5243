// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Records the control events a control sends, by name, through UIActions.
@MainActor
final class ControlEventLog {
    static let names: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
    ]
    var events: [String] = []

    init(_ control: UIControl) {
        for (event, name) in Self.names {
            control.addAction(UIAction { _ in self.events.append(name) }, for: event)
        }
    }
}

/// A control that records its tracking calls and can refuse to track.
@MainActor
final class TrackingLogControl: UIControl {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override init(frame: CGRect) { super.init(frame: frame) }

    var calls: [String] = []
    var begins = true
    var continues = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin highlighted=\(isHighlighted)")
        return begins
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue inside=\(isTouchInside)")
        return continues
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("end inside=\(isTouchInside) tracking=\(isTracking)")
    }

    override func cancelTracking(with event: UIEvent?) {
        calls.append("cancel")
    }
}

@MainActor
@Suite struct UIControlTests {
    /// A 200 × 100 control at (100, 100) in the harness's window.
    private func makeControl(in harness: TouchHarness) -> (TrackingLogControl, ControlEventLog) {
        let control = TrackingLogControl(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        harness.window.addSubview(control)
        return (control, ControlEventLog(control))
    }

    @Test func aTapInsideSendsTouchDownAndOneTouchUpInsideButNoPrimaryAction() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        harness.tap(CGPoint(x: 150, y: 150), at: 0)
        // The base class has no primary action: UIButton adds .primaryActionTriggered.
        #expect(log.events == ["down", "upInside"])
        #expect(control.calls == ["begin highlighted=true", "end inside=true tracking=true"])
        #expect(!control.isTracking && !control.isTouchInside && !control.isHighlighted)
    }

    @Test func theControlIsHighlightedAndTrackingWhileTheTouchIsDown() {
        let harness = TouchHarness()
        let (control, _) = makeControl(in: harness)
        #expect(control.state == .normal)
        harness.send(.began, CGPoint(x: 150, y: 150), at: 0)
        #expect(control.isTracking && control.isTouchInside && control.isHighlighted)
        #expect(control.state == .highlighted)
        control.isSelected = true
        #expect(control.state == [.highlighted, .selected])
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 0.05)
        #expect(control.state == .selected)
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test func draggingPastTheSeventyPointMarginAndLiftingIsATouchUpOutside() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        harness.send(.began, CGPoint(x: 200, y: 150), at: 0)
        // 69 points below the bounds: still inside the tracking area, still highlighted.
        harness.send(.moved, CGPoint(x: 200, y: 269), at: 0.01)
        #expect(control.isTouchInside && control.isHighlighted)
        // 71 points below: out.
        harness.send(.moved, CGPoint(x: 200, y: 271), at: 0.02)
        #expect(!control.isTouchInside && !control.isHighlighted && control.isTracking)
        harness.send(.moved, CGPoint(x: 200, y: 400), at: 0.03)
        harness.send(.ended, CGPoint(x: 200, y: 400), at: 0.04)
        #expect(log.events == ["down", "dragInside", "dragOutside", "dragExit", "dragOutside", "upOutside"])
        #expect(control.calls.last == "end inside=false tracking=true")
    }

    @Test func liftingWithinTheMarginIsStillATouchUpInside() {
        let harness = TouchHarness()
        let (_, log) = makeControl(in: harness)
        harness.send(.began, CGPoint(x: 200, y: 150), at: 0)
        harness.send(.moved, CGPoint(x: 360, y: 150), at: 0.01)  // 60 points right of the bounds
        harness.send(.ended, CGPoint(x: 360, y: 150), at: 0.02)
        #expect(log.events == ["down", "dragInside", "upInside"])
    }

    @Test func draggingOutAndBackInExitsThenEnters() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        harness.send(.began, CGPoint(x: 200, y: 150), at: 0)
        harness.send(.moved, CGPoint(x: 200, y: 500), at: 0.01)
        harness.send(.moved, CGPoint(x: 200, y: 150), at: 0.02)
        #expect(control.isHighlighted)
        harness.send(.ended, CGPoint(x: 200, y: 150), at: 0.03)
        #expect(log.events == ["down", "dragOutside", "dragExit", "dragInside", "dragEnter", "upInside"])
    }

    @Test func aTouchOnAPlainSubviewReachesTheControlThroughTheResponderChain() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        // A label or image view inside a button: a view that does not handle touches.
        let content = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        control.addSubview(content)
        harness.send(.began, CGPoint(x: 120, y: 120), at: 0)
        #expect(control.isHighlighted)
        harness.send(.moved, CGPoint(x: 120, y: 330), at: 0.01)
        harness.send(.ended, CGPoint(x: 120, y: 330), at: 0.02)
        #expect(log.events == ["down", "dragOutside", "dragExit", "upOutside"])
    }

    @Test func aGestureRecognizerThatTakesTheTouchCancelsTracking() {
        let harness = TouchHarness()
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(scroller)
        let pan = UIPanGestureRecognizer()
        scroller.addGestureRecognizer(pan)
        let control = TrackingLogControl(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        scroller.addSubview(control)
        let log = ControlEventLog(control)
        harness.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 450), steps: 10, start: 0)
        #expect(pan.state == .possible || pan.state == .ended)
        #expect(log.events.first == "down")
        #expect(log.events.last == "cancel")
        #expect(!log.events.contains("upInside") && !log.events.contains("upOutside"))
        #expect(control.calls.last == "cancel")
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test func aTapRecognizerOnTheSuperviewTakesABaseControlsTap() {
        // Apple lets a control's own tap win over a superview's tap recognizer only for
        // UIButton, UISwitch, UISegmentedControl, UIStepper and UIPageControl; a plain
        // UIControl loses the touch to the recognizer and is cancelled.
        let harness = TouchHarness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(container)
        var taps = 0
        container.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let control = TrackingLogControl(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        container.addSubview(control)
        let log = ControlEventLog(control)
        harness.tap(CGPoint(x: 150, y: 150), at: 0)
        #expect(taps == 1)
        #expect(log.events == ["down", "cancel"])
    }

    @Test func sendActionCallsOneMethodOnATarget() {
        @MainActor final class Target {
            var log: [String] = []
            func plain() { log.append("plain") }
            func sender(_ sender: UIControl) { log.append("sender") }
            func both(_ sender: UIControl, _ event: UIEvent) { log.append("both") }
        }
        let control = UIControl(frame: .zero)
        let target = Target()
        control.sendAction(Target.plain, to: target, for: nil)
        control.sendAction(Target.sender, to: target, for: nil)
        control.sendAction(Target.both, to: target, for: UIEvent())
        #expect(target.log == ["plain", "sender", "both"])
    }

    @Test func aDisabledControlSendsNothingAndTheTouchGoesToTheViewBehind() {
        let harness = TouchHarness()
        let behind = TouchLogView("behind", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        harness.window.addSubview(behind)
        let (control, log) = makeControl(in: harness)
        control.isEnabled = false
        #expect(control.state == .disabled)
        #expect(control.isUserInteractionEnabled)
        harness.tap(CGPoint(x: 150, y: 150), at: 0)
        #expect(log.events.isEmpty && control.calls.isEmpty)
        #expect(behind.log == ["began1", "ended1"])
        control.isEnabled = true
        harness.tap(CGPoint(x: 150, y: 150), at: 1)
        #expect(log.events == ["down", "upInside"])
    }

    @Test func disablingWhileTrackingCancelsTrackingQuietly() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        harness.send(.began, CGPoint(x: 150, y: 150), at: 0)
        control.isEnabled = false
        #expect(!control.isTracking && !control.isHighlighted)
        harness.send(.moved, CGPoint(x: 160, y: 150), at: 0.01)
        harness.send(.ended, CGPoint(x: 160, y: 150), at: 0.02)
        #expect(log.events == ["down"])
        #expect(control.calls == ["begin highlighted=true", "cancel"])
    }

    @Test(arguments: [false, true])
    func aSecondFingerWhileTrackingIsIgnored(multipleTouch: Bool) {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        control.isMultipleTouchEnabled = multipleTouch
        harness.send(.began, CGPoint(x: 150, y: 150), id: 1, at: 0)
        harness.send(.began, CGPoint(x: 250, y: 150), id: 2, at: 0.01)
        harness.send(.moved, CGPoint(x: 250, y: 600), id: 2, at: 0.02)
        harness.send(.ended, CGPoint(x: 250, y: 600), id: 2, at: 0.03)
        #expect(control.isTracking && control.isHighlighted)
        harness.send(.ended, CGPoint(x: 150, y: 150), id: 1, at: 0.04)
        #expect(log.events == ["down", "upInside"])
    }

    @Test func aDoubleTapSendsTouchDownRepeatWithTheSecondTouchDown() {
        let harness = TouchHarness()
        let (_, log) = makeControl(in: harness)
        harness.tap(CGPoint(x: 150, y: 150), at: 0)
        harness.tap(CGPoint(x: 155, y: 150), at: 0.2)
        #expect(log.events == ["down", "upInside", "down", "downRepeat", "upInside"])
    }

    @Test func refusingToTrackSendsNoEventsButStillHighlights() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        control.begins = false
        harness.send(.began, CGPoint(x: 150, y: 150), at: 0)
        #expect(!control.isTracking && control.isHighlighted)
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 0.05)
        #expect(log.events.isEmpty && !control.isHighlighted)
        #expect(control.calls == ["begin highlighted=true"])
    }

    @Test func stoppingInContinueTrackingEndsTheEvents() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        control.continues = false
        harness.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 170, y: 150), steps: 2, start: 0)
        #expect(log.events == ["down"])
        #expect(control.calls == ["begin highlighted=true", "continue inside=true"])
    }

    @Test func aUIActionRunsWithTheControlAsItsSender() {
        let harness = TouchHarness()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        harness.window.addSubview(control)
        var senders: [UIControl?] = []
        let action = UIAction(title: "Go", identifier: UIAction.Identifier("go")) { action in
            senders.append(action.sender as? UIControl)
        }
        control.addAction(action, for: .touchUpInside)
        harness.tap(CGPoint(x: 150, y: 150), at: 0)
        #expect(senders.count == 1 && senders[0] === control)
        #expect(action.sender == nil)
        #expect(action.title == "Go" && action.identifier.rawValue == "go")
        #expect(action.state == .off && action.attributes == [])
    }

    @Test func addingAnActionWithTheSameIdentifierReplacesItAndRemovingByIdentifierWorks() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("second") },
                          for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second", "second"])
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        control.removeAction(identifiedBy: .init("a"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["second", "second"])
        #expect(control.allControlEvents == .valueChanged)
        let other = UIAction { _ in log.append("other") }
        control.addAction(other, for: .valueChanged)
        control.removeAction(other, for: .allEvents)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second", "second", "second"])
    }

    @Test func primaryActionInitializerRegistersForPrimaryActionTriggered() {
        let harness = TouchHarness()
        var runs = 0
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 200, height: 100),
                                primaryAction: UIAction { _ in runs += 1 })
        harness.window.addSubview(control)
        #expect(control.allControlEvents == .primaryActionTriggered)
        harness.tap(CGPoint(x: 150, y: 150), at: 0)
        #expect(runs == 0)  // the base class has no primary action to trigger
        control.sendActions(for: .primaryActionTriggered)
        #expect(runs == 1)
    }

    @Test func targetActionsInEveryFormRunAndCanBeRemoved() {
        @MainActor final class Target {
            var log: [String] = []
            func plain() { log.append("plain") }
            func sender(_ sender: UIControl) { log.append("sender") }
            func anySender(_ sender: Any) { log.append("any") }
            func senderAndEvent(_ sender: UIControl, _ event: UIEvent) {
                log.append("event \(event.allTouches?.count ?? -1)")
            }
        }
        let harness = TouchHarness()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        harness.window.addSubview(control)
        let target = Target()
        control.addTarget(target, action: Target.plain, for: .touchUpInside)
        control.addTarget(target, action: Target.sender, for: .touchUpInside)
        control.addTarget(target, action: Target.anySender, for: [.touchDown, .touchDownRepeat])
        control.addTarget(target, action: Target.senderAndEvent, for: .touchUpInside)
        #expect(control.allControlEvents == [.touchUpInside, .touchDown, .touchDownRepeat])
        #expect(control.allTargets.count == 1)
        harness.tap(CGPoint(x: 150, y: 150), at: 0)
        #expect(target.log == ["any", "plain", "sender", "event 1"])
        // Registered for both events sent together: runs once.
        target.log.removeAll()
        harness.tap(CGPoint(x: 150, y: 150), at: 0.2)
        #expect(target.log == ["any", "plain", "sender", "event 1"])

        target.log.removeAll()
        control.removeTarget(target, action: Target.plain, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(target.log == ["sender", "event 0"])
        control.removeTarget(target, action: nil, for: .touchUpInside)
        target.log.removeAll()
        control.sendActions(for: .allEvents)
        #expect(target.log == ["any"])
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allControlEvents == [] && control.allTargets.isEmpty)
    }

    @Test func removingATargetFromSomeEventsKeepsTheOthers() {
        @MainActor final class Target {
            var count = 0
            func hit() { count += 1 }
        }
        let control = UIControl(frame: .zero)
        let target = Target()
        control.addTarget(target, action: Target.hit, for: [.touchDown, .valueChanged])
        control.removeTarget(target, action: Target.hit, for: .touchDown)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .valueChanged)
        #expect(target.count == 1)
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test func targetsAreHeldWeakly() {
        @MainActor final class Target {
            func hit() {}
        }
        let control = UIControl(frame: .zero)
        var target: Target? = Target()
        weak let weakTarget = target
        control.addTarget(target!, action: Target.hit, for: .touchDown)
        target = nil
        #expect(weakTarget == nil)
        #expect(control.allTargets.isEmpty && control.allControlEvents == [])
        control.sendActions(for: .touchDown)
    }

    @Test func eventsAndStatesHaveUIKitsRawValues() {
        typealias E = UIControl.Event
        #expect(E.touchDown.rawValue == 1 && E.touchDownRepeat.rawValue == 2 && E.touchDragInside.rawValue == 4)
        #expect(E.touchDragOutside.rawValue == 8 && E.touchDragEnter.rawValue == 16 && E.touchDragExit.rawValue == 32)
        #expect(E.touchUpInside.rawValue == 64 && E.touchUpOutside.rawValue == 128 && E.touchCancel.rawValue == 256)
        #expect(E.valueChanged.rawValue == 4096 && E.primaryActionTriggered.rawValue == 8192)
        #expect(E.menuActionTriggered.rawValue == 16384)
        #expect(E.editingDidBegin.rawValue == 0x10000 && E.editingChanged.rawValue == 0x20000)
        #expect(E.editingDidEnd.rawValue == 0x40000 && E.editingDidEndOnExit.rawValue == 0x80000)
        #expect(E.allTouchEvents.rawValue == 0x0FFF && E.allEditingEvents.rawValue == 0x000F_0000)
        #expect(E.applicationReserved.rawValue == 0x0F00_0000 && E.systemReserved.rawValue == 0xF000_0000)
        #expect(E.allEvents.rawValue == 0xFFFF_FFFF)
        typealias S = UIControl.State
        #expect(S.normal.rawValue == 0 && S.highlighted.rawValue == 1 && S.disabled.rawValue == 2)
        #expect(S.selected.rawValue == 4 && S.focused.rawValue == 8)
        #expect(S.application.rawValue == 0x00FF_0000 && S.reserved.rawValue == 0xFF00_0000)
        let control = UIControl(frame: .zero)
        #expect(control.contentHorizontalAlignment == .center && control.contentVerticalAlignment == .center)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
    }

    @Test func stateChangesReachTheSubclassHook() {
        final class Hooked: UIControl {
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override init(frame: CGRect) { super.init(frame: frame) }
            var changes: [(UIControl.State, UIControl.State)] = []
            override func stateDidChange(from previous: UIControl.State) { changes.append((previous, state)) }
        }
        let control = Hooked(frame: .zero)
        control.isHighlighted = true
        control.isHighlighted = true
        control.isEnabled = false
        control.isSelected = true
        #expect(control.changes.map(\.0) == [.normal, .highlighted, [.highlighted, .disabled]])
        #expect(control.changes.map(\.1)
                == [.highlighted, [.highlighted, .disabled], [.highlighted, .disabled, .selected]])
    }
}
