// Vitrine — Apache License 2.0

/// The key Core Animation's documentation adds transitions under (`kCATransition`).
public let kCATransition = "transition"

/// How a transition moves from the old contents to the new.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old contents fade out as the new fade in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new contents slide in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new contents slide in and push the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old contents slide out, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The edge a moving transition starts from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animation from what a layer showed when the transition was added to what it
/// shows now.
///
/// Vitrine transitions the layer's own contents: the image it showed in the last frame
/// drawn before `add(_:forKey:)` (so changing `contents` just before or just after adding
/// both transition) gives way to its current contents, placed by their gravity. Changes
/// to the layer's sublayers are not part of it; `UIView.transition(with:…)` transitions
/// a whole view tree.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// How the contents change; default `.fade`.
    open var type: CATransitionType = .fade
    /// The edge `.moveIn`, `.push` and `.reveal` start from; nil is `.fromLeft`.
    open var subtype: CATransitionSubtype?
    /// Where in the transition the animation starts, 0...1; default 0.
    open var startProgress: Float = 0
    /// Where in the transition the animation ends, 0...1; default 1.
    open var endProgress: Float = 1

    public required init() {
        super.init()
    }

    /// How far the transition is at `passFraction`: the timed fraction mapped onto
    /// `startProgress`…`endProgress`.
    func transitionProgress(atPassFraction fraction: Double) -> Double {
        let start = Double(min(max(startProgress, 0), 1)), end = Double(min(max(endProgress, 0), 1))
        return start + (end - start) * progress(forPassFraction: fraction)
    }
}
