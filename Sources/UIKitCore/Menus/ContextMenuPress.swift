// Vitrine — Apache License 2.0
// The long press that opens a context menu on a list, a table or a view: after 0.5 s
// (iOS's press; a kiosk has no 3D Touch) it asks for the configuration at the finger
// and, when the configuration makes a menu or a preview, shows the menu near the finger,
// with the preview controller above it (MenuOverlayView+Preview.swift). A highlighting
// preview, when the owner gives one, is lifted and the menu placed beside it. A tap on the
// preview commits it: the owner hears `willCommit` with the animator, then the menu goes
// (ContextMenuCommitAnimator). Without a configuration the press fails, so the finger's
// lift selects as usual.

@MainActor
final class ContextMenuPress: UIGestureRecognizerDelegate {
    let recognizer = UILongPressGestureRecognizer()
    private unowned let view: UIView
    private let configurationAt: @MainActor (CGPoint) -> UIContextMenuConfiguration?
    private var pending: (configuration: UIContextMenuConfiguration, point: CGPoint)?
    /// The view to lift for a configuration, if the owner's delegate gives one.
    var highlightingPreview: (@MainActor (UIContextMenuConfiguration) -> UITargetedPreview?)?
    /// Tells the owner's delegate that the user tapped the preview.
    var willCommit: (@MainActor (UIContextMenuConfiguration, ContextMenuCommitAnimator) -> Void)?

    /// Adds the press to `view`; `configurationAt` gives the configuration for a point in `view`.
    init(view: UIView, configurationAt: @escaping @MainActor (CGPoint) -> UIContextMenuConfiguration?) {
        self.view = view
        self.configurationAt = configurationAt
        recognizer.minimumPressDuration = 0.5
        recognizer.delegate = self
        recognizer.addHandler { [weak self] _ in self?.pressChanged() }
        view.addGestureRecognizer(recognizer)
    }

    /// Takes the press off its view.
    func detach() {
        view.removeGestureRecognizer(recognizer)
        pending = nil
    }

    /// The press begins only where there is a menu to show.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let point = recognizer.location(in: view)
        guard let configuration = configurationAt(point), configuration.actionProvider != nil || configuration.previewProvider != nil else {
            pending = nil
            return false
        }
        pending = (configuration, point)
        return true
    }

    private func pressChanged() {
        guard recognizer.state == .began, let pending, let window = view.window else { return }
        self.pending = nil
        let configuration = pending.configuration
        let menu = configuration.actionProvider?([])
        let previewController = configuration.previewProvider?()
        guard menu != nil || previewController != nil else { return }
        let highlight = highlightingPreview?(configuration)
        var anchor = CGRect(origin: view.convert(pending.point, to: window), size: .zero)
        if let target = highlight?.view, target.window === window { anchor = target.convert(target.bounds, to: window) }
        let overlay = MenuOverlayView.present(menu ?? UIMenu(title: "", children: []), in: window, anchor: anchor, sender: view, dims: true)
        if let highlight, previewController == nil { overlay.lift(highlight) }
        if let previewController {
            overlay.showPreview(previewController) { [weak self, weak overlay] in
                guard let self, let overlay else { return }
                let animator = ContextMenuCommitAnimator(previewViewController: previewController)
                willCommit?(configuration, animator)
                animator.commit(removing: overlay)
            }
        }
    }
}
