// Vitrine — Apache License 2.0
// Swipes. UIKit publishes no thresholds (uikit-semantics.md §4), so these are ours: the
// swipe is recognized, while the fingers are still moving, once their centroid went 50
// points from where the required fingers were all down, within 0.5 s of that moment,
// in a direction the recognizer accepts, with the sideways movement at most half the
// forward one (within about 27° of the axis). Going 50 points any other way, taking
// longer, lifting first or more fingers than required make it fail.

/// A discrete recognizer for a quick movement in one of four directions.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        /// The direction bits.
        public var rawValue: UInt
        /// Creates a set of directions from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Toward the right of the screen: 1.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward the left: 2.
        public static let left = Direction(rawValue: 1 << 1)
        /// Toward the top: 4.
        public static let up = Direction(rawValue: 1 << 2)
        /// Toward the bottom: 8.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognized; default `.right`.
    open var direction: Direction = .right
    /// The number of fingers that swipe; default 1.
    open var numberOfTouchesRequired = 1

    /// The distance a swipe travels before it is recognized: 50 points.
    public static let minimumDistance: CGFloat = 50
    /// The time a swipe may take to travel that distance: 0.5 s.
    public static let maximumDuration: Double = 0.5
    /// The largest ratio of sideways to forward movement: 0.5.
    public static let maximumSidewaysRatio: CGFloat = 0.5

    private var start: CGPoint?
    private var startTime: Double = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.count > numberOfTouchesRequired {
            state = .failed
        } else if activeTouches.count == numberOfTouchesRequired {
            start = centroidInWindow
            startTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, activeTouches.count == numberOfTouchesRequired else { return }
        if event.timestamp - startTime > Self.maximumDuration {
            state = .failed
            return
        }
        let current = centroidInWindow
        let dx = current.x - start.x, dy = current.y - start.y
        let forward = max(abs(dx), abs(dy)), sideways = min(abs(dx), abs(dy))
        guard forward >= Self.minimumDistance else { return }
        let heading: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        state = direction.contains(heading) && sideways <= forward * Self.maximumSidewaysRatio ? .ended : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
        startTime = 0
    }

    /// Where the swipe began, as in UIKit.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        return convertFromWindow(start, to: view)
    }
}
