// Vitrine — Apache License 2.0
import Foundation

/// The motion of a scroll view's offset along one axis once no finger holds it, as a
/// function of the time since it started, so any frame time gives its exact value.
///
/// - A release inside the content glides (`DecelerationCurve`). A glide that would pass
///   an edge runs to it and, when the scroll view bounces, carries its velocity into a
///   spring back to the edge (`SpringBackCurve`); without bouncing it stops there.
/// - A release past an edge (rubber-banded) springs back to the edge.
/// - Paging springs to the chosen page with the finger's velocity.
/// - `setContentOffset(_:animated:)` moves along an ease-in-ease-out curve.
struct ScrollAxisMotion {
    enum Segment {
        case glide(DecelerationCurve)
        case spring(SpringBackCurve)
        /// From one offset to another over `duration` seconds, eased in and out.
        case timed(from: CGFloat, to: CGFloat, duration: Double)
        case rest(CGFloat)
    }

    var first: Segment
    /// A glide that reaches an edge hands over to this segment at this time.
    var handoff: (time: Double, segment: Segment)?

    init(_ first: Segment, handoff: (time: Double, segment: Segment)? = nil) {
        self.first = first
        self.handoff = handoff
    }

    /// The duration of `setContentOffset(_:animated:)`: 0.3 s (ours; UIKit does not document it).
    static let animationDuration = 0.3
    private static let easing = CAMediaTimingFunction(name: .easeInEaseOut)

    /// The motion after the finger lifts at `offset` with `velocity` (points per second,
    /// in offset direction), in content whose offset may rest within `range`.
    /// - Parameters:
    ///   - target: the rest offset the delegate was offered (and may have changed).
    ///   - naturalTarget: the rest offset the glide would reach by itself.
    static func afterRelease(offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, rate: CGFloat,
                             bounces: Bool, target: CGFloat, naturalTarget: CGFloat, paging: Bool) -> ScrollAxisMotion {
        let target = min(max(target, range.lowerBound), range.upperBound)
        if offset < range.lowerBound || offset > range.upperBound || paging {
            return ScrollAxisMotion(.spring(SpringBackCurve(from: offset, to: target, velocity: velocity)))
        }
        guard target == naturalTarget else {
            // The app moved the target: the same kind of glide, ending there.
            return ScrollAxisMotion(.glide(DecelerationCurve(start: offset, distance: target - offset, rate: rate)))
        }
        let glide = DecelerationCurve(start: offset, velocity: velocity, rate: rate)
        let edge = min(max(glide.end, range.lowerBound), range.upperBound)
        guard edge != glide.end, let reached = glide.time(reaching: edge) else { return ScrollAxisMotion(.glide(glide)) }
        let next: Segment = bounces ? .spring(SpringBackCurve(from: edge, to: edge, velocity: glide.velocity(at: reached))) : .rest(edge)
        return ScrollAxisMotion(.glide(glide), handoff: (reached, next))
    }

    /// The resting offset a glide from `offset` at `velocity` reaches, within `range`.
    static func naturalTarget(offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, rate: CGFloat) -> CGFloat {
        let end = DecelerationCurve(start: offset, velocity: velocity, rate: rate).end
        return min(max(end, range.lowerBound), range.upperBound)
    }

    /// The offset `t` seconds after the start.
    func position(at t: Double) -> CGFloat {
        if let handoff, t >= handoff.time { return Self.position(of: handoff.segment, at: t - handoff.time) }
        return Self.position(of: first, at: t)
    }

    /// Whether the motion is over at `t` (the offset then rests at `finalPosition`).
    func isFinished(at t: Double) -> Bool {
        if let handoff {
            return t >= handoff.time && Self.isFinished(handoff.segment, at: t - handoff.time)
        }
        return Self.isFinished(first, at: t)
    }

    /// Where the motion rests.
    var finalPosition: CGFloat {
        Self.finalPosition(of: handoff?.segment ?? first)
    }

    private static func position(of segment: Segment, at t: Double) -> CGFloat {
        switch segment {
        case .glide(let curve): return curve.position(at: t)
        case .spring(let curve): return curve.position(at: t)
        case .timed(let from, let to, let duration):
            let progress = duration > 0 ? easing.value(at: min(max(t / duration, 0), 1)) : 1
            return from + (to - from) * CGFloat(progress)
        case .rest(let value): return value
        }
    }

    private static func isFinished(_ segment: Segment, at t: Double) -> Bool {
        switch segment {
        case .glide(let curve): return t >= curve.duration
        case .spring(let curve): return curve.isSettled(at: t)
        case .timed(_, _, let duration): return t >= duration
        case .rest: return true
        }
    }

    private static func finalPosition(of segment: Segment) -> CGFloat {
        switch segment {
        case .glide(let curve): return curve.end
        case .spring(let curve): return curve.rest
        case .timed(_, let to, _): return to
        case .rest(let value): return value
        }
    }
}
