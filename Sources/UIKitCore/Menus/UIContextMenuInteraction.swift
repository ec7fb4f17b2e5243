// Vitrine — Apache License 2.0
// A context menu on any view: added to a view, a 0.5 s press asks the delegate for the
// configuration at the finger and shows its menu and preview (ContextMenuPress, as lists
// and tables do).

/// What a context menu interaction asks of its delegate.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu for a press at `location` (in the interaction's view); nil for none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The view to lift above the dimming while the menu of `configuration` shows (when it
    /// has no preview controller), the menu placed beside it; nil, the default, for none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The user tapped the preview of `configuration`'s menu: add the commit's animations
    /// and completions (push or present `animator.previewViewController`, say) to
    /// `animator`. Nothing by default.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }

    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// Shows a context menu when the user presses its view.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// The object that gives the menus; held weakly.
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view holding the interaction.
    public private(set) weak var view: UIView?
    private var press: ContextMenuPress?

    /// An interaction whose menus `delegate` gives.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {
        press?.detach()
        press = nil
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        press = ContextMenuPress(view: view) { [weak self] point in
            guard let self else { return nil }
            return self.delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: point)
        }
        press?.highlightingPreview = { [weak self] configuration in
            guard let self else { return nil }
            return self.delegate?.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
        }
        press?.willCommit = { [weak self] configuration, animator in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }

    /// Where the press is (or was) in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        press?.recognizer.location(in: view) ?? .zero
    }

    /// Closes the menu the interaction showed.
    open func dismissMenu() {
        MenuOverlayView.shown?.dismiss()
    }
}
