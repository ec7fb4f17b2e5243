// Vitrine — Apache License 2.0

/// Animations played together on one layer; each child's `beginTime` is relative to
/// the group's start, and the group's duration bounds the children's.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() {
        super.init()
    }

    override func apply(passFraction: Double, to presentation: CALayer) {
        let local = progress(forPassFraction: passFraction) * effectiveDuration
        for child in animations ?? [] {
            switch child.phase(at: local, begin: child.beginTime) {
            case .running(let fraction):
                child.apply(passFraction: fraction, to: presentation)
            case .ended(let fraction) where child.fillMode == .forwards || child.fillMode == .both:
                child.apply(passFraction: fraction, to: presentation)
            case .waiting(showsStart: true):
                child.apply(passFraction: 0, to: presentation)
            default:
                break
            }
        }
    }
}
