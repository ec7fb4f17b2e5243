// Vitrine — Apache License 2.0

/// An animation that computes what a layer shows from its progress with code instead
/// of from values: how UIKit's transitions (flips, curls) move their snapshot layers.
/// The closure gets the timed progress (0...1) and the presentation copy to change.
package final class ProgressAnimation: CAAnimation {
    package var update: (@MainActor (Double, CALayer) -> Void)?

    package required init() {
        super.init()
    }

    override func apply(passFraction: Double, to presentation: CALayer) {
        update?(progress(forPassFraction: passFraction), presentation)
    }
}
