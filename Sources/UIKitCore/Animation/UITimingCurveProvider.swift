// Vitrine — Apache License 2.0
import Foundation

/// The kinds of timing curve a property animator can follow.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A damped spring.
    case spring = 2
    /// A cubic curve for some properties and a spring for others.
    case composed = 3
}

/// The timing a property animator follows: a cubic curve, a spring, or both.
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve these parameters stand for (`.easeInOut` for custom points).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve, ease-in-ease-out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's named curves: ease-in-out (0.42, 0) (0.58, 1), ease-in (0.42, 0)
    /// (1, 1), ease-out (0, 0) (0.58, 1), linear (0, 0) (1, 1), as Core Animation
    /// defines them.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        isBuiltin = true
        let points: (CGPoint, CGPoint)
        switch curve {
        case .easeInOut: points = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: points = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: points = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: points = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        controlPoint1 = points.0
        controlPoint2 = points.1
    }

    /// A custom curve; control points' x values are kept within 0…1 (non-finite
    /// coordinates become the linear curve's).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        func clean(_ point: CGPoint, _ fallback: CGFloat) -> CGPoint {
            guard point.x.isFinite, point.y.isFinite else { return CGPoint(x: fallback, y: fallback) }
            return CGPoint(x: min(max(point.x, 0), 1), y: point.y)
        }
        animationCurve = .easeInOut
        isBuiltin = false
        controlPoint1 = clean(point1, 0)
        controlPoint2 = clean(point2, 1)
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation evaluates it.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// The timing of a damped spring.
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The starting speed, in units of the whole change per second (`dx` for single
    /// values, as UIKit reads it).
    public let initialVelocity: CGVector
    /// The spring's motion.
    let spring: SpringTiming
    /// Whether the spring was given by mass, stiffness and damping: the animator then
    /// lasts until it settles, whatever duration it was given, as UIKit documents.
    let definesDuration: Bool
    private let dampingRatio: CGFloat?

    /// A critically damped spring (damping ratio 1; ours: Apple documents the default
    /// as the system's spring without figures).
    public convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector())
    }

    /// A spring with `ratio` damping (1 settles without overshoot, smaller values
    /// oscillate) that settles within the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector())
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        let ratio = ratio.isFinite ? ratio : 1
        dampingRatio = ratio
        initialVelocity = velocity
        // The duration is the animator's, known later; 1 s until then.
        spring = SpringTiming(duration: 1, dampingRatio: Double(ratio), initialVelocity: Double(velocity.dx.isFinite ? velocity.dx : 0))
        definesDuration = false
    }

    /// A spring of `mass` on `stiffness` with `damping`; the animation lasts until it
    /// settles.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        func finite(_ value: CGFloat, _ fallback: Double) -> Double { value.isFinite ? Double(value) : fallback }
        dampingRatio = nil
        initialVelocity = velocity
        spring = SpringTiming(mass: finite(mass, 1), stiffness: finite(stiffness, 100), damping: finite(damping, 10),
                              initialVelocity: finite(velocity.dx, 0))
        definesDuration = true
    }

    /// iOS 17's spring that feels `duration` seconds long and bounces by `bounce`; the
    /// animation lasts until it settles.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector()) {
        dampingRatio = nil
        initialVelocity = velocity
        spring = SpringTiming(perceptualDuration: duration.isFinite ? duration : 0.5, bounce: Double(bounce.isFinite ? bounce : 0),
                              initialVelocity: Double(velocity.dx.isFinite ? velocity.dx : 0))
        definesDuration = true
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring's motion for an animator of `duration` seconds.
    func spring(forDuration duration: TimeInterval) -> SpringTiming {
        guard let dampingRatio else { return spring }
        return SpringTiming(duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: spring.initialVelocity)
    }
}
