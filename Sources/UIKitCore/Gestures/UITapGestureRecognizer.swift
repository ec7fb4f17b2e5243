// Vitrine — Apache License 2.0
import PlatformCore
// Taps, as UIKit's decompiled tap recognizer counts them (uikit-semantics.md §4): a tap
// is recognized when the fingers of the last required tap lift. It fails when a finger
// moves more than 45 points from where it went down, when more fingers than required
// touch, when a tap lifts with fewer fingers than required, when a finger stays down
// longer than 0.75 s, or when the next tap does not start within 0.35 s.

/// A discrete recognizer for single or multiple taps with one or more fingers.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps to recognize; default 1.
    open var numberOfTapsRequired = 1
    /// The number of fingers each tap needs; default 1.
    open var numberOfTouchesRequired = 1

    /// How far a finger may move from where it went down: 45 points.
    public static let allowableMovement: CGFloat = 45
    /// The longest a finger may stay down for a tap: 0.75 s.
    public static let maximumTapDuration: Double = 0.75
    /// The longest wait between one tap lifting and the next going down: 0.35 s.
    public static let maximumIntervalBetweenSuccessiveTaps: Double = 0.35

    private var tapsCompleted = 0
    private var touchesInThisTap = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var firstTouchStart: CGPoint?
    private var firstTapLocation: CGPoint?
    private var timer: EventRegistration?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        timer?.cancel()
        if activeTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        if touchesInThisTap == 0 {
            // The first finger of a tap: the tap must finish in time.
            timer = arena?.loop.schedule(after: Self.maximumTapDuration) { [weak self] in self?.fail() }
        }
        for touch in touches {
            let start = touch.locationInWindow
            if let first = firstTouchStart, numberOfTouchesRequired == 1, distance(start, first) > Self.allowableMovement {
                state = .failed
                return
            }
            firstTouchStart = firstTouchStart ?? start
            starts[ObjectIdentifier(touch)] = start
        }
        touchesInThisTap = max(touchesInThisTap, activeTouches.count)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            if let start = starts[ObjectIdentifier(touch)], distance(touch.locationInWindow, start) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The tap is over when every finger of it has lifted.
        guard activeTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) else { return }
        timer?.cancel()
        guard touchesInThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        touchesInThisTap = 0
        if firstTapLocation == nil { firstTapLocation = centroidInWindow }
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            timer = arena?.loop.schedule(after: Self.maximumIntervalBetweenSuccessiveTaps) { [weak self] in self?.fail() }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        tapsCompleted = 0
        touchesInThisTap = 0
        starts.removeAll()
        firstTouchStart = nil
        firstTapLocation = nil
    }

    /// Where the first tap was (the centroid of its fingers), as in UIKit.
    open override func location(in view: UIView?) -> CGPoint {
        guard let firstTapLocation else { return super.location(in: view) }
        return convertFromWindow(firstTapLocation, to: view)
    }

    /// A tap recognizer never prevents one that needs more taps, so a double tap can
    /// follow a recognized single tap.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    override var isAwaitingMoreTouches: Bool { tapsCompleted > 0 && tapsCompleted < numberOfTapsRequired }

    private func fail() {
        timer = nil
        if state == .possible { state = .failed }
    }
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(a.x - b.x, a.y - b.y)
}
