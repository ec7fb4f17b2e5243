// Vitrine — Apache License 2.0

// Haptic feedback. A kiosk panel has no haptic engine; Apple documents that on a device
// without one these calls do nothing, and so they do here: apps keep calling them as they
// do on iOS.

/// The base of the haptic feedback generators.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// Readies the haptic engine for feedback soon (there is none to ready).
    open func prepare() {}
}

/// Feedback for a collision: a view snapping into place, a threshold crossed.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays the impact (nothing without a haptic engine).
    open func impactOccurred() {}

    /// Plays the impact at `intensity` from 0 to 1 (nothing without a haptic engine).
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a change of selection, as a picker's wheel ticks.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the tick of a changed selection (nothing without a haptic engine).
    open func selectionChanged() {}
}

/// Feedback for a task's outcome.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback tells.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the feedback of `notificationType` (nothing without a haptic engine).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
