// Vitrine — Apache License 2.0
// Animations attached to a layer, and the presentation they produce.
//
// The model properties never change while an animation runs; `presentation()` is a
// copy of the layer with every running animation applied, in the order they were
// added, at the current frame's time. The compositor draws that copy, and hit-testing
// keeps reading the model.

/// An animation attached to a layer, with the start time it was given.
struct LayerAnimationEntry {
    let key: String
    /// Whether the key was made up for an animation added without one.
    let isAnonymous: Bool
    let animation: CAAnimation
    /// The media time it began; nil until the first frame after it was added.
    var begin: CFTimeInterval?
    var hasStarted = false
    /// For a transition: the contents shown when it was added, which it starts from.
    var transitionBefore: PlacedContents?
}

extension CALayer {
    /// Adds `anim` under `key`, replacing (and stopping, unfinished) an animation
    /// already there. With no key the animation cannot be looked up or replaced.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let key, let index = animationEntries.firstIndex(where: { $0.key == key }) {
            AnimationClock.shared.animationWasRemoved(animationEntries.remove(at: index).animation)
        }
        // A paused layer's time stands still, so "now" is known at once; otherwise an
        // animation starts at the first frame that shows it.
        var begin: CFTimeInterval? = anim.beginTime > 0 ? anim.beginTime : nil
        if begin == nil, effectiveSpeed == 0 {
            begin = localTime(fromMediaTime: AnimationClock.shared.currentTime) + anim.startDelay
        }
        // Within a transaction, an animation without a duration or timing function of its
        // own takes the transaction's.
        let (duration, function) = CATransaction.inheritedTiming
        anim.transactionDuration = duration
        anim.transactionTimingFunction = function
        animationNumber &+= 1
        animationEntries.append(LayerAnimationEntry(
            key: key ?? "\u{0}anonymous-\(animationNumber)", isAnonymous: key == nil, animation: anim, begin: begin,
            transitionBefore: anim is CATransition ? lastShownContents : nil))
        AnimationClock.shared.layerDidAddAnimation(self)
        CATransaction.didAdd(anim, to: self)
        setNeedsComposite()
    }

    /// The animation added under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the animations added with one, oldest first; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.filter { !$0.isAnonymous }.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears it stopped unfinished.
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        AnimationClock.shared.animationWasRemoved(animationEntries.remove(at: index).animation)
        setNeedsComposite()
    }

    /// Removes every animation; their delegates hear they stopped unfinished.
    public func removeAllAnimations() {
        guard !animationEntries.isEmpty else { return }
        let removed = animationEntries
        animationEntries.removeAll()
        for entry in removed { AnimationClock.shared.animationWasRemoved(entry.animation) }
        setNeedsComposite()
    }

    /// Whether any animation is attached.
    package var hasAnimations: Bool { !animationEntries.isEmpty }

    /// The animations attached, oldest first.
    package var attachedAnimations: [CAAnimation] { animationEntries.map(\.animation) }

    /// A copy of the layer as it appears in the current frame: the model values with the
    /// running animations applied. Sublayers are not copied.
    public func presentation() -> Self? {
        let copy = Self(_vitrinePresenting: self)
        copy.isPresentationCopy = true
        copy.modelLayer = self
        applyAnimations(to: copy, at: localTime(fromMediaTime: AnimationClock.shared.currentTime))
        copy.resolveContentsTransition()
        if animatesKeyThatNeedsDisplay { copy.redrawAsPresentation() }
        return copy
    }

    /// Whether an attached animation changes a key the class redraws for
    /// (`needsDisplay(forKey:)`): its presentation must then be drawn again.
    private var animatesKeyThatNeedsDisplay: Bool {
        animationEntries.contains { entry in
            animatedKeyPaths(of: entry.animation).contains { type(of: self).needsDisplay(forKey: $0) }
        }
    }

    private func animatedKeyPaths(of animation: CAAnimation) -> [String] {
        if let group = animation as? CAAnimationGroup {
            return (group.animations ?? []).flatMap { animatedKeyPaths(of: $0) }
        }
        return (animation as? CAPropertyAnimation)?.keyPath.map { [$0] } ?? []
    }

    /// Draws a presentation copy's contents for its animated values, through the class's
    /// `display()` and `draw(in:)`, as Core Animation redraws a custom animated property.
    private func redrawAsPresentation() {
        isRedrawingContents = true
        defer { isRedrawingContents = false }
        backingStore = nil
        invalidRect = bounds
        display()
        invalidRect = nil
    }

    /// The model layer a presentation copy shows; a model layer returns itself.
    public func model() -> Self { (modelLayer as? Self) ?? self }

    /// What the compositor draws: the layer itself when nothing animates it, else a plain
    /// copy with its animations applied at media time `time` (a copy of its own class,
    /// redrawn, for layers whose contents follow their properties: PropertyDrawnLayer).
    /// `lag` is subtracted from the layer's local time: a replicator instance's delay.
    package func presentationForCompositing(at time: CFTimeInterval, lag: CFTimeInterval = 0) -> CALayer {
        // From now on the layer is on screen: its changes may animate implicitly. (Stored
        // once: the compositor asks every layer every frame.)
        if !hasBeenComposited { hasBeenComposited = true }
        guard !animationEntries.isEmpty else { return self }
        if let drawn = self as? any PropertyDrawnLayer {
            // Its animated properties are drawn, so the copy keeps its class and is redrawn.
            let copy = type(of: self).init(_vitrinePresenting: self)
            copy.isPresentationCopy = true
            copy.modelLayer = self
            applyAnimations(to: copy, at: localTime(fromMediaTime: time) - lag)
            drawn.updateContents(ofPresentation: copy)
            copy.resolveContentsTransition()
            return copy
        }
        if animatesKeyThatNeedsDisplay {
            let copy = type(of: self).init(_vitrinePresenting: self)
            copy.isPresentationCopy = true
            copy.modelLayer = self
            applyAnimations(to: copy, at: localTime(fromMediaTime: time) - lag)
            copy.redrawAsPresentation()
            copy.resolveContentsTransition()
            return copy
        }
        // A class with animatable properties of its own (a replicator's) keeps its class,
        // for the compositor reads them from the copy.
        let copy = self is any OwnAnimatableLayer ? type(of: self).init(_vitrinePresenting: self) : CALayer(layer: self)
        copy.isPresentationCopy = true
        copy.modelLayer = self
        applyAnimations(to: copy, at: localTime(fromMediaTime: time) - lag)
        copy.resolveContentsTransition()
        return copy
    }

    /// The layer's local time at media time `time`: each layer from the root down maps
    /// its superlayer's time through its `beginTime`, `speed` and `timeOffset`.
    public func localTime(fromMediaTime time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayer?.localTime(fromMediaTime: time) ?? time
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// The media time at which the layer's local time is `time` (the inverse of
    /// `localTime(fromMediaTime:)`; a paused layer's time maps to its `beginTime`).
    func mediaTime(fromLocalTime time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed == 0 ? beginTime : (time - timeOffset) / Double(speed) + beginTime
        return superlayer?.mediaTime(fromLocalTime: parentTime) ?? parentTime
    }

    /// Converts `t` from `l`'s local time (media time when nil) to this layer's: how
    /// iOS code pauses a layer (`timeOffset = convertTime(CACurrentMediaTime(), from: nil)`
    /// with `speed` 0) and resumes it.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromMediaTime: l?.mediaTime(fromLocalTime: t) ?? t)
    }

    /// Converts `t` from this layer's local time to `l`'s (media time when nil).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t)
        return l?.localTime(fromMediaTime: media) ?? media
    }

    /// The product of the speeds from the root down to this layer: 0 when time stands still.
    var effectiveSpeed: Float {
        speed * (superlayer?.effectiveSpeed ?? 1)
    }

    /// A change of the layer's timing moves every animation in its subtree.
    func layerTimeDidChange() {
        setNeedsComposite()
        AnimationClock.shared.requestFrame?()
    }

    private func applyAnimations(to copy: CALayer, at time: CFTimeInterval) {
        for entry in animationEntries {
            let animation = entry.animation
            let fraction: Double
            switch animation.phase(at: time, begin: entry.begin ?? time + animation.startDelay) {
            case .running(let running):
                fraction = running
            case .ended(let ended) where animation.fillMode == .forwards || animation.fillMode == .both:
                fraction = ended
            case .waiting(showsStart: true):
                fraction = 0
            default:
                continue
            }
            if let transition = animation as? CATransition {
                copy.contentsTransition = ContentsTransition(
                    from: entry.transitionBefore.map { .placed($0) }, type: transition.type, subtype: transition.subtype,
                    progress: transition.transitionProgress(atPassFraction: fraction))
            } else {
                animation.apply(passFraction: fraction, to: copy)
            }
        }
    }
}
