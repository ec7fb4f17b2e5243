// Vitrine — Apache License 2.0
// The begin/commit animation API UIKit had before blocks (deprecated in iOS 13, still
// found in older apps).
//
// Blocks nest; each has its own settings, which may be changed anywhere between its
// begin and its commit, and apply to all the changes made inside it. Its animations
// start together at the first frame after the outermost block commits. Settings made
// outside a block are ignored. Linux has no selectors: the will-start and did-stop
// callbacks are method references on the delegate's class.

extension UIView {
    /// The innermost open begin/commit block, if the innermost block is one.
    static var legacyBlock: ViewAnimationBlock? {
        guard let block = ViewAnimationBlock.current, block.legacy != nil else { return nil }
        return block
    }

    /// Opens an animation block; `animationID` and `context` are passed to the delegate.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = ViewAnimationBlock(kind: areAnimationsEnabled ? .recording : .withoutAnimation,
                                       parameters: .legacyDefaults)
        block.legacy = LegacyAnimationSettings(animationID: animationID, context: context)
        block.open()
    }

    /// Closes the innermost block and animates its changes.
    public class func commitAnimations() {
        guard let block = legacyBlock, let settings = block.legacy else { return }
        if let start = settings.startDate {
            block.parameters.delay = max(0, start.timeIntervalSinceNow)
        }
        let delegate = settings.delegate
        if let willStart = settings.willStart, let delegate {
            block.willStart = { willStart(delegate, settings.animationID, settings.context) }
        }
        if let didStop = settings.didStop, let delegate {
            block.completion = { finished in didStop(delegate, settings.animationID, finished, settings.context) }
        }
        if block.kind == .recording && block.parameters.duration > 0 {
            block.addRecordedAnimations()
            playLegacyTransition(of: block)  // UIView+AnimationTransition.swift
        }
        block.close()
    }

    /// Seconds the block's animations last; default 0.2.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        legacyBlock?.parameters.duration = duration
    }

    /// Seconds before the block's animations start; default 0.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        legacyBlock?.parameters.delay = delay
    }

    /// When the block's animations start; default now.
    public class func setAnimationStart(_ startDate: Date) {
        legacyBlock?.legacy?.startDate = startDate
    }

    /// The block's curve; default ease-in-out.
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        legacyBlock?.parameters.curve = curve
    }

    /// How often the block's animations repeat (fractions allowed); default 0, once.
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        legacyBlock?.parameters.repeatCount = repeatCount
    }

    /// Whether each repetition plays forward then backward; default false.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        legacyBlock?.parameters.autoreverses = repeatAutoreverses
    }

    /// Whether the block starts from what is on screen; default false.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        legacyBlock?.parameters.beginsFromCurrentState = fromCurrentState
    }

    /// The object the will-start and did-stop methods are called on; held strongly until
    /// the block's animations stop, as UIKit does.
    public class func setAnimationDelegate(_ delegate: AnyObject?) {
        legacyBlock?.legacy?.delegate = delegate
    }

    /// The delegate's method called when the animations start, with the block's
    /// animation ID and context: `UIView.setAnimationWillStart(Controller.animationWillStart)`.
    public class func setAnimationWillStart<Delegate: AnyObject>(
        _ selector: @escaping (Delegate) -> (String?, UnsafeMutableRawPointer?) -> Void
    ) {
        legacyBlock?.legacy?.willStart = { delegate, id, context in
            (delegate as? Delegate).map { selector($0)(id, context) }
        }
    }

    /// The delegate's method called when the animations stop, with the animation ID,
    /// whether they all ran to their end, and the context.
    public class func setAnimationDidStop<Delegate: AnyObject>(
        _ selector: @escaping (Delegate) -> (String?, NSNumber, UnsafeMutableRawPointer?) -> Void
    ) {
        legacyBlock?.legacy?.didStop = { delegate, id, finished, context in
            (delegate as? Delegate).map { selector($0)(id, NSNumber(value: finished), context) }
        }
    }
}

/// What a begin/commit block keeps besides its animation parameters.
struct LegacyAnimationSettings {
    let animationID: String?
    let context: UnsafeMutableRawPointer?
    var startDate: Date?
    var delegate: AnyObject?
    var willStart: (@MainActor (AnyObject, String?, UnsafeMutableRawPointer?) -> Void)?
    var didStop: (@MainActor (AnyObject, String?, Bool, UnsafeMutableRawPointer?) -> Void)?
    var transition: LegacyTransition?
}
