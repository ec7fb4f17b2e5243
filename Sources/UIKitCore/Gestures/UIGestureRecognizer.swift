// Vitrine — Apache License 2.0
// The base class of gesture recognizers: its state machine, touches and actions.
//
// Design note. A recognizer decides about its own touches (subclasses override
// `touchesBegan(_:with:)`… and set `state`); everything that involves several
// recognizers — failure requirements, simultaneous recognition, one recognizer
// preventing another, cancelling and delaying the view's touches, resetting after the
// sequence — is decided in one place, `GestureArena`. Leaving the possible state is
// therefore a request: `state = .began` (or `.ended` for a discrete gesture) records the
// request, and the arena grants it (the state changes and the actions run), makes the
// recognizer wait (a recognizer it requires to fail is still undecided; `state` reads
// `.possible` meanwhile) or fails it (the delegate said no, or another recognizer won).
//
// Actions run synchronously at the end of the delivery that changed the state, right
// after the view got `touchesCancelled`; UIKit runs them "at the next turn of the run
// loop", which an app cannot tell apart except by timing.
//
// Target-action without Objective-C: an action is an unapplied method reference,
// `UIPinchGestureRecognizer(target: faceView, action: FaceView.pinch)`, typed
// `(Target) -> (Self) -> Void` so that a method taking the wrong recognizer type does
// not compile. The target is held weakly, as in UIKit. A closure form exists too.

/// The base class of concrete gesture recognizers.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    // MARK: - Configuration

    /// The delegate that fine-tunes recognition; held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// Whether the recognizer works; default true. Turning it off cancels a gesture in
    /// progress (a possible one fails).
    open var isEnabled = true {
        didSet { if oldValue && !isEnabled { stopForDisabling() } }
    }

    /// Whether the view's touches are cancelled (`touchesCancelled`) when the gesture is
    /// recognized; default true.
    open var cancelsTouchesInView = true

    /// Whether the view's touches are withheld while the gesture may still be recognized;
    /// default false.
    open var delaysTouchesBegan = false

    /// Whether the view's ended touches are withheld while the gesture may still be
    /// recognized; default true.
    open var delaysTouchesEnded = true

    /// A name for debugging.
    open var name: String?

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    public internal(set) weak var view: UIView?

    // MARK: - State

    var storedState: State = .possible
    /// A transition out of possible that waits for the arena's decision.
    var requestedState: State?
    /// The touches down and being delivered, in the order they began.
    var activeTouches: [UITouch] = []
    /// Every touch delivered since the last reset, down or lifted: recognizers that share
    /// one compete.
    var trackedTouches: Set<UInt64> = []
    /// The centroid when the last touch lifted, for `location(in:)` after the fact.
    var lastCentroidInWindow: CGPoint = .zero
    weak var lastWindow: UIWindow?
    /// The recognizers that must fail before this one may leave possible.
    var failureRequirements: [WeakGestureRecognizer] = []
    var actions: [GestureAction] = []
    /// The arena delivering this recognizer's touches; set on its first touch.
    weak var arena: GestureArena?

    /// Creates a recognizer with no targets.
    public init() {}

    /// Creates a recognizer that calls `action` on `target` (held weakly), as in
    /// `UIPinchGestureRecognizer(target: faceView, action: FaceView.pinch)`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method taking no arguments on `target`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `handler` with itself: `UITapGestureRecognizer { tap in … }`.
    public convenience init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addHandler(handler)
    }

    /// The recognizer's state. Subclasses set it as they analyse touches; leaving
    /// possible is granted, deferred or refused by the failure requirements, the delegate
    /// and competing recognizers. Transitions UIKit does not allow are ignored.
    open var state: State {
        get { storedState }
        set { request(newValue) }
    }

    // MARK: - Touches (overridden by subclasses)

    /// Called with touches that began; does nothing by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called with touches that moved; does nothing by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called with touches that ended; does nothing by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called with touches that were cancelled; does nothing by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called after the recognizer went back to possible; subclasses clear their own
    /// state here and call `super.reset()`.
    open func reset() {}

    /// Stops delivering `touch` to the recognizer; an ignored touch is never cancelled
    /// in the view because of this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        let id = touch.serialNumber
        activeTouches.removeAll { $0 === touch }
        trackedTouches.remove(id)
        touch.gestureRecognizers.removeAll { $0 === self }
    }

    /// Whether the recognizer sees `event` (a touch event with new touches for it, or a
    /// mouse wheel's `.scroll` event), asked once per event before anything of it is
    /// delivered; false hides the event. The default asks the delegate's
    /// `gestureRecognizer(_:shouldReceive:)` for the event (UIKit documents no default:
    /// ours lets subclasses narrow what the delegate allows).
    open func shouldReceive(_ event: UIEvent) -> Bool {
        delegate?.gestureRecognizer(self, shouldReceive: event) ?? true
    }

    /// Whether this recognizer, once recognized, may make `preventedGestureRecognizer`
    /// fail; default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, once recognized, may make this one fail;
    /// default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail; default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail; default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer still waits for more touches after all its touches lifted
    /// (a tap recognizer between taps). A recognizer that is still possible when its
    /// touches have lifted and that does not wait fails, so it cannot hold up others.
    var isAwaitingMoreTouches: Bool { false }

    // MARK: - Failure requirements

    /// Makes this recognizer wait in possible until `otherGestureRecognizer` fails; if
    /// the other begins or is recognized, this one fails.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
              !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: - Locations

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { activeTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (nil: the
    /// window's); after the touches lifted, where they were when they lifted.
    open func location(in view: UIView?) -> CGPoint {
        convertFromWindow(centroidInWindow, to: view)
    }

    /// The location of the touch at `touchIndex` (0..<`numberOfTouches`, in the order the
    /// touches began) in `view`'s coordinates; an index out of range gives the centroid.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard activeTouches.indices.contains(touchIndex) else { return location(in: view) }
        return activeTouches[touchIndex].location(in: view)
    }

    /// The centroid of the active touches in window coordinates, or the last one.
    var centroidInWindow: CGPoint {
        guard !activeTouches.isEmpty else { return lastCentroidInWindow }
        return Self.centroid(of: activeTouches.map(\.locationInWindow))
    }

    /// The window the touches are in.
    var touchWindow: UIWindow? { activeTouches.first?.window ?? lastWindow ?? view?.window }

    /// Converts a point from the touches' window to `view` (nil: stays in window coordinates).
    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = touchWindow else { return point }
        return view.convert(point, from: window as UIView)
    }

    /// Converts a point from `view` (nil: the window) to the touches' window.
    func convertToWindow(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = touchWindow else { return point }
        return view.convert(point, to: window as UIView)
    }

    /// The mean of `points`; the origin for none.
    static func centroid(of points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }

    /// The time of the latest touch update, for timers and velocities.
    var now: Double { arena?.loop.now ?? 0 }

    // MARK: - The state machine

    /// Records a state change asked for by the subclass (or the app).
    private func request(_ next: State) {
        if storedState == .possible, next == .failed {
            requestedState = nil
            commit(.failed)
            return
        }
        guard storedState.allowsTransition(to: next) else { return }
        if storedState == .possible {
            guard requestedState != next else { return }
            requestedState = next
            if let arena {
                arena.recognizerRequestedTransition(self)
            } else {
                // Not attached to any touches: only the delegate can refuse.
                requestedState = nil
                commit(delegate?.gestureRecognizerShouldBegin(self) == false ? .failed : next)
            }
            return
        }
        commit(next)
    }

    /// Gestures recognized since the app started, by recognizer class, for the fleet's metrics.
    package private(set) static var recognizedCounts: [String: Int] = [:]

    /// Changes the state now and queues the actions it calls for.
    func commit(_ next: State) {
        if storedState == .possible && (next == .began || next == .ended) {
            Self.recognizedCounts[String(describing: type(of: self)), default: 0] += 1
        }
        storedState = next
        requestedState = nil
        if next != .failed && next != .possible {
            if let arena {
                arena.enqueueActions(of: self)
            } else {
                sendActions()
            }
        }
        arena?.recognizerStateDidChange(self)
    }

    /// Returns to possible, forgets the touches and calls `reset()`.
    func performReset() {
        storedState = .possible
        requestedState = nil
        if !activeTouches.isEmpty { lastCentroidInWindow = centroidInWindow }
        for touch in activeTouches { touch.gestureRecognizers.removeAll { $0 === self } }
        activeTouches.removeAll()
        trackedTouches.removeAll()
        reset()
    }

    private func stopForDisabling() {
        switch storedState {
        case .began, .changed: commit(.cancelled)
        case .possible: request(.failed)
        default: break
        }
        if activeTouches.isEmpty, storedState.isFinished {
            arena?.forget(self)
            performReset()
        }
    }

    // MARK: - Actions

    /// Calls every action, dropping those whose target is gone.
    func sendActions() {
        actions.removeAll { $0.isOrphaned }
        for action in actions { action.invoke(self) }
    }
}

/// A weak reference to a recognizer, for failure requirements.
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
