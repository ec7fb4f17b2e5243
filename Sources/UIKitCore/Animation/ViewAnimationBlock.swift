// Vitrine — Apache License 2.0
// One animation block: the changes made while it is open, the animations they become,
// and the completion that runs when those animations have all stopped.
//
// UIKit animates through Core Animation's action mechanism, and so does Vitrine: a
// view's layer asks the view for an action before an animatable property changes
// (`UIView.action(for:forKey:)`), and the innermost open block answers. A plain block
// answers with a basic (or spring) animation from the old value to the new model value;
// keyframe and legacy blocks first record the changes and build their animations when
// they close, because their timing is only known then.

@MainActor
final class ViewAnimationBlock: CAAnimationDelegate {
    enum Kind {
        /// `UIView.animate`: every change animates at once.
        case animated
        /// `performWithoutAnimation` or animations disabled: changes take effect at once.
        case withoutAnimation
        /// `animateKeyframes` and the legacy begin/commit block: changes are recorded.
        case recording
    }

    /// The open blocks, innermost last.
    private(set) static var stack: [ViewAnimationBlock] = []
    static var current: ViewAnimationBlock? { stack.last }

    let kind: Kind
    var parameters: ViewAnimationParameters
    /// Runs once all the block's animations stopped, with whether all ran to their end.
    var completion: ((Bool) -> Void)?
    /// Runs when the first of the block's animations starts (the legacy will-start).
    var willStart: (() -> Void)?
    /// Told of each animation the block makes, before it is added to the view's layer
    /// (a property animator takes over their timing).
    var animationObserver: ((CAAnimation, UIView) -> Void)?

    /// Changes recorded by a recording block, in order.
    private(set) var recordedChanges: [RecordedChange] = []
    /// The settings of a begin/commit block; nil for other blocks.
    var legacy: LegacyAnimationSettings?
    /// Whether this is an `animateKeyframes` block, which `addKeyframe` adds to.
    var isKeyframeBlock = false
    /// The window of the keyframe being added (relative start, relative duration).
    var keyframeWindow: (start: Double, duration: Double) = (0, 1)
    /// Views whose layers got animations while the block was open, for `.layoutSubviews`.
    private(set) var animatedViews: [UIView] = []

    private var runningCount = 0
    private var allFinished = true
    private var isClosed = false
    private var hasStarted = false
    /// Animations replaced by a later change of the same property in this block.
    private var superseded: Set<ObjectIdentifier> = []

    init(kind: Kind, parameters: ViewAnimationParameters) {
        self.kind = kind
        self.parameters = parameters
    }

    /// Opens the block: changes from now on are its changes.
    func open() {
        Self.stack.append(self)
    }

    /// Closes the block (it must be the innermost). Animations that were only recorded
    /// are built by the caller before; when nothing animates, the completion runs at the
    /// next frame with `finished` true.
    func close() {
        if let index = Self.stack.lastIndex(where: { $0 === self }) { Self.stack.remove(at: index) }
        if parameters.layoutSubviews, kind != .withoutAnimation {
            // Layout inside the block, so frames it sets animate with the rest.
            Self.stack.append(self)
            for view in animatedViews { view.layoutIfNeeded() }
            Self.stack.removeLast()
        }
        // The block is its animations' delegate, held by their layers: holding the views
        // too would keep a view with an endless animation alive forever.
        animatedViews.removeAll()
        recordedChanges.removeAll()
        isClosed = true
        if runningCount == 0 {
            AnimationClock.shared.runAtNextFrame { [self] in finish() }
        }
    }

    // MARK: - Actions

    /// The keys whose changes UIKit animates.
    static let animatableKeys: Set<String> = [
        "bounds", "position", "transform", "opacity", "backgroundColor", "anchorPoint",
        // The layer styling UIKit animates in a block (iOS 11 and later).
        "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
        "shadowPath",
        // The blur of a visual effect view's material, animated with its tint.
        "backdropFilter",
    ]

    /// The action for a change of `key` on `view`'s layer, asked before the change.
    func action(for view: UIView, forKey key: String) -> CAAction? {
        guard Self.animatableKeys.contains(key), let modelValue = view.layer.animationValue(forKeyPath: key) else {
            return nil
        }
        let presentationValue = view.layer.presentation()?.animationValue(forKeyPath: key) ?? modelValue
        switch kind {
        case .withoutAnimation:
            return nil
        case .recording:
            return RecordedChange(block: self, view: view, key: key, window: keyframeWindow,
                                  oldModel: modelValue, oldPresentation: presentationValue)
        case .animated:
            var from = parameters.beginsFromCurrentState ? presentationValue : modelValue
            // A second change of the same property in this block keeps the first's start.
            if let earlier = view.layer.animation(forKey: key) as? CABasicAnimation, earlier.delegate === self {
                superseded.insert(ObjectIdentifier(earlier))
                runningCount -= 1
                from = AnimationValue(earlier.fromValue) ?? from
            }
            return prepare(parameters.makeAnimation(key: key, from: from), for: view)
        }
    }

    /// Makes the block the delegate of `animation`, which is about to be added to `view`.
    func prepare<Animation: CAAnimation>(_ animation: Animation, for view: UIView) -> Animation {
        animation.delegate = self
        runningCount += 1
        if !animatedViews.contains(where: { $0 === view }) { animatedViews.append(view) }
        animationObserver?(animation, view)
        return animation
    }

    func record(_ change: RecordedChange) {
        recordedChanges.append(change)
    }

    // MARK: - CAAnimationDelegate

    func animationDidStart(_ anim: CAAnimation) {
        guard !hasStarted else { return }
        hasStarted = true
        willStart?()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard superseded.remove(ObjectIdentifier(anim)) == nil else { return }
        runningCount -= 1
        if !flag { allFinished = false }
        if runningCount == 0 && isClosed { finish() }
    }

    private func finish() {
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }

    /// Whether touches are kept from the views this block animates.
    var blocksUserInteraction: Bool { !parameters.allowsUserInteraction }
}

/// A property change inside a recording block, kept until the block closes.
@MainActor
final class RecordedChange: CAAction {
    unowned let block: ViewAnimationBlock
    let view: UIView
    let key: String
    let window: (start: Double, duration: Double)
    let oldModel: AnimationValue
    let oldPresentation: AnimationValue
    private(set) var newValue: AnimationValue?

    init(block: ViewAnimationBlock, view: UIView, key: String, window: (start: Double, duration: Double),
         oldModel: AnimationValue, oldPresentation: AnimationValue) {
        self.block = block
        self.view = view
        self.key = key
        self.window = window
        self.oldModel = oldModel
        self.oldPresentation = oldPresentation
    }

    /// Called after the change: notes the new value.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        newValue = view.layer.animationValue(forKeyPath: key)
        block.record(self)
    }
}
