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
            key: key ?? "\u{0}anonymous-\(animationNumber)", isAnonymous: key == nil, animation: anim, begin: begin))
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
        let copy = Self(layer: self)
        applyAnimations(to: copy, at: localTime(fromMediaTime: AnimationClock.shared.currentTime))
        return copy
    }

    /// The layer itself: layers here are always model layers.
    public func model() -> Self { self }

    /// What the compositor draws: the layer itself when nothing animates it, else a plain
    /// copy with its animations applied at media time `time` (a copy of its own class,
    /// redrawn, for layers whose contents follow their properties: PropertyDrawnLayer).
    package func presentationForCompositing(at time: CFTimeInterval) -> CALayer {
        // From now on the layer is on screen: its changes may animate implicitly. (Stored
        // once: the compositor asks every layer every frame.)
        if !hasBeenComposited { hasBeenComposited = true }
        guard !animationEntries.isEmpty else { return self }
        if let drawn = self as? any PropertyDrawnLayer {
            // Its animated properties are drawn, so the copy keeps its class and is redrawn.
            let copy = type(of: self).init(layer: self)
            applyAnimations(to: copy, at: localTime(fromMediaTime: time))
            drawn.updateContents(ofPresentation: copy)
            return copy
        }
        let copy = CALayer(layer: self)
        applyAnimations(to: copy, at: localTime(fromMediaTime: time))
        return copy
    }

    /// The layer's local time at media time `time`: each layer from the root down maps
    /// its superlayer's time through its `beginTime`, `speed` and `timeOffset`.
    public func localTime(fromMediaTime time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayer?.localTime(fromMediaTime: time) ?? time
        return (parentTime - beginTime) * Double(speed) + timeOffset
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
            switch animation.phase(at: time, begin: entry.begin ?? time + animation.startDelay) {
            case .running(let fraction):
                animation.apply(passFraction: fraction, to: copy)
            case .ended(let fraction) where animation.fillMode == .forwards || animation.fillMode == .both:
                animation.apply(passFraction: fraction, to: copy)
            case .waiting(showsStart: true):
                animation.apply(passFraction: 0, to: copy)
            default:
                break
            }
        }
    }
}
