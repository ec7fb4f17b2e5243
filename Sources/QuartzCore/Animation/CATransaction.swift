// Vitrine — Apache License 2.0
// Transactions group layer changes, as in Core Animation: `begin()`/`commit()` nest, and
// each group carries a duration and timing function for the animations added in it
// without their own, whether actions run at all (`setDisableActions`), and a completion
// block that runs once every animation added in the group has ended or been removed
// (at commit when none was added). Changes made outside any `begin()` belong to an
// implicit group that ends with the current turn of the run loop, which here is the next
// frame.
//
// A transaction's duration and timing function reach the animations that actions (a
// view's, an `actions` dictionary's, a layer's implicit one: `CALayer.action(forKey:)`)
// and the app add while it is open.

/// A transaction key: `kCATransactionAnimationDuration` and the others.
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// Groups layer changes and the animations they make.
@preconcurrency @MainActor
open class CATransaction {
    /// One group: its values by key, and the animations added while it was open.
    final class Group {
        var values: [String: Any] = [:]
        var completion: (@MainActor () -> Void)?
        var animations: [(layer: Weak, animation: CAAnimation)] = []
        let isImplicit: Bool

        init(isImplicit: Bool) {
            self.isImplicit = isImplicit
        }
    }

    struct Weak {
        weak var layer: CALayer?
    }

    /// The open groups, outermost first; the implicit group, when there is one, is first.
    private static var open: [Group] = []
    /// Committed groups whose completion waits for their animations.
    private static var waiting: [Group] = []

    /// The innermost open group, opening the implicit one when none is open.
    private static var current: Group {
        if let group = open.last { return group }
        let implicit = Group(isImplicit: true)
        open.append(implicit)
        // The implicit group ends with this turn of the run loop: at the next frame.
        AnimationClock.shared.requestFrame?()
        return implicit
    }

    public init() {}

    /// Opens a group nested in the current one.
    open class func begin() {
        open.append(Group(isImplicit: false))
    }

    /// Closes the innermost group opened with `begin()`. Its completion block runs now when
    /// it added no animation, else once they have all ended.
    open class func commit() {
        guard let index = open.lastIndex(where: { !$0.isImplicit }) else { return }
        let group = open.remove(at: index)
        finish(group)
    }

    /// Commits the implicit group now; explicit groups stay open.
    open class func flush() {
        if let index = open.firstIndex(where: \.isImplicit) { finish(open.remove(at: index)) }
    }

    /// Transactions here belong to the main actor: the lock has nothing to exclude.
    open class func lock() {}
    open class func unlock() {}

    // MARK: - Values

    /// The duration of animations added without one: the innermost group's setting, else
    /// 0.25 s.
    open class func animationDuration() -> CFTimeInterval {
        (lookUp(kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of animations added without one; nil (linear) by default.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        lookUp(kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether layer changes skip their actions (no animation is made for them).
    open class func disableActions() -> Bool {
        (lookUp(kCATransactionDisableActions) as? Bool) ?? false
    }

    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The current group's completion block.
    open class func completionBlock() -> (@MainActor () -> Void)? {
        open.last?.completion
    }

    /// Sets the block run once the animations added in the current group from now on have
    /// ended or been removed. Setting another block before the commit replaces it.
    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        let group = current
        group.completion = block
        group.animations.removeAll()
    }

    /// The value for `key` in the innermost group that has one.
    open class func value(forKey key: String) -> Any? {
        if key == kCATransactionCompletionBlock { return completionBlock() }
        return lookUp(key)
    }

    open class func setValue(_ anObject: Any?, forKey key: String) {
        if key == kCATransactionCompletionBlock {
            setCompletionBlock(anObject as? @MainActor () -> Void)
            return
        }
        current.values[key] = anObject
    }

    private static func lookUp(_ key: String) -> Any? {
        for group in open.reversed() {
            if let value = group.values[key] { return value }
        }
        return nil
    }

    // MARK: - Animations and completion

    /// Whether actions are to be skipped now (read by layers before each change).
    package static var disablesActions: Bool {
        !open.isEmpty && disableActions()
    }

    /// The duration and timing function an animation added now takes when it has none.
    package static var inheritedTiming: (duration: CFTimeInterval?, function: CAMediaTimingFunction?) {
        guard !open.isEmpty else { return (nil, nil) }
        return (lookUp(kCATransactionAnimationDuration) as? CFTimeInterval, animationTimingFunction())
    }

    /// Records `animation`, just added to `layer`, with every open group that has a
    /// completion block.
    package static func didAdd(_ animation: CAAnimation, to layer: CALayer) {
        for group in open where group.completion != nil {
            group.animations.append((Weak(layer: layer), animation))
        }
    }

    private static func finish(_ group: Group) {
        guard let completion = group.completion else { return }
        group.animations.removeAll { !isRunning($0.animation, on: $0.layer.layer) }
        if group.animations.isEmpty {
            completion()
        } else {
            waiting.append(group)
        }
    }

    private static func isRunning(_ animation: CAAnimation, on layer: CALayer?) -> Bool {
        guard let layer else { return false }
        return layer.hasUnfinishedAnimation(animation)
    }

    /// At each frame: the implicit group ends, and waiting completions whose animations have
    /// all ended run.
    package static func frameDidBegin() {
        flush()
        guard !waiting.isEmpty else { return }
        var ready: [Group] = []
        for group in waiting {
            group.animations.removeAll { !isRunning($0.animation, on: $0.layer.layer) }
            if group.animations.isEmpty { ready.append(group) }
        }
        waiting.removeAll { group in ready.contains { $0 === group } }
        for group in ready { group.completion?() }
    }
}
