// Vitrine — Apache License 2.0

/// The frame clock of the animation engine: it starts and ends animations, calls their
/// delegates and runs display links, once per frame, at the frame's time.
///
/// The frame scheduler calls `beginFrame` before layout with the time the frame will
/// reach the screen (from the page-flip clock), and asks `needsFrames` afterwards:
/// while an animation runs or a display link is active it schedules the next frame, and
/// once they are over no more frames are asked for. The scheduler keeps frame times from
/// going backward, so a late frame moves an animation forward (to its end at most),
/// never back.
///
/// One clock serves the process, as `CACurrentMediaTime()` does; it is main-actor state
/// like the layers it drives.
@preconcurrency @MainActor
public final class AnimationClock {
    public static let shared = AnimationClock()

    /// The time of the frame being prepared; nil before the first frame.
    public private(set) var frameTime: CFTimeInterval?
    /// Asks for a frame (installed by the frame scheduler); without it, changes wait for
    /// the next `beginFrame`.
    public var requestFrame: (@MainActor () -> Void)?

    private var animatedLayers: [ObjectIdentifier: WeakLayer] = [:]
    private var stoppedEarly: [CAAnimation] = []
    private var nextFrameWork: [@MainActor () -> Void] = []
    private(set) var displayLinks: [CADisplayLink] = []

    /// The time presentation values are computed for: the current frame's, else now.
    public var currentTime: CFTimeInterval { frameTime ?? CACurrentMediaTime() }

    /// Whether another frame is needed for a running animation anywhere or an active
    /// display link.
    public var needsFrames: Bool {
        needsFrames { _ in true }
    }

    /// Whether another frame of the trees `host` composes is needed: for an active display
    /// link, animation work still to report, or a running animation in one of those trees.
    ///
    /// An animation of a layer in no tree `host` shows (a view taken out of its window)
    /// asks this host for no frames: nothing of it is on screen, and it ends at the next
    /// frame shown for another reason. This also keeps hosts that share the process-wide
    /// clock, such as tests side by side, from running each other's frames forever.
    public func needsFrames(hostedBy host: LayerTreeHost) -> Bool {
        needsFrames { root in root.host === host }
    }

    /// Whether `root`'s tree needs another frame, as `needsFrames(hostedBy:)` decides.
    public func needsFrames(inTreeOf root: CALayer) -> Bool {
        needsFrames { $0 === root }
    }

    private func needsFrames(where isShown: (CALayer) -> Bool) -> Bool {
        displayLinks.contains { link in
            guard !link.isPaused else { return false }
            guard let owner = link.ownerLayer else { return true }
            var root = owner
            while let parent = root.superlayer { root = parent }
            return isShown(root)
        } || !stoppedEarly.isEmpty || !nextFrameWork.isEmpty
            || animatedLayers.values.contains { reference in
                guard let layer = reference.layer, layer.effectiveSpeed != 0 else { return false }
                var root = layer
                while let parent = root.superlayer { root = parent }
                guard isShown(root) else { return false }
                return layer.hasUnfinishedAnimations(at: layer.localTime(fromMediaTime: frameTime ?? 0))
            }
    }

    /// Advances to the frame shown at `targetTimestamp`: runs display links (told the
    /// previous frame's `timestamp`), starts animations added since the last frame, ends
    /// those past their end and tells their delegates.
    public func beginFrame(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval, duration: CFTimeInterval) {
        let time = targetTimestamp
        frameTime = time
        for link in displayLinks where !link.isPaused {
            link.fire(timestamp: timestamp, targetTimestamp: time, duration: duration)
        }
        var started: [CAAnimation] = []
        var finished: [CAAnimation] = []
        for (id, reference) in animatedLayers {
            guard let layer = reference.layer else {
                animatedLayers[id] = nil
                continue
            }
            layer.advanceAnimations(to: layer.localTime(fromMediaTime: time), started: &started, finished: &finished)
            if !layer.hasAnimations { animatedLayers[id] = nil }
        }
        // Delegates last: they may add animations of their own.
        let interrupted = stoppedEarly
        stoppedEarly.removeAll()
        for animation in interrupted { animation.delegate?.animationDidStop(animation, finished: false) }
        for animation in started { animation.delegate?.animationDidStart(animation) }
        for animation in finished { animation.delegate?.animationDidStop(animation, finished: true) }
        let work = nextFrameWork
        nextFrameWork.removeAll()
        for item in work { item() }
        CATransaction.frameDidBegin()
    }

    /// Runs `work` at the start of the next frame (UIKit's "next turn of the run loop"
    /// for completions of blocks that animated nothing).
    package func runAtNextFrame(_ work: @escaping @MainActor () -> Void) {
        nextFrameWork.append(work)
        requestFrame?()
    }

    func layerDidAddAnimation(_ layer: CALayer) {
        animatedLayers[ObjectIdentifier(layer)] = WeakLayer(layer: layer)
        requestFrame?()
    }

    /// Queues the unfinished-stop message for the next frame, as Core Animation delivers
    /// it after the change that removed the animation.
    func animationWasRemoved(_ animation: CAAnimation) {
        stoppedEarly.append(animation)
        requestFrame?()
    }

    func add(_ link: CADisplayLink) {
        guard !displayLinks.contains(where: { $0 === link }) else { return }
        displayLinks.append(link)
        requestFrame?()
    }

    func remove(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    private struct WeakLayer {
        weak var layer: CALayer?
    }
}

extension CALayer {
    /// Gives animations added since the last frame their start time (`time` is the
    /// layer's local time), and removes those
    /// that ended (unless they stay), collecting the ones that started and finished.
    func advanceAnimations(to time: CFTimeInterval, started: inout [CAAnimation], finished: inout [CAAnimation]) {
        var index = 0
        var changed = false
        while index < animationEntries.count {
            var entry = animationEntries[index]
            let animation = entry.animation
            if entry.begin == nil { entry.begin = time + animation.startDelay }
            let phase = animation.phase(at: time, begin: entry.begin!)
            if !entry.hasStarted, phase != .waiting(showsStart: false), phase != .waiting(showsStart: true) {
                entry.hasStarted = true
                started.append(animation)
            }
            if case .ended = phase, animation.isRemovedOnCompletion {
                animationEntries.remove(at: index)
                finished.append(animation)
                changed = true
                continue
            }
            animationEntries[index] = entry
            index += 1
        }
        if changed { setNeedsComposite() }
    }

    /// Whether `animation` is attached and has yet to end (at the current frame's time).
    func hasUnfinishedAnimation(_ animation: CAAnimation) -> Bool {
        guard let entry = animationEntries.first(where: { $0.animation === animation }) else { return false }
        guard let begin = entry.begin else { return true }
        let time = localTime(fromMediaTime: AnimationClock.shared.currentTime)
        if case .ended = animation.phase(at: time, begin: begin) { return false }
        return true
    }

    /// Whether an animation has yet to start or end at `time`.
    func hasUnfinishedAnimations(at time: CFTimeInterval) -> Bool {
        animationEntries.contains { entry in
            guard let begin = entry.begin else { return true }
            // Time stands still for an animation at speed 0 (a paused property animator):
            // whoever changes its time offset asks for the frame.
            if entry.animation.speed == 0 { return false }
            if case .ended = entry.animation.phase(at: time, begin: begin) { return entry.animation.isRemovedOnCompletion }
            return true
        }
    }
}
