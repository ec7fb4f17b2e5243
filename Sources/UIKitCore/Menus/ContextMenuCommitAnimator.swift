// Vitrine — Apache License 2.0
// The commit of a context menu's preview: the app adds animations and completions in the
// delegate's `willPerformPreviewActionForMenuWith`, then the menu goes as
// `preferredCommitStyle` says. `.dismiss` fades the menu and preview out over 0.25 s with
// the app's animations, then takes the preview controller's view out of the menu and runs
// the completions; `.pop` takes them away at once and
// runs the animations and completions at once, the preview controller's view already out
// of the menu, ready to be pushed or presented. UIKit documents neither duration.

@MainActor
final class ContextMenuCommitAnimator: UIContextMenuInteractionCommitAnimating {
    static let dismissDuration: TimeInterval = 0.25

    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Takes `overlay` away as the commit style says, with the app's animations, then runs
    /// the completions.
    func commit(removing overlay: MenuOverlayView) {
        let animations = animations, completions = completions
        guard preferredCommitStyle == .dismiss, UIView.areAnimationsEnabled else {
            overlay.dismiss()
            for animation in animations { animation() }
            for completion in completions { completion() }
            return
        }
        overlay.isUserInteractionEnabled = false
        UIView.animate(withDuration: Self.dismissDuration, delay: 0, options: .curveEaseInOut, animations: {
            overlay.alpha = 0
            for animation in animations { animation() }
        }, completion: { _ in
            overlay.dismiss()
            for completion in completions { completion() }
        })
    }
}
