// Vitrine — Apache License 2.0
import PlatformCore
// The bookkeeping between gesture recognizers, and between recognizers and views.
//
// Design note. UIKit spreads these rules over its recognizers ("gesture environment");
// Vitrine keeps them in one object so the order of decisions is written down once.
// A delivery (`deliver(_:in:)`) runs:
//
//   1. New touches get their recognizers: those of the hit view and of each ancestor up
//      to the window, nearest first, enabled, not finished, and allowed by the
//      recognizer's `shouldReceive(event)` (asked once a delivery) and the delegate's
//      `shouldReceive` for the touch.
//   2. Each recognizer that is still deciding or active gets its touches, by phase.
//   3. `settle()`: requests to leave possible are granted, deferred or refused (below);
//      a granted recognizer fails the recognizers it prevents, the view's touches it
//      claims are cancelled, then the actions run.
//   4. The touches go to their views, unless claimed by a recognizer (cancelled), or
//      withheld while a recognizer with `delaysTouchesBegan`/`delaysTouchesEnded` is
//      still deciding about them.
//   5. Lifted touches leave their recognizers; a recognizer still possible with no
//      touches and not waiting for another tap fails; finished recognizers whose touches
//      have all lifted reset to possible; withheld touches whose recognizers decided are
//      delivered (or cancelled).
//
// A request to leave possible is decided as follows: it waits while a recognizer it
// requires to fail (`require(toFail:)`, the delegate's and subclass's requirement
// hooks) is still possible; it fails if one of those began or was recognized, if a
// recognizer sharing a touch has begun or been recognized and may prevent it (no
// simultaneous recognition from either delegate; `canPrevent`/`canBePrevented`), or if
// `gestureRecognizerShouldBegin` (delegate, or a view whose touches it would take)
// says no. Timers (taps, long press) change states outside deliveries; the same
// settling then runs at once.
//
// Two recognizers compete when they share a touch of the current sequence
// (`trackedTouches`); recognizers on different fingers of different views do not
// prevent each other. A required recognizer that has no touches at all is idle and
// counts as failed, since it can never recognize this sequence.

/// Delivers touches to gesture recognizers and views by UIKit's rules.
@MainActor
final class GestureArena {
    /// The loop recognizers schedule their timers on.
    let loop: any EventLoop

    /// Recognizers that received a touch since they last reset.
    private(set) var participants: [UIGestureRecognizer] = []

    /// How far each touch got with its view.
    private final class TouchRecord {
        let touch: UITouch
        let event: UIEvent
        let deliversToView: Bool
        var beganDelivered = false
        var finished = false
        var beganHeld = false
        var heldEnd: UITouch.Phase?

        init(touch: UITouch, event: UIEvent, deliversToView: Bool) {
            self.touch = touch
            self.event = event
            self.deliversToView = deliversToView
        }
    }

    private var records: [UInt64: TouchRecord] = [:]

    /// The touches still tracked for their views (0 once every sequence is over).
    var trackedTouchCount: Int { records.count }
    private var recordOrder: [UInt64] = []
    private var pendingActions: [UIGestureRecognizer] = []
    private var isDelivering = false
    private var isResolving = false
    private var needsResolve = false

    init(loop: any EventLoop) {
        self.loop = loop
    }

    // MARK: - Delivery

    /// Delivers the touches of `event` that are in `window`. Touches the router marked as
    /// not for their view (a second finger on a view without multiple touch) go to
    /// recognizers only.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let touches = event.touchList.filter { $0.window === window }
        isDelivering = true
        var eventAnswers: [ObjectIdentifier: Bool] = [:]
        for touch in touches where touch.phase == .began && records[touch.serialNumber] == nil {
            admit(touch, event: event, deliversToView: touch.isDeliveredToView, eventAnswers: &eventAnswers)
        }
        for recognizer in participants {
            offer(touches, to: recognizer, event: event)
        }
        isDelivering = false
        settle()
        var batch = ViewTouchBatch()
        for touch in touches {
            guard let record = records[touch.serialNumber] else { continue }
            route(record, into: &batch)
        }
        batch.send()
        finishDelivery()
    }

    /// Creates the record of a new touch and hands it to its recognizers.
    /// `eventAnswers`: each recognizer's `shouldReceive(event)` in this delivery, so it is
    /// asked once however many touches begin.
    private func admit(_ touch: UITouch, event: UIEvent, deliversToView: Bool, eventAnswers: inout [ObjectIdentifier: Bool]) {
        let id = touch.serialNumber
        records[id] = TouchRecord(touch: touch, event: event, deliversToView: deliversToView)
        recordOrder.append(id)
        var recognizers: [UIGestureRecognizer] = []
        var current = touch.view
        while let view = current {
            for recognizer in view.gestureRecognizers ?? [] where accepts(recognizer, touch, event: event, eventAnswers: &eventAnswers) {
                if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
            }
            current = view.superview
        }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers {
            recognizer.arena = self
            recognizer.lastWindow = touch.window
            if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
            recognizer.trackedTouches.insert(id)
            recognizer.activeTouches.append(touch)
        }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, event: UIEvent,
                         eventAnswers: inout [ObjectIdentifier: Bool]) -> Bool {
        guard recognizer.isEnabled, !recognizer.storedState.isFinished, recognizer.requestedState != .ended else { return false }
        // A pan following a mouse wheel finishes that scroll before it takes fingers.
        if (recognizer as? UIPanGestureRecognizer)?.wheelScroll != nil { return false }
        let key = ObjectIdentifier(recognizer)
        let takesEvent = eventAnswers[key] ?? recognizer.shouldReceive(event)
        eventAnswers[key] = takesEvent
        guard takesEvent else { return false }
        return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
    }

    /// Calls the recognizer's touch methods with its touches of this event, by phase.
    private func offer(_ touches: [UITouch], to recognizer: UIGestureRecognizer, event: UIEvent) {
        let mine = touches.filter { touch in recognizer.activeTouches.contains { $0 === touch } }
        guard !mine.isEmpty else { return }
        let phases: [(UITouch.Phase, (Set<UITouch>, UIEvent) -> Void)] = [
            (.began, recognizer.touchesBegan), (.moved, recognizer.touchesMoved),
            (.ended, recognizer.touchesEnded), (.cancelled, recognizer.touchesCancelled),
        ]
        for (phase, method) in phases {
            guard recognizer.isEnabled, !recognizer.storedState.isFinished else { return }
            // Touches the recognizer ignored while handling an earlier phase drop out.
            let group = mine.filter { touch in
                touch.phase == phase && recognizer.activeTouches.contains { $0 === touch }
            }
            if !group.isEmpty { method(Set(group), event) }
        }
    }

    /// Step 5: lifted touches leave recognizers, then resets and withheld touches.
    private func finishDelivery() {
        for recognizer in participants {
            let lifted = recognizer.activeTouches.filter { $0.phase == .ended || $0.phase == .cancelled }
            guard !lifted.isEmpty else { continue }
            if lifted.count == recognizer.activeTouches.count {
                recognizer.lastCentroidInWindow = recognizer.centroidInWindow
            }
            recognizer.activeTouches.removeAll { touch in lifted.contains { $0 === touch } }
        }
        for recognizer in participants where recognizer.storedState == .possible && recognizer.requestedState == nil
            && recognizer.activeTouches.isEmpty && !recognizer.isAwaitingMoreTouches {
            recognizer.commit(.failed)
        }
        settleAndTidy()
    }

    // MARK: - State changes from recognizers

    /// A recognizer asked to leave possible.
    func recognizerRequestedTransition(_ recognizer: UIGestureRecognizer) {
        stateDidChangeOutsideSettling()
    }

    /// A recognizer's state changed.
    func recognizerStateDidChange(_ recognizer: UIGestureRecognizer) {
        stateDidChangeOutsideSettling()
    }

    /// Queues the actions of `recognizer` for the end of the current settling.
    func enqueueActions(of recognizer: UIGestureRecognizer) {
        pendingActions.append(recognizer)
    }

    /// Stops tracking `recognizer` (disabled with no touches, or removed from its view).
    func forget(_ recognizer: UIGestureRecognizer) {
        participants.removeAll { $0 === recognizer }
        pendingActions.removeAll { $0 === recognizer }
    }

    private func stateDidChangeOutsideSettling() {
        if isDelivering || isResolving {
            needsResolve = true
        } else {
            settleAndTidy()
        }
    }

    private func settleAndTidy() {
        settle()
        for recognizer in participants where recognizer.storedState.isFinished && recognizer.activeTouches.isEmpty {
            forget(recognizer)
            recognizer.performReset()
        }
        flushHeldTouches()
    }

    // MARK: - Deciding

    /// Grants or refuses pending requests until nothing changes, running actions as it goes.
    private func settle() {
        guard !isResolving else {
            needsResolve = true
            return
        }
        isResolving = true
        repeat {
            needsResolve = false
            while resolveRequests() {}
            let actions = pendingActions
            pendingActions.removeAll()
            for recognizer in actions { recognizer.sendActions() }
        } while needsResolve || !pendingActions.isEmpty
        isResolving = false
    }

    private enum Decision { case wait, fail, grant }

    /// One pass over the pending requests; returns whether any state changed.
    private func resolveRequests() -> Bool {
        var changed = false
        for recognizer in participants {
            if let requested = recognizer.requestedState {
                switch decide(recognizer) {
                case .wait: continue
                case .fail: recognizer.commit(.failed)
                case .grant: grant(recognizer, requested)
                }
                changed = true
            } else if recognizer.storedState == .possible,
                      failureRequirements(of: recognizer).contains(where: { $0.storedState.hasRecognized || $0.storedState == .cancelled }) {
                // A recognizer this one waits on won: this one can no longer recognize.
                recognizer.commit(.failed)
                changed = true
            }
        }
        return changed
    }

    private func decide(_ recognizer: UIGestureRecognizer) -> Decision {
        for required in failureRequirements(of: recognizer) {
            if required.storedState.hasRecognized || required.storedState == .cancelled { return .fail }
            if required.storedState == .possible { return .wait }
        }
        for other in participants where other !== recognizer && other.storedState.hasRecognized
            && shareTouches(other, recognizer) && prevents(other, recognizer) {
            return .fail
        }
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return .fail }
        for touch in recognizer.activeTouches {
            if let view = touch.view, view !== recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) { return .fail }
        }
        return .grant
    }

    private func grant(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        recognizer.commit(state)
        for other in participants where other !== recognizer && other.storedState == .possible
            && shareTouches(other, recognizer) && prevents(recognizer, other) {
            other.commit(.failed)
        }
        if recognizer.cancelsTouchesInView {
            var batch = ViewTouchBatch()
            for id in recordOrder {
                guard let record = records[id], recognizer.trackedTouches.contains(id) else { continue }
                cancelInView(record, into: &batch)
            }
            batch.send()
        }
    }

    /// The participating recognizers `recognizer` must wait for.
    private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        participants.filter { other in
            guard other !== recognizer else { return false }
            return recognizer.failureRequirements.contains { $0.recognizer === other }
                || recognizer.shouldRequireFailure(of: other)
                || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
        }
    }

    /// Whether `winner`, having begun or been recognized, makes `other` fail.
    private func prevents(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        let simultaneous = winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true
        return !simultaneous && winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    private func shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        !a.trackedTouches.isDisjoint(with: b.trackedTouches)
    }

    // MARK: - Views

    /// Whether `touch`'s view has been sent `touchesBegan` for it (a scroll view asks
    /// before it takes a touch its content is tracking).
    func viewHasBegun(_ touch: UITouch) -> Bool {
        records[touch.serialNumber]?.beganDelivered ?? false
    }

    /// Whether a recognizer that cancels view touches has begun or been recognized with `touch`.
    private func isClaimed(_ touch: UITouch) -> Bool {
        let id = touch.serialNumber
        return participants.contains { $0.cancelsTouchesInView && $0.storedState.hasRecognized && $0.trackedTouches.contains(id) }
    }

    /// Whether a recognizer still deciding about `touch` withholds its `phase`.
    private func isWithheld(_ touch: UITouch, began: Bool) -> Bool {
        let id = touch.serialNumber
        return participants.contains { recognizer in
            (began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded)
                && recognizer.storedState == .possible && recognizer.trackedTouches.contains(id)
        }
    }

    /// Step 4 for one touch of the current delivery.
    private func route(_ record: TouchRecord, into batch: inout ViewTouchBatch) {
        let touch = record.touch
        guard record.deliversToView, !record.finished, let view = touch.view else { return }
        if isClaimed(touch) {
            cancelInView(record, into: &batch)
            return
        }
        switch touch.phase {
        case .began:
            if isWithheld(touch, began: true) {
                record.beganHeld = true
            } else {
                record.beganDelivered = true
                batch.add(touch, to: view, phase: .began, event: record.event)
            }
        case .moved:
            if record.beganDelivered { batch.add(touch, to: view, phase: .moved, event: record.event) }
        case .ended:
            if record.beganHeld || isWithheld(touch, began: false) {
                record.heldEnd = .ended
            } else if record.beganDelivered {
                record.finished = true
                batch.add(touch, to: view, phase: .ended, event: record.event)
            }
        case .cancelled:
            record.finished = true
            record.heldEnd = nil
            if record.beganDelivered { batch.add(touch, to: view, phase: .cancelled, event: record.event) }
        case .stationary:
            break
        }
    }

    /// Ends `record` for its view: touchesCancelled if the view saw it begin.
    private func cancelInView(_ record: TouchRecord, into batch: inout ViewTouchBatch) {
        guard !record.finished else { return }
        record.finished = true
        record.beganHeld = false
        record.heldEnd = nil
        if record.beganDelivered, let view = record.touch.view {
            batch.add(record.touch, to: view, phase: .cancelled, event: record.event)
        }
    }

    /// Delivers withheld touches whose recognizers have decided, and forgets touches
    /// that are done.
    private func flushHeldTouches() {
        var batch = ViewTouchBatch()
        for id in recordOrder {
            guard let record = records[id], !record.finished, let view = record.touch.view else { continue }
            if isClaimed(record.touch) {
                cancelInView(record, into: &batch)
                continue
            }
            if record.beganHeld, !isWithheld(record.touch, began: true) {
                record.beganHeld = false
                record.beganDelivered = true
                batch.add(record.touch, to: view, phase: .began, event: record.event)
            }
            if !record.beganHeld, let end = record.heldEnd, !isWithheld(record.touch, began: false) {
                record.heldEnd = nil
                record.finished = true
                batch.add(record.touch, to: view, phase: end, event: record.event)
            }
        }
        batch.send()
        recordOrder.removeAll { id in
            guard let record = records[id] else { return true }
            let lifted = record.touch.phase == .ended || record.touch.phase == .cancelled
            guard lifted, record.finished || (!record.beganHeld && record.heldEnd == nil) else { return false }
            records[id] = nil
            return true
        }
    }
}

/// Touches to send to views, grouped by view and phase, sent in the order views first
/// appeared: began, moved, ended, then cancelled for each.
struct ViewTouchBatch {
    private var entries: [(view: UIView, phase: UITouch.Phase, event: UIEvent, touches: [UITouch])] = []

    @MainActor
    mutating func add(_ touch: UITouch, to view: UIView, phase: UITouch.Phase, event: UIEvent) {
        if let index = entries.firstIndex(where: { $0.view === view && $0.phase == phase }) {
            entries[index].touches.append(touch)
        } else {
            entries.append((view, phase, event, [touch]))
        }
    }

    @MainActor
    func send() {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for entry in entries where entry.phase == phase {
                let touches = Set(entry.touches)
                switch phase {
                case .began: entry.view.touchesBegan(touches, with: entry.event)
                case .moved: entry.view.touchesMoved(touches, with: entry.event)
                case .ended: entry.view.touchesEnded(touches, with: entry.event)
                case .cancelled: entry.view.touchesCancelled(touches, with: entry.event)
                case .stationary: break
                }
            }
        }
    }
}
