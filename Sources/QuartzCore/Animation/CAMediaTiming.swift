// Vitrine — Apache License 2.0
import Foundation

/// Seconds, as Core Animation counts time.
public typealias CFTimeInterval = Double

/// The current media time: monotonic seconds, the clock page-flip timestamps and
/// `CADisplayLink` use.
public func CACurrentMediaTime() -> CFTimeInterval {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
}

/// The timing of an animation: when it starts, how long one pass lasts, how often it
/// repeats, and what it shows outside its active time.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the animation starts, in media time; 0 means "at the frame that first shows it".
    var beginTime: CFTimeInterval { get set }
    /// One pass, in seconds; 0 means Core Animation's default of 0.25 s.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to media time; default 1.
    var speed: Float { get set }
    /// Added to local time, so an animation can start part-way through.
    var timeOffset: CFTimeInterval { get set }
    /// How many passes to play (fractions allowed; `.infinity` forever); 0 means one.
    var repeatCount: Float { get set }
    /// How long to keep repeating, in seconds, instead of a count; 0 means unused.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass plays forward and then backward.
    var autoreverses: Bool { get set }
    /// What is shown before the start and after the end.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nothing: outside the active time the model value shows (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end value stays after the end (while the animation is not removed).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value shows before the start (during a delay).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
