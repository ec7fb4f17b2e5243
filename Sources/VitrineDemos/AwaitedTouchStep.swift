// Vitrine — Apache License 2.0
import UIKit

/// The touch step a demo waits for in an end-to-end run (`TouchDrivenDemo.waitsForTouches`),
/// from the moment it is shown until its touches and their animations are over.
///
/// The step ends at the start of the next frame rather than at once: a frame composed
/// during the touches may still be on its way to the screen when they end, and the
/// handshake must report a frame that shows the finished result. That frame is presented
/// whole even if no pixel changed: a step whose result is already on the glass (or whose
/// last change lies outside the visible area) would otherwise get no frame, and the
/// handshake would wait for ever.
@MainActor
final class AwaitedTouchStep {
    private(set) var step: Int?
    private var link: CADisplayLink?

    var isPending: Bool { step != nil }

    func begin(_ step: Int) {
        self.step = step
    }

    /// The step's result is complete; the next frame ends the step.
    func finish() {
        guard step != nil, link == nil else { return }
        let link = CADisplayLink { [weak self] link in
            link.invalidate()
            self?.link = nil
            self?.step = nil
            ApplicationRuntime.current?.scheduler.setNeedsFullFrame()
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }
}
