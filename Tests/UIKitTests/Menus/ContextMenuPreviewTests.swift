// Vitrine — Apache License 2.0
// Context-menu previews, as UIKit documents them: the preview provider's controller shows
// above the menu at its `preferredContentSize`; a tap on it calls the delegate's
// `willPerformPreviewActionForMenuWith` with a commit animator whose completions push the
// controller (`.pop`, the default) or run after the menu faded (`.dismiss`); a
// highlighting preview lifts its view and the menu sits below it. Positions follow
// MenuOverlayView.swift's metrics: 8 points between anchor, preview and panel. The
// preview controller appears with the menu and disappears when it closes or commits
// (before a `.pop` commit's push makes it appear again).
import Testing
@testable import UIKitCore

@MainActor @Suite struct ContextMenuPreviewTests {
    @MainActor final class PreviewDelegate: UIContextMenuInteractionDelegate {
        let lifecycle = LifecycleLog()
        lazy var preview = LoggingViewController("preview", log: lifecycle)
        var log: [String] = []
        var style: UIContextMenuInteractionCommitStyle?
        var highlight: UITargetedPreview?
        var withPreview = true
        weak var navigation: UINavigationController?

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: withPreview ? { [preview] in preview } : nil) { _ in
                UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            highlight
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: any UIContextMenuInteractionCommitAnimating) {
            log.append("commit \(configuration.identifier as? NSString ?? "?") \(animator.preferredCommitStyle == .pop ? "pop" : "dismiss")")
            if let style { animator.preferredCommitStyle = style }
            animator.addCompletion { [self] in
                log.append("completion")
                if let controller = animator.previewViewController { navigation?.pushViewController(controller, animated: false) }
            }
        }
    }

    private func makeScene() -> (TouchHarness, FrameStepper, UINavigationController, UIView, PreviewDelegate) {
        let touches = TouchHarness()
        let frames = FrameStepper(touches: touches)
        let navigation = UINavigationController(rootViewController: UIViewController())
        touches.window.rootViewController = navigation
        touches.window.layoutIfNeeded()
        let view = UIView(frame: CGRect(x: 200, y: 200, width: 200, height: 100))
        navigation.topViewController!.view.addSubview(view)
        let delegate = PreviewDelegate()
        delegate.navigation = navigation
        delegate.preview.preferredContentSize = CGSize(width: 300, height: 200)
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        return (touches, frames, navigation, view, delegate)
    }

    private func longPress(_ touches: TouchHarness, _ frames: FrameStepper, at point: CGPoint) throws -> MenuOverlayView {
        touches.send(.began, point, at: frames.now + 0.001)
        frames.wait(0.6)
        touches.send(.ended, point, at: frames.now + 0.001)
        return try #require(touches.window.subviews.last as? MenuOverlayView)
    }

    /// The 300 × 200 preview is centred on the finger at x 250 (x 100) from 8 points below
    /// it (y 238); the panel follows 8 points below the preview (y 446) at the finger's x.
    /// A tap on the preview commits: the controller's view leaves the menu and the
    /// completion pushes it.
    @Test func thePreviewShowsAboveTheMenuAndATapPushesIt() throws {
        let (touches, frames, navigation, _, delegate) = makeScene()
        let overlay = try longPress(touches, frames, at: CGPoint(x: 250, y: 230))
        let card = try #require(overlay.previewContainer)
        #expect(card.frame == CGRect(x: 100, y: 238, width: 300, height: 200))
        #expect(overlay.panel.frame.origin == CGPoint(x: 250, y: 446))
        #expect(delegate.preview.view.superview === card && delegate.preview.view.frame == card.bounds)
        #expect(!delegate.preview.view.isUserInteractionEnabled)

        touches.tap(CGPoint(x: 250, y: 300), at: frames.now + 0.1)
        #expect(delegate.log == ["commit photo pop", "completion"])
        #expect(overlay.superview == nil && navigation.topViewController === delegate.preview)
        #expect(delegate.preview.view.superview === navigation.view && delegate.preview.view.isUserInteractionEnabled)
    }

    /// With `.dismiss` the menu and preview fade over 0.25 s before the completion runs.
    @Test func aDismissCommitRunsTheCompletionAfterTheFade() throws {
        let (touches, frames, navigation, _, delegate) = makeScene()
        delegate.style = .dismiss
        let overlay = try longPress(touches, frames, at: CGPoint(x: 250, y: 230))
        touches.tap(CGPoint(x: 250, y: 300), at: frames.now + 0.1)
        #expect(delegate.log == ["commit photo pop"] && overlay.superview != nil)
        frames.wait(0.4)
        #expect(delegate.log == ["commit photo pop", "completion"] && overlay.superview == nil)
        #expect(navigation.topViewController === delegate.preview)
    }

    /// A tap outside the preview and the panel closes the menu without a commit; the
    /// preview controller's view leaves the menu with it.
    @Test func aTapOutsideClosesWithoutCommitting() throws {
        let (touches, frames, _, _, delegate) = makeScene()
        let overlay = try longPress(touches, frames, at: CGPoint(x: 250, y: 230))
        #expect(delegate.lifecycle.take() == ["preview.viewDidLoad", "preview.viewWillAppear", "preview.viewDidAppear"])
        touches.tap(CGPoint(x: 900, y: 900), at: frames.now + 0.1)
        #expect(overlay.superview == nil && delegate.log.isEmpty)
        #expect(delegate.lifecycle.take() == ["preview.viewWillDisappear", "preview.viewDidDisappear"])
        #expect(delegate.preview.view.superview == nil && delegate.preview.view.isUserInteractionEnabled)
    }

    /// A `.pop` commit: the preview disappears with the menu, then the push (not
    /// animated here) makes it appear again in the navigation controller.
    @Test func aPopCommitDisappearsFromTheMenuThenAppearsPushed() throws {
        let (touches, frames, _, _, delegate) = makeScene()
        _ = try longPress(touches, frames, at: CGPoint(x: 250, y: 230))
        _ = delegate.lifecycle.take()
        touches.tap(CGPoint(x: 250, y: 300), at: frames.now + 0.1)
        frames.wait(0.1)
        #expect(delegate.lifecycle.take() == ["preview.viewWillDisappear", "preview.viewDidDisappear",
                                              "preview.willMove(toParent: container)", "preview.viewWillAppear",
                                              "preview.viewDidAppear", "preview.didMove(toParent: container)"])
    }

    /// Without a preview controller, the highlighting preview's view is lifted where it is
    /// (200, 200, 200 × 100) and the menu is placed 8 points below it.
    @Test func theHighlightingPreviewIsLiftedAndTheMenuSitsBelowIt() throws {
        let (touches, frames, _, view, delegate) = makeScene()
        delegate.withPreview = false
        delegate.highlight = UITargetedPreview(view: view)
        let overlay = try longPress(touches, frames, at: CGPoint(x: 250, y: 230))
        #expect(overlay.previewContainer == nil)
        #expect(overlay.liftedView?.frame == CGRect(x: 200, y: 200, width: 200, height: 100))
        #expect(overlay.panel.frame.origin == CGPoint(x: 200, y: 308))
    }
}
