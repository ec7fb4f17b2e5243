// Vitrine — Apache License 2.0
import Foundation

/// An animation of a property through a list of values.
///
/// `keyTimes` (fractions 0...1 of a pass, one per value) say when each value is reached;
/// without them the values are spread evenly. `calculationMode` says what happens in
/// between. The cubic modes pass through the values on a Catmull-Rom curve (Core
/// Animation's Kochanek–Bartels spline with its default zero tension, continuity and
/// bias) for numbers, points, sizes and rectangles, and linearly for other kinds.
///
/// A `path` replaces `values` for a point property ("position"): the layer travels the
/// path, each element's end point reached at its key time (evenly spaced without key
/// times), at an even speed over the whole path with `.paced`, jumping from end point to
/// end point with `.discrete`; `rotationMode` turns the layer along the path's direction.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values the property passes through.
    open var values: [Any]?
    /// When each value is reached, as fractions of a pass.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between two values (one fewer than the values).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values in between key times are found; default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for a point property to follow; when set, `values` are ignored.
    open var path: CGPath? {
        didSet { flattenedPath = nil }
    }
    /// Whether the layer turns to follow the path's direction; nil (the default) keeps it.
    open var rotationMode: CAAnimationRotationMode?

    /// `path`, flattened on first use.
    private var flattenedPath: KeyframePath?

    public required init() {
        super.init()
    }

    override func apply(passFraction: Double, to presentation: CALayer) {
        guard let path else {
            super.apply(passFraction: passFraction, to: presentation)
            return
        }
        if flattenedPath == nil { flattenedPath = KeyframePath(path) }
        guard let keyPath, let flat = flattenedPath, let base = presentation.animationBase(forKeyPath: keyPath) else { return }
        let (point, angle) = position(on: flat, atProgress: progress(forPassFraction: passFraction))
        var value = AnimationValue.point(point)
        if isAdditive, let sum = base.adding(value) { value = sum }
        presentation.setAnimationValue(value, forKeyPath: keyPath)
        if let rotationMode {
            let turn = rotationMode == .rotateAutoReverse ? angle + .pi : angle
            presentation.transform = CATransform3DRotate(presentation.transform, turn, 0, 0, 1)
        }
    }

    /// Where on the path the layer is at timed `progress`, and the path's direction there.
    private func position(on flat: KeyframePath, atProgress progress: Double) -> (CGPoint, CGFloat) {
        let count = flat.elementCount
        guard count > 0 else { return (flat.vertices[0], 0) }
        if calculationMode == .paced || calculationMode == .cubicPaced {
            return flat.point(atFraction: progress)
        }
        // Key times for the element end points (the first for the start), else even spacing.
        let times = keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count == count + 1 ? $0 : nil }
            ?? (0...count).map { Double($0) / Double(count) }
        let element = min(max((times.lastIndex { $0 <= progress } ?? 0), 0), count - 1)
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= progress } ?? 0
            return (flat.vertices[min(index, flat.vertices.count - 1)], flat.point(atFraction: 0, ofElement: min(index, count - 1)).angle)
        }
        let start = times[element], end = times[element + 1]
        var local = end > start ? (progress - start) / (end - start) : 1
        if let functions = timingFunctions, element < functions.count { local = functions[element].value(at: min(max(local, 0), 1)) }
        return flat.point(atFraction: local, ofElement: element)
    }

    override func value(atPassFraction fraction: Double, base: AnimationValue) -> AnimationValue? {
        let frames = (values ?? []).compactMap { AnimationValue($0) }
        guard let first = frames.first, frames.count == values?.count else { return nil }
        if frames.count == 1 { return first }
        let progress = self.progress(forPassFraction: fraction)
        if calculationMode == .discrete {
            let times = keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count == frames.count ? $0 : nil }
                ?? frames.indices.map { Double($0) / Double(frames.count) }
            let index = times.lastIndex { $0 <= progress } ?? 0
            return frames[index]
        }
        let times = segmentTimes(for: frames)
        guard let segment = times.indices.dropLast().last(where: { times[$0] <= progress }) else { return first }
        let start = times[segment], end = times[segment + 1]
        var local = end > start ? (progress - start) / (end - start) : 1
        local = min(max(local, 0), 1)
        if let functions = timingFunctions, segment < functions.count {
            local = functions[segment].value(at: local)
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced,
           let curved = Self.catmullRom(frames, segment: segment, fraction: local) {
            return curved
        }
        return frames[segment].interpolated(to: frames[segment + 1], fraction: local)
    }

    /// The point `t` of the way through `segment` of the Catmull-Rom curve through
    /// `frames` (the end values repeated past the ends); nil for kinds without arithmetic.
    private static func catmullRom(_ frames: [AnimationValue], segment: Int, fraction t: Double) -> AnimationValue? {
        let p0 = frames[max(segment - 1, 0)], p1 = frames[segment]
        let p2 = frames[segment + 1], p3 = frames[min(segment + 2, frames.count - 1)]
        // Hermite form: tangents are half the differences of the neighbours.
        guard let m1 = p2.subtracting(p0)?.scaled(by: 0.5), let m2 = p3.subtracting(p1)?.scaled(by: 0.5) else { return nil }
        let t2 = t * t, t3 = t2 * t
        let terms = [p1.scaled(by: 2 * t3 - 3 * t2 + 1), m1.scaled(by: t3 - 2 * t2 + t),
                     p2.scaled(by: -2 * t3 + 3 * t2), m2.scaled(by: t3 - t2)]
        var sum: AnimationValue?
        for term in terms {
            guard let term else { return nil }
            sum = sum.map { $0.adding(term) } ?? term
            if sum == nil { return nil }
        }
        return sum
    }

    /// When each value is reached: the key times, or for paced modes times in
    /// proportion to the distance travelled, or evenly spaced.
    private func segmentTimes(for frames: [AnimationValue]) -> [Double] {
        let count = frames.count
        if calculationMode == .paced || calculationMode == .cubicPaced {
            let lengths = zip(frames, frames.dropFirst()).map { $0.distance(to: $1) }
            let total = lengths.reduce(0, +)
            if total > 0 {
                var sum = 0.0
                return [0] + lengths.map { sum += $0; return sum / total }
            }
        } else if let times = keyTimes?.map(\.doubleValue), times.count == count {
            return times
        }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }
}

/// How a keyframe animation finds the values between its key times.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight lines between the values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear, with key times spaced so the change has an even speed.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve with key times spaced by the distance between values.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer following a keyframe animation's path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer turns to the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to the path's direction, plus half a turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
